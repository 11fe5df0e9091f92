import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VALIDATION } from '@tlp/shared';
import { validationError } from '../lib/errors.ts';

const MAX_DEPTH = 32;

/** The path of the first string holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulPath(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Second wall behind the shared text schemas: a NUL character anywhere in the path, query or body
 * is a 400 naming the field, so no text the database cannot store (or a file name the system cannot
 * open) ever gets that far, whatever a route's schema says.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const where = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (where !== null) throw validationError([{ path: where || 'body', message: VALIDATION.controlChars }]);
  });
});
