import helmet from '@fastify/helmet';
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

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const publicHttps = app.config.publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...VIDEO_IMAGE_SOURCES],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...VIDEO_OEMBED_SOURCES],
        frameSrc: VIDEO_FRAME_SOURCES,
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, per request: only when the site is served over https.
    strictTransportSecurity: false,
    // Agrees with `frame-ancestors 'none'` for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // PUBLIC_URL is https, or this request came over TLS (directly or, with TRUST_PROXY, through
    // the proxy's X-Forwarded-Proto). Plain http (local development) never gets it.
    if (publicHttps || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
});
