import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from './auth.service.ts';

export const REFRESH_COOKIE = 'tlp_refresh';
const COOKIE_PATH = '/api/v1/auth';

/** Sets the refresh cookie (HttpOnly, SameSite=Strict, path of the auth calls) and answers the token. */
export function sendSession<T extends object = object>(
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
  extra: T = {} as T,
): T & { accessToken: string } {
  if (session.refresh) {
    reply.setCookie(REFRESH_COOKIE, session.refresh.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: COOKIE_PATH,
      expires: session.refresh.familyExpiresAt,
    });
  }
  reply.header('Cache-Control', 'no-store');
  return { ...extra, accessToken: session.accessToken };
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
  });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
