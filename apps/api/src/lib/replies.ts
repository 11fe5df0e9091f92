import type { FastifyReply } from 'fastify';

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
