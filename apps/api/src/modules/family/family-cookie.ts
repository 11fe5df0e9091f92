import type { FastifyReply, FastifyRequest } from 'fastify';
import { secure } from '../../lib/session-cookie.ts';

/** The family session's cookie: sent only to the family view's routes. */
const FAMILY_COOKIE = 'tlp_family';
export const FAMILY_COOKIE_PATH = '/api/v1/family';

/** Sets the session's cookie: HttpOnly, SameSite=Strict, the family routes' path, Secure over https. */
export function setFamilyCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(FAMILY_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    path: FAMILY_COOKIE_PATH,
    expires,
  });
}

export function clearFamilyCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(FAMILY_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    path: FAMILY_COOKIE_PATH,
  });
}

/** The session token of the cookie, if it has one of a sane length. */
export function familyCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[FAMILY_COOKIE];
  return value && value.length <= 100 ? value : undefined;
}
