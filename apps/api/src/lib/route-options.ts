import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserType } from '@tlp/shared';

/**
 * Who may call a route: anyone (`'public'`, no session), any signed-in user (`'signed-in'`), or
 * the roles of a PERMISSIONS entry (plugins/auth.ts answers 401 or 403 before the handler).
 */
export type Access = 'public' | 'signed-in' | readonly UserType[];

function accessConfig(access: Access): FastifyContextConfig {
  if (access === 'public') return { public: true };
  return access === 'signed-in' ? {} : { roles: access };
}

/**
 * A route that answers a user who has not accepted the privacy notice in force (plugins/auth.ts):
 * reading who they are, accepting it, and the rights over their own data.
 */
export const BEFORE_PRIVACY_ACCEPTANCE: FastifyContextConfig = { beforePrivacyAcceptance: true };

/**
 * The options of the routes of one group of the API reference (its OpenAPI tag): each says who
 * may call it and documents its schema, e.g.
 * `app.get(url, op(PERMISSIONS.ownHighschool, { summary, params, response }), handler)`.
 * `config` adds to the route's config (sameSiteOnly, rateLimit).
 */
export function operations(tag: string) {
  return <S extends FastifySchema>(access: Access, schema: S, config: FastifyContextConfig = {}) => ({
    config: { ...accessConfig(access), ...config },
    schema: { tags: [tag], ...schema },
  });
}
export type Operations = ReturnType<typeof operations>;

type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The plugin of a module's routes, all under one OpenAPI tag: `register` declares them on the app,
 * whose request types come from the routes' zod schemas, with `op` for their options.
 */
export function apiRoutes(tag: string, register: (app: ApiApp, op: Operations) => void | Promise<void>) {
  return async (fastify: FastifyInstance) => register(fastify.withTypeProvider<ZodTypeProvider>(), operations(tag));
}
