import type { FastifyReply, FastifyRequest } from 'fastify';
import { codeError } from './errors.ts';

/**
 * The `preHandler` of a download that records itself (an audit row, an event in each listed
 * student's 'Mis datos'), or of any GET that writes (a session renewal). Fastify answers HEAD with
 * the GET handler and drops the body, so a HEAD would be recorded as a download that sent no file:
 * it is refused with 405 and `Allow: GET` before the handler runs (the session and the role were
 * already checked).
 */
export async function refuseHead(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'HEAD') return;
  reply.header('Allow', 'GET');
  throw codeError('MethodNotAllowed');
}
