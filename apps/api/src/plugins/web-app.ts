import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@tlp/shared';
import { AppError } from '../lib/errors.ts';

/** The path of a URL, percent-decoded when it can be (`/%2Eenv` is `/.env`). */
function pathOf(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * `/.env`, `/.git/config`, `/.vite/manifest.json`, `/.well-known/…`: a segment starting with a dot
 * is never a file we serve nor a client route, so it is a 404, not the app's index.html (a 200 there
 * makes every scanner report the file as exposed).
 */
const hasDotSegment = (url: string) =>
  pathOf(url)
    .split(/[/\\]/)
    .some((segment) => segment.startsWith('.'));

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA's history fallback for every other GET that is not under /api.
 */
export async function webAppPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const index = path.join(opts.distDir, 'index.html');
  const hasApp = fs.existsSync(index);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // Looked up per request, so a rebuild under a running server serves its new files.
      wildcard: true,
      index: false,
      // Dotfiles in the build (`.vite/`) are not served: `send` answers them as missing.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(fs.createReadStream(index));
  };
  if (hasApp) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      !path.extname(url.split('?')[0] ?? '') &&
      !hasDotSegment(url)
    ) {
      if (hasApp) return sendIndex(reply);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Toca la Puerta</title><p>La aplicación web no está compilada. Ejecuta <code>npm run build</code>.</p></html>',
        );
    }
    return reply.status(404).send(new AppError(404, 'NotFound', ERROR_MESSAGES.routeNotFound).toJSON());
  });
}
