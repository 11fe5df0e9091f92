import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, hasRole, PRIVACY_NOTICE_VERSION, type UserType } from '@tlp/shared';
import { AppError, codeError, forbidden, unauthorized } from '../lib/errors.ts';
import type { SessionUser } from '../lib/request-user.ts';
import { isSameSite } from '../lib/same-site.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route open without a session (login, signup, validate, public lists). */
    public?: boolean;
    /** Roles allowed on the route (a PERMISSIONS entry); absent means any signed-in user. */
    roles?: readonly UserType[];
    /** Refused when a browser sends it from another site (login CSRF and the like). */
    sameSiteOnly?: boolean;
    /**
     * Open to a signed-in user who has not accepted the privacy notice in force: reading who they
     * are, accepting it, and the rights over their own data (ARCO, opposition, password, sign-out).
     */
    beforePrivacyAcceptance?: boolean;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Signed in by default: every route of the scope needs a valid token unless marked public.
 * A token is valid while its user exists with the same type and session version, so deleting a
 * user or ending all their sessions takes effect on the next request, not when the token expires.
 * A user who has not accepted the privacy notice in force gets 403 PrivacyNoticeNotAccepted from
 * every route not marked `beforePrivacyAcceptance`.
 * The row comes from the session cache when it is live (modules/users/session-cache.plugin.ts).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  async function liveUser(token: string): Promise<SessionUser | null> {
    const claimed = app.tokens.verify(token);
    if (!claimed) return null;
    const row = await app.sessions.get(claimed.id, app.services.users.findSession);
    if (!row || row.type !== claimed.type || row.sessionVersion !== claimed.sessionVersion) return null;
    return {
      ...claimed,
      highschoolId: row.highschoolId,
      campusId: row.campusId,
      privacyAccepted: row.privacyVersion === PRIVACY_NOTICE_VERSION,
    };
  }

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.sameSiteOnly && !isSameSite(request)) {
      request.log.warn({ event: 'cross_site_refused', url: request.routeOptions.url }, 'cross-site request refused');
      throw new AppError(403, 'CrossSiteRequest', AUTH_MESSAGES.crossSite);
    }
    if (config.public || request.is404) return;
    const token = bearer(request);
    if (token) request.user = await liveUser(token);
    if (!request.user) throw unauthorized();
    if (config.roles && !hasRole(request.user.type, config.roles)) throw forbidden();
    // Using the service means accepting the notice in force: until then (after it changes), only
    // the routes that ask for that acceptance or exercise the user's rights answer.
    if (!request.user.privacyAccepted && !config.beforePrivacyAcceptance) throw codeError('PrivacyNoticeNotAccepted');
  });

  // Answers about a person are never kept by browsers or proxies; a route that serves public
  // files on purpose (uploads, generated media) sets its own Cache-Control.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
