import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Video providers: their player frames and thumbnails are the only outside content allowed. */
export const VIDEO_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];
export const VIDEO_IMAGE_SOURCES = ['https://i.ytimg.com', 'https://i.vimeocdn.com'];
export const VIDEO_OEMBED_SOURCES = ['https://www.youtube.com', 'https://vimeo.com'];

export const securityPlugin = fp(async (app: FastifyInstance) => {
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
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
