export type VideoPlayerErrorCode = 'invalid-url' | 'unknown-provider' | 'offline' | 'load-failed' | 'provider-error';

/** Errors a second try may fix (the link itself is fine). */
export function isRetryable(code: VideoPlayerErrorCode): boolean {
  return code === 'offline' || code === 'load-failed' || code === 'provider-error';
}
