import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasRole, type UserType } from '@tlp/shared';
import type { TokenUser } from '../lib/access-token.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route open without a session (login, signup, validate, public lists). */
    public?: boolean;
    /** Roles allowed on the route; absent means any signed-in user. */
    roles?: readonly UserType[];
  }
  interface FastifyRequest {
    user: TokenUser | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Signed in by default: every route of the scope needs a valid token unless marked public. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const token = bearer(request);
    if (token) request.user = await app.tokens.verify(token);
    if (config.public || request.is404) return;
    if (!request.user) throw unauthorized();
    if (config.roles && !hasRole(request.user.type, config.roles)) throw forbidden();
  });
});

/** The signed-in user of a non-public route (the hook above guarantees it). */
export function currentUserOf(request: FastifyRequest): TokenUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
