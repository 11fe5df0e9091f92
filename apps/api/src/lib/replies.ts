import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

// The answers of the API's common successes, as lib/openapi.ts documents them.

/** 201 with the new resource. */
export const created = <T>(reply: FastifyReply, resource: T) => reply.status(201).send(resource);

/** 204 with no body. */
export const noContent = (reply: FastifyReply) => reply.status(204).send(null);

/** One page of a list: the rows in the body, the total of every page in `X-Total-Count`. */
export function sendPage<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.rows;
}

/**
 * A reference list (areas, cities, semesters) with an `ETag` of its content: the browser keeps it
 * and asks again with `If-None-Match`, and while it has not changed the answer is a bodiless 304.
 */
export function sendWithEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  const tag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('ETag', tag).header('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === tag) return reply.status(304).send();
  return body;
}
