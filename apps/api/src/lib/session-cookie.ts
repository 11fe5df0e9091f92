import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a login, a refresh or an orienter's signup hands the browser. */
export interface Session {
  accessToken: string;
  /** A new refresh token to set as cookie; absent when the cookie in the browser is already current. */
  refresh?: { token: string; familyExpiresAt: Date };
}

const REFRESH_COOKIE = 'tlp_refresh';
const COOKIE_PATH = '/api/v1/auth';

/**
 * Secure when the request came over https (directly, or through a proxy trusted with TRUST_PROXY)
 * and whenever the public address is https, so a proxy without TRUST_PROXY still gets it.
 */
export function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || (request.server.config.publicUrl?.startsWith('https:') ?? false);
}

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
      secure: secure(request),
      path: COOKIE_PATH,
      expires: session.refresh.familyExpiresAt,
    });
  }
  reply.header('Cache-Control', 'no-store');
  return { ...extra, accessToken: session.accessToken };
}

/**
 * On logout: the browser drops this origin's HTTP cache (pages with personal data) and its
 * storage; the refresh cookie is cleared by name (decisions.md: not "cookies", which would clear
 * every cookie of the whole site, subdomains included).
 */
export function clearSiteData(reply: FastifyReply) {
  reply.header('Clear-Site-Data', '"cache", "storage"');
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    path: COOKIE_PATH,
  });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
