/**
 * Reads the video links admins paste (YouTube and Vimeo, in their usual shapes) and builds the
 * addresses the light player needs: the provider's embed player and its oEmbed endpoint.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoSource {
  provider: VideoProvider;
  /** YouTube's 11-character id or Vimeo's numeric id. */
  id: string;
  /** Vimeo's privacy hash of an unlisted video ('h' in the player URL). */
  hash?: string;
  /** Where playback starts, from `t=` / `start=` (YouTube) or `#t=` (Vimeo). */
  startSeconds?: number;
}

type VideoUrlProblem = 'invalid-url' | 'unknown-provider';

type ParsedVideoUrl = { ok: true; source: VideoSource } | { ok: false; problem: VideoUrlProblem };

/** Origins the page talks to; the API's CSP allows exactly these (apps/api/src/plugins/security.ts). */
export const PROVIDER_ORIGINS: Record<VideoProvider, { player: string; messages: readonly string[] }> = {
  youtube: {
    player: 'https://www.youtube-nocookie.com',
    messages: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  },
  vimeo: { player: 'https://player.vimeo.com', messages: ['https://player.vimeo.com'] },
};

/** Thumbnails are shown only from these hosts (the CSP's img-src). */
const THUMBNAIL_ORIGINS: readonly string[] = ['https://i.ytimg.com', 'https://i.vimeocdn.com'];

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER_HOSTS = new Set(['player.vimeo.com']);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_PATH = /^\/(?:embed|shorts|live|v|e)\/([^/?#]+)/;
const VIMEO_PATH =
  /^\/(?:channels\/[^/]+\/|groups\/[^/]+\/videos\/|album\/\d+\/video\/|showcase\/\d+\/video\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/i;
const VIMEO_PLAYER_PATH = /^\/video\/(\d+)\/?$/;

/** '90', '90s', '1m30s', '1h2m3s' -> seconds; anything else -> undefined. */
export function parseStartTime(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const text = value.trim().toLowerCase();
  if (/^\d+$/.test(text)) return Number(text) || undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!match || text === '') return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds || undefined;
}

function toUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function withStart(source: VideoSource, start: number | undefined): VideoSource {
  return start ? { ...source, startSeconds: start } : source;
}

function parseYouTube(url: URL, short: boolean): VideoSource | null {
  let id: string | null | undefined;
  if (short) id = url.pathname.split('/')[1];
  else if (url.pathname === '/watch' || url.pathname === '/watch/') id = url.searchParams.get('v');
  else id = YOUTUBE_PATH.exec(url.pathname)?.[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = parseStartTime(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return withStart({ provider: 'youtube', id }, start);
}

function parseVimeo(url: URL, player: boolean): VideoSource | null {
  const match = (player ? VIMEO_PLAYER_PATH : VIMEO_PATH).exec(url.pathname);
  if (!match?.[1]) return null;
  const hash = player ? url.searchParams.get('h') : match[2];
  const start = parseStartTime(/(?:^#|&)t=([^&]+)/.exec(url.hash)?.[1]);
  const source: VideoSource = { provider: 'vimeo', id: match[1] };
  if (hash && /^[0-9a-f]+$/i.test(hash)) source.hash = hash;
  return withStart(source, start);
}

/** A YouTube or Vimeo link -> its provider and id; anything else says what is wrong with it. */
export function parseVideoUrl(raw: string | null | undefined): ParsedVideoUrl {
  const url = raw ? toUrl(raw) : null;
  if (!url) return { ok: false, problem: 'invalid-url' };
  const host = url.hostname.toLowerCase();
  let source: VideoSource | null = null;
  if (YOUTUBE_HOSTS.has(host) || YOUTUBE_SHORT_HOSTS.has(host)) {
    source = parseYouTube(url, YOUTUBE_SHORT_HOSTS.has(host));
  } else if (VIMEO_HOSTS.has(host) || VIMEO_PLAYER_HOSTS.has(host)) {
    source = parseVimeo(url, VIMEO_PLAYER_HOSTS.has(host));
  } else {
    return { ok: false, problem: 'unknown-provider' };
  }
  // A provider's page that is not a video (a channel, a search) cannot be played.
  return source ? { ok: true, source } : { ok: false, problem: 'invalid-url' };
}

/**
 * The provider's player, started on load (the user has just pressed play). YouTube's JS API
 * (`enablejsapi`, `origin`) lets the page follow the player's state through postMessage.
 */
export function embedUrlFor(source: VideoSource, pageOrigin: string): string {
  if (source.provider === 'youtube') {
    const params = new URLSearchParams({
      autoplay: '1',
      enablejsapi: '1',
      origin: pageOrigin,
      rel: '0',
      playsinline: '1',
    });
    if (source.startSeconds) params.set('start', String(source.startSeconds));
    return `${PROVIDER_ORIGINS.youtube.player}/embed/${source.id}?${params.toString()}`;
  }
  const params = new URLSearchParams({ autoplay: '1', dnt: '1' });
  if (source.hash) params.set('h', source.hash);
  const start = source.startSeconds ? `#t=${source.startSeconds}s` : '';
  return `${PROVIDER_ORIGINS.vimeo.player}/video/${source.id}?${params.toString()}${start}`;
}

/** The canonical page of the video, as the oEmbed endpoints expect it. */
function canonicalUrlFor(source: VideoSource): string {
  return source.provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${source.id}`
    : `https://vimeo.com/${source.id}${source.hash ? `/${source.hash}` : ''}`;
}

/** The provider's oEmbed JSON endpoint for the video (gives its thumbnail). */
export function oembedUrlFor(source: VideoSource): string {
  const url = encodeURIComponent(canonicalUrlFor(source));
  return source.provider === 'youtube'
    ? `https://www.youtube.com/oembed?url=${url}&format=json`
    : `https://vimeo.com/api/oembed.json?url=${url}&width=1280`;
}

/** Only thumbnails on the providers' image hosts are used; anything else would break the CSP. */
export function isAllowedThumbnail(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return THUMBNAIL_ORIGINS.includes(parsed.origin);
  } catch {
    return false;
  }
}
