import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Video providers: their player frames and thumbnails are the only outside content allowed. */
const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];
const VIDEO_IMAGE_SOURCES = ['https://i.ytimg.com', 'https://i.vimeocdn.com'];
const VIDEO_OEMBED_SOURCES = ['https://www.youtube.com', 'https://vimeo.com'];

/** Features the iframed video players use (their `allow` attribute): this origin and theirs. */
const VIDEO_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];
/** Features the web app uses itself (copying and sharing an access link). */
const OWN_FEATURES = ['clipboard-write', 'web-share'];
/** Everything else a page could ask for: nobody, not this origin nor any frame. */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((f) => `${f}=()`),
  ...OWN_FEATURES.map((f) => `${f}=(self)`),
  ...VIDEO_FEATURES.map((f) => `${f}=(self ${VIDEO_FRAME_SOURCES.map((o) => `"${o}"`).join(' ')})`),
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The pages' Content-Security-Policy: the app's own files, and the video providers' frames and thumbnails. */
const CONTENT_SECURITY_POLICY = Object.entries({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', ...VIDEO_IMAGE_SOURCES],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...VIDEO_OEMBED_SOURCES],
  'frame-src': VIDEO_FRAME_SOURCES,
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
})
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join(';');

/**
 * What every answer carries, JSON included: no MIME sniffing, no full URL in a Referer to
 * another site, and no reading of it by another site's page (a script or image tag). With
 * Cache-Control no-store (plugins/auth.ts) and the request id, that is all a JSON answer gets.
 */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * What only a document heeds (a page, or a file a browser may open as one: an SVG, a PDF), sent
 * on every answer that is not JSON nor empty. A header the route set itself (an uploaded SVG's
 * stricter CSP) is kept.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  // Agrees with `frame-ancestors 'none'` for browsers that only read X-Frame-Options.
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
  'Permissions-Policy': PERMISSIONS_POLICY,
};
const DOCUMENT_HEADER_ENTRIES = Object.entries(DOCUMENT_HEADERS);

/** An answer no browser renders as a page: JSON, or no body at all (204, 304, HEAD of one). */
function isDataAnswer(contentType: unknown): boolean {
  return contentType === undefined || (typeof contentType === 'string' && contentType.startsWith('application/json'));
}

/**
 * Security headers, every one computed here once at startup: each request only copies the set
 * its answer needs (docs/performance.md, "Lo que paga cada solicitud").
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const publicHttps = app.config.publicUrl?.startsWith('https:') ?? false;
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(EVERY_ANSWER_HEADERS);
    // PUBLIC_URL is https, or this request came over TLS (directly or, with TRUST_PROXY, through
    // the proxy's X-Forwarded-Proto). Plain http (local development) never gets it.
    if (publicHttps || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isDataAnswer(reply.getHeader('content-type'))) return payload;
    for (const [name, value] of DOCUMENT_HEADER_ENTRIES) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
});
