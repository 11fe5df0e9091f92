export type VideoPlayerErrorCode = 'invalid-url' | 'unknown-provider' | 'offline' | 'load-failed' | 'provider-error';

/** What onError receives: a stable code, the Spanish text shown, and the provider's detail. */
export interface VideoPlayerError {
  code: VideoPlayerErrorCode;
  message: string;
  url: string;
  detail?: string;
}

/** Errors a second try may fix (the link itself is fine). */
export function isRetryable(code: VideoPlayerErrorCode): boolean {
  return code === 'offline' || code === 'load-failed' || code === 'provider-error';
}
