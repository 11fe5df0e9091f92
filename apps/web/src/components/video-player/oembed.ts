import { isAllowedThumbnail, oembedUrlFor, type VideoProvider, type VideoSource } from './video-url.ts';

/** A provider that does not answer within this time is taken as unreachable. */
const OEMBED_TIMEOUT_MS = 8000;

/**
 * Thumbnails from the providers' oEmbed endpoints. The app must work with no network, and each
 * failed request is a line in the browser's console, so: one request per video, one at a time
 * per provider, and once a provider is unreachable no more requests until the browser is back
 * online. Every failure resolves to null (the player then draws its own placeholder).
 */
const answers = new Map<string, Promise<string | null>>();
const queues: Record<VideoProvider, Promise<unknown>> = { youtube: Promise.resolve(), vimeo: Promise.resolve() };
const unreachable: Record<VideoProvider, boolean> = { youtube: false, vimeo: false };
let listening = false;

function forgetFailures(): void {
  unreachable.youtube = false;
  unreachable.vimeo = false;
  for (const [key, answer] of answers) {
    void answer.then((url) => {
      if (url === null) answers.delete(key);
    });
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function request(source: VideoSource, fetchImpl: typeof fetch): Promise<string | null> {
  if (unreachable[source.provider] || isOffline()) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), OEMBED_TIMEOUT_MS);
  try {
    const response = await fetchImpl(oembedUrlFor(source), {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    // A private or deleted video: the provider answered, so it stays reachable.
    if (!response.ok) return null;
    const body = (await response.json()) as { thumbnail_url?: unknown };
    return isAllowedThumbnail(body.thumbnail_url) ? body.thumbnail_url : null;
  } catch {
    // No network, blocked, or timed out: do not ask this provider again while offline.
    unreachable[source.provider] = true;
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The video's thumbnail URL, or null when there is none or it cannot be fetched. */
export function fetchThumbnail(source: VideoSource, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('online', forgetFailures);
    listening = true;
  }
  const key = oembedUrlFor(source);
  const known = answers.get(key);
  if (known) return known;
  const answer = queues[source.provider].then(() => request(source, fetchImpl));
  queues[source.provider] = answer;
  answers.set(key, answer);
  // Offline answers are not kept: the next page view asks again.
  void answer.then((url) => {
    if (url === null && (unreachable[source.provider] || isOffline())) answers.delete(key);
  });
  return answer;
}

/** For tests: forget every answer and failure. */
export function resetThumbnailCache(): void {
  answers.clear();
  unreachable.youtube = false;
  unreachable.vimeo = false;
}
