import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from the app's own pages: the browser's Sec-Fetch-Site, or when absent
 * the Origin, must be the app's own. Calls without either (curl, server-to-server) are not a
 * browser being tricked, and go on.
 */
export function isSameSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
