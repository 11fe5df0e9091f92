import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@tlp/shared';
import { AppError } from '../lib/errors.ts';
import { DOCUMENT_HEADERS } from './security.ts';

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
 * Headers of the security plugin that only a document heeds (a page, or an SVG opened as one): a
 * script, style sheet or font the page loads ignores them. They are left off the hashed ones, where
 * over HTTP/1.1 they would add about 1.4 KB to each of the ~15 files a screen loads.
 * Referrer-Policy stays: it governs the requests a style sheet makes (its fonts).
 */
const DOCUMENT_ONLY_HEADERS = Object.keys(DOCUMENT_HEADERS);
const SUBRESOURCE = /^\/assets\/[^/]+\.(js|css|woff2?)$/;
/**
 * What a hashed file never needs: it is cached as immutable, so no validator is ever sent back
 * (ETag, Last-Modified), it is fetched whole (Accept-Ranges), and it logs nothing to trace
 * (X-Request-Id). About 140 bytes of each of the ~16 files a phone loads on /login.
 */
const IMMUTABLE_FILE_UNNEEDED_HEADERS = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'];

/**
 * The page of a mailed reset link (`/restablecer/<token>`), family sign-in link (`/familia/<token>`)
 * or guardian's consent link (`/autorizacion/<token>`, apps/web/src/config/paths.ts): its token must not leave in a `Referer` (a
 * link or image on it, a font), and the page's own meta tag arrives after the first requests it
 * causes, so the header says it.
 */
const RESET_LINK_PAGE = /^\/(?:restablecer|familia|autorizacion)\/[^/]+\/?$/;

/**
 * The page to send for a client route: `/login` gets `pages/login.html` when the build made one
 * (index.html with its first screen's modules preloaded, apps/web/build/route-pages.ts), any other
 * route index.html. Looked up per request, like the assets.
 */
function pageFor(distDir: string, url: string): string {
  const name = /^\/([a-z][a-z0-9-]*)\/?$/.exec(pathOf(url))?.[1];
  const page = name && `pages/${name}.html`;
  return page && fs.existsSync(path.join(distDir, page)) ? page : 'index.html';
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA's history fallback for every other GET (or HEAD) that is not under /api. Text files go out as the
 * Brotli or gzip copies the build made beside them (apps/web/build/precompress.ts), chosen by
 * Accept-Encoding; a file without a copy goes out as it is.
 */
export async function webAppPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const index = path.join(opts.distDir, 'index.html');
  const hasApp = fs.existsSync(index);
  app.addHook('onSend', async (request, reply, payload) => {
    if (SUBRESOURCE.test(pathOf(request.url)) && String(reply.getHeader('cache-control')).includes('immutable')) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      for (const header of IMMUTABLE_FILE_UNNEEDED_HEADERS) reply.removeHeader(header);
    }
    return payload;
  });
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // Looked up per request, so a rebuild under a running server serves its new files.
      wildcard: true,
      index: false,
      // Dotfiles in the build (`.vite/`) are not served: `send` answers them as missing.
      dotfiles: 'ignore',
      cacheControl: false,
      // `file.br`, then `file.gz`, then `file`, as Accept-Encoding allows.
      preCompressed: true,
      setHeaders(reply, file) {
        reply.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // Caches keep one copy per encoding (also a file without a compressed copy).
        reply.header('Vary', 'Accept-Encoding');
      },
    });
  }
  // Through @fastify/static too, so the page is compressed and gets the headers above.
  const sendIndex = (reply: FastifyReply, url = '/') => reply.sendFile(pageFor(opts.distDir, url));
  if (hasApp) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (
      // HEAD too: uptime monitors ask for a page with it (Fastify sends the headers only).
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !path.extname(url.split('?')[0] ?? '') &&
      !hasDotSegment(url)
    ) {
      if (RESET_LINK_PAGE.test(pathOf(url))) reply.header('Referrer-Policy', 'no-referrer');
      if (hasApp) return sendIndex(reply, url);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Toca la Puerta</title><p>La aplicación web no está compilada. Ejecuta <code>npm run build</code>.</p></html>',
        );
    }
    return reply.status(404).send(new AppError(404, 'NotFound', ERROR_MESSAGES.routeNotFound).toJSON());
  });
}
