/**
 * The app's own route table, read from Fastify itself (not from the OpenAPI document, which
 * leaves out hidden routes).
 *
 * Fastify publishes every new instance on the `fastify.initialization` diagnostics channel,
 * before any plugin or route is added. Subscribing to it while the app is built lets a test add
 * an `onRoute` hook (and other hooks) to the root instance: every route registered afterwards,
 * in any plugin scope, passes through it. The app's source needs no test-only option.
 */
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export const API_PREFIX = '/api/v1/';

export interface RegisteredRoute {
  method: string;
  /** Full path with Fastify's parameter syntax, e.g. `/api/v1/users/:id/favorite-degrees`. */
  url: string;
  /** `METHOD /api/v1/path/:param`, the key of the access matrix. */
  key: string;
  public: boolean;
  roles: readonly string[] | undefined;
  /** The route's schema (zod schemas: params, querystring, body), when it has one. */
  schema: RouteOptions['schema'];
  /** Names of the path parameters, in order. */
  params: string[];
}

/**
 * Builds something that creates a Fastify instance (the app) and returns it with every route
 * registered on that instance. `onInstance` runs on the new root instance before any plugin,
 * for test-only hooks (e.g. `onError`, to learn what a 500 was).
 */
export async function withRouteTable<T>(
  build: () => Promise<T>,
  onInstance?: (app: FastifyInstance) => void,
): Promise<{ built: T; routes: RouteOptions[] }> {
  const routes: RouteOptions[] = [];
  let seen = false;
  const listener = (message: unknown) => {
    if (seen) return; // only the first instance: the app's root
    seen = true;
    const app = (message as { fastify: FastifyInstance }).fastify;
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    onInstance?.(app);
  };
  diagnostics.subscribe('fastify.initialization', listener);
  try {
    const built = await build();
    if (!seen) throw new Error('no Fastify instance was created while building the app');
    return { built, routes };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', listener);
  }
}

/**
 * The API routes (`/api/v1/*`), one per method and path. HEAD routes that Fastify adds for each
 * GET are left out, and so are the API reference UI (`/api/docs`) and the web app's fallback.
 */
export function apiRoutes(all: RouteOptions[]): RegisteredRoute[] {
  const byKey = new Map<string, RegisteredRoute>();
  const flat = all.flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => ({ r, method: m })));
  const gets = new Set(flat.filter((f) => f.method === 'GET').map((f) => f.r.url));
  for (const { r, method } of flat) {
    if (!r.url.startsWith(API_PREFIX)) continue;
    if (method === 'HEAD' && gets.has(r.url)) continue;
    const key = `${method} ${r.url}`;
    if (byKey.has(key)) continue;
    const config = (r.config ?? {}) as { public?: boolean; roles?: readonly string[] };
    byKey.set(key, {
      method,
      url: r.url,
      key,
      public: config.public === true,
      roles: config.roles,
      schema: r.schema,
      params: [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!),
    });
  }
  return [...byKey.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** The route's path with its parameters replaced (values are used as given: encode them first). */
export function fillPath(url: string, params: Record<string, string | number>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return String(value);
  });
}

/** Fields of a zod object schema (also inside unions and refinements), by duck typing: key and schema. */
function zodFields(schema: unknown): Array<[string, unknown]> {
  const fields: Array<[string, unknown]> = [];
  const visit = (s: unknown, depth: number) => {
    if (!s || typeof s !== 'object' || depth > 5) return;
    const def = (s as { def?: Record<string, unknown>; _def?: Record<string, unknown> }).def ?? (s as any)._def;
    const shape = (s as { shape?: unknown }).shape ?? def?.shape;
    if (shape && typeof shape === 'object') fields.push(...Object.entries(shape));
    // A body validated per media type: `{ content: { [type]: { schema } } }`.
    const content = (s as { content?: Record<string, { schema?: unknown }> }).content;
    if (!def && content && typeof content === 'object')
      Object.values(content).forEach((c) => visit(c?.schema, depth + 1));
    for (const inner of [def?.options, def?.in, def?.out, def?.innerType, def?.schema]) {
      if (Array.isArray(inner)) inner.forEach((o) => visit(o, depth + 1));
      else visit(inner, depth + 1);
    }
  };
  visit(schema, 0);
  return fields;
}

/** Keys of a zod object schema (also inside unions and refinements), by duck typing. */
export function zodKeys(schema: unknown): string[] {
  return [...new Set(zodFields(schema).map(([key]) => key))];
}

type Parser = { safeParse: (value: unknown) => { success: boolean } };
const parses = (field: unknown, value: string) =>
  typeof (field as Parser | null)?.safeParse === 'function' && (field as Parser).safeParse(value).success;

/**
 * Keys of the fields that hold a date, whatever their names say: each takes a real day (tomorrow,
 * or in a week) and refuses one that does not exist (February 30th), which a text, a password or
 * a cursor would take.
 */
export function zodDateKeys(schema: unknown): string[] {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const dates = zodFields(schema).filter(
    ([, field]) => (parses(field, day(1)) || parses(field, day(7))) && !parses(field, `${day(1).slice(0, 4)}-02-30`),
  );
  return [...new Set(dates.map(([key]) => key))];
}
