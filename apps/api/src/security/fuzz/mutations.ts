// The generator of bad requests, as mutations of a valid one: weighted toward what the route's schema reads.
import fc from 'fast-check';
import { zodDateKeys, zodKeys, type RegisteredRoute } from '../route-table.ts';
import { RAW_BODIES, textJunk } from './bad-bodies.ts';
import { AUTH_JUNK, COOKIE_JUNK, HEADER_JUNK } from './bad-headers.ts';
import { jsonJunk, jsonJunkFor } from './bad-json.ts';
import { EXTRA_QUERY, pathJunk, queryPair, queryValue } from './bad-values.ts';

export type Mutation =
  | { kind: 'path'; param: string; value: string }
  | { kind: 'query'; query: string }
  | { kind: 'field'; field: string; value: string; base: number }
  | { kind: 'body'; value: string }
  | { kind: 'raw'; contentType: string | undefined; payload: string }
  | { kind: 'form'; field: string; value: string; repeat: boolean }
  | { kind: 'multipart'; field: string; value: string; variant: number }
  | { kind: 'auth'; header: string }
  | { kind: 'cookie'; cookie: string }
  | { kind: 'headers'; headers: Record<string, string> };

const COMMON_QUERY_KEYS = ['search', 'page', 'pageSize', 'areas', 'cities', 'campusId', 'id'];
export const MULTIPART_ROUTES = new Set(['POST /api/v1/users', 'POST /api/v1/uploads']);
export const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Keys the route reads (its zod body schema, its valid body), or a few common ones. */
export function bodyKeys(route: RegisteredRoute, base: object | undefined): string[] {
  const keys = [...new Set([...zodKeys(route.schema?.body), ...Object.keys(base ?? {})])];
  return keys.length ? keys : ['name', 'id'];
}
/** Keys a client should not be able to slip in. */
const EXTRA_KEYS = ['type', 'role', 'id', 'userId', 'isAdmin', '__proto__', 'constructor'];
const fieldOf = (fields: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...fields), weight: 5 },
    { arbitrary: fc.constantFrom(...EXTRA_KEYS), weight: 1 },
  );

/** One generated change to a valid request of the route (`bases`: its valid bodies, if it takes one). */
export function mutations(route: RegisteredRoute, bases: object[]): fc.Arbitrary<Mutation> {
  const base = bases[0];
  const queryKeys = zodKeys(route.schema?.querystring);
  const keys = queryKeys.length ? queryKeys : COMMON_QUERY_KEYS;
  const queryDates = zodDateKeys(route.schema?.querystring);
  const fields = bodyKeys(route, base);
  const bodyDates = zodDateKeys(route.schema?.body);
  const body = hasBody(route.method);
  const arbs: Array<{ arbitrary: fc.Arbitrary<Mutation>; weight: number }> = [
    {
      weight: queryKeys.length ? 5 : body ? 1 : 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            { arbitrary: queryPair(keys, queryDates).map((p) => [p]), weight: 3 },
            { arbitrary: fc.array(queryPair(keys, queryDates), { minLength: 2, maxLength: 3 }), weight: 1 },
          ),
          fc.option(fc.constantFrom(...EXTRA_QUERY), { freq: 6 }),
        )
        .map(([pairs, extra]) => ({ kind: 'query', query: [...pairs, ...(extra ? [extra] : [])].join('&') })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HEADER_JUNK).map((headers) => ({ kind: 'headers', headers })) },
  ];
  if (route.params.length)
    arbs.push({
      weight: body ? 3 : 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...route.params), pathJunk)
        .map(([param, value]) => ({ kind: 'path', param, value })),
    });
  if (body) {
    arbs.push(
      { weight: 2, arbitrary: jsonJunk.map((value) => ({ kind: 'body', value })) },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(...RAW_BODIES)
          .map(([contentType, payload]) => ({ kind: 'raw', contentType, payload })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fieldOf(fields), queryValue, fc.boolean())
          .map(([field, value, repeat]) => ({ kind: 'form', field, value, repeat })),
      },
    );
    if (base)
      arbs.push({
        weight: 9,
        arbitrary: fc.tuple(fc.nat(bases.length - 1), fieldOf(fields)).chain(([i, field]) =>
          jsonJunkFor(field, bodyDates.includes(field)).map((value): Mutation => ({
            kind: 'field',
            field,
            value,
            base: i,
          })),
        ),
      });
    if (MULTIPART_ROUTES.has(route.key))
      arbs.push({
        weight: 5,
        arbitrary: fc
          .tuple(fieldOf([...fields, 'file']), textJunk, fc.nat(5))
          .map(([field, value, variant]) => ({ kind: 'multipart', field, value, variant })),
      });
  }
  arbs.push({ weight: 1, arbitrary: fc.constantFrom(...AUTH_JUNK).map((header) => ({ kind: 'auth', header })) });
  if (route.url.startsWith('/api/v1/auth/'))
    arbs.push({ weight: 2, arbitrary: fc.constantFrom(...COOKIE_JUNK).map((cookie) => ({ kind: 'cookie', cookie })) });
  return fc.oneof(...arbs);
}
