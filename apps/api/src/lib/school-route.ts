import type { FastifyContextConfig, FastifyRequest, FastifySchema, preHandlerAsyncHookHandler } from 'fastify';
import { ERROR_MESSAGES, hasRole, idParam, PERMISSIONS, type HighschoolDetail } from '@tlp/shared';
import { forbidden, found, notFound, type AppError } from './errors.ts';
import { errorResponses } from './openapi.ts';
import { currentUserOf } from './request-user.ts';
import type { Access, Operations } from './route-options.ts';

export const schoolNotFound = () => notFound(ERROR_MESSAGES.highschoolNotFound);

/**
 * The preHandler of every route under `/highschools/:id`, once per request (it runs after
 * validation, so `id` is a valid id). Those who manage schools (admins) reach every school; an
 * orienter only their own (read with the session check of plugins/auth.ts, no second query). Anyone else, or
 * another school, is a 403 that does not reveal whether the school exists. Then the school must
 * exist: a 404 (`missing`) if not. The handler reads it with schoolOf.
 */
export function schoolScope(missing: () => AppError = schoolNotFound): preHandlerAsyncHookHandler {
  return async (request) => {
    const highschoolId = (request.params as { id: number }).id;
    const user = currentUserOf(request);
    const reachable =
      hasRole(user.type, PERMISSIONS.manageHighschools) ||
      (user.type === 'orienter' && user.highschoolId === highschoolId);
    if (!reachable) {
      request.log.warn(
        { event: 'access_denied', userId: user.id, target: highschoolId, url: request.url },
        'access denied',
      );
      throw forbidden();
    }
    request.school = found(await request.server.services.highschools.find(highschoolId), missing);
  };
}

/** The school that schoolScope checked and loaded for this request. */
export function schoolOf(request: FastifyRequest): HighschoolDetail {
  if (!request.school) throw new Error('schoolOf: the route has no schoolScope preHandler');
  return request.school;
}

/**
 * The options of a route under `/highschools/:id`: `op`'s with the school's id as its params, the
 * errors every such route may answer (400 a bad id, 401, 403 another school, 404 no such school)
 * and schoolScope before the handler, which reads the school with schoolOf.
 */
export function schoolRoute<S extends FastifySchema & { response: Record<number, unknown> }>(
  op: Operations,
  access: Access,
  schema: S,
  config: FastifyContextConfig = {},
) {
  const response = { ...schema.response, ...errorResponses(400, 401, 403, 404) };
  // A route with more params (`/highschools/:id/students/:userId/…`) gives its own, with `id`.
  const params = schema.params ?? idParam;
  return { ...op(access, { ...schema, params, response }, config), preHandler: schoolScope() };
}
