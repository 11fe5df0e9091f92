import type { FastifyRequest } from 'fastify';
import { hasRole, PERMISSIONS } from '@tlp/shared';
import { forbidden, unauthorized } from './errors.ts';

/** A student acting on their own data: another user's id in the path is a 403. */
export function assertSelfStudent(request: FastifyRequest, userId: number): number {
  const user = request.user;
  if (!user) throw unauthorized();
  if (!hasRole(user.type, PERMISSIONS.studentArea) || user.id !== userId) {
    request.log.warn({ event: 'access_denied', userId: user.id, target: userId, url: request.url }, 'access denied');
    throw forbidden();
  }
  return user.id;
}
