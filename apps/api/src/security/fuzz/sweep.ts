// A fixed pass of boundary values over everything the route's schema names, so coverage never depends on the seed.
import { zodDateKeys, zodKeys, type RegisteredRoute } from '../route-table.ts';
import { RAW_BODIES } from './bad-bodies.ts';
import { pct } from './bad-values.ts';
import { bodyKeys, hasBody, MULTIPART_ROUTES, type Mutation } from './mutations.ts';
import { ROLES, TYPE_OF_ROLE, type Role } from './requests.ts';

const SWEEP_PATH = ['2147483648', '-1', '0', '1e1', '0x62', '%2B98', '%00', 'a%00b', '..%2F..', '9'.repeat(30)];
const SWEEP_QUERY = (k: string) => [
  `${k}=a%00b`,
  `${k}=2147483648`,
  `${k}=1,2147483648`,
  `${k}=-1`,
  `${k}=%ZZ`,
  `${k}=1&${k}=2`,
];
/** Days no timestamp column holds (years 0 and 9999), and ones that do not exist: for every date field. */
const SWEEP_DATES = [
  '0000-01-01',
  '9999-12-31',
  '10000-01-01',
  '0001-01-01',
  '2026-02-30',
  '9999-12-31T23:59:59-14:00',
];
const SWEEP_JSON = [
  '"a\\u0000b"',
  '2147483648',
  '-1',
  '"9999-12-31T23:59:59-14:00"',
  '"0000-01-01"',
  '[2147483648]',
  'null',
  '{"__proto__":{"admin":true}}',
];

/**
 * Deterministic boundary values from the route's own schema: each path parameter, each query key
 * and each body field (JSON and form; multipart where the route reads it) in turn, the rest of
 * the request valid. The generator (mutations.ts) explores around them.
 */
export function sweep(route: RegisteredRoute, bases: object[]): Mutation[] {
  const base = bases[0];
  const out: Mutation[] = [];
  for (const param of route.params) for (const value of SWEEP_PATH) out.push({ kind: 'path', param, value });
  for (const key of zodKeys(route.schema?.querystring))
    for (const query of SWEEP_QUERY(key)) out.push({ kind: 'query', query });
  for (const key of zodDateKeys(route.schema?.querystring))
    for (const day of SWEEP_DATES) out.push({ kind: 'query', query: `${key}=${pct(day)}` });
  if (!hasBody(route.method)) return out;
  const fields = bodyKeys(route, base);
  const dates = zodDateKeys(route.schema?.body);
  bases.forEach((b, i) => {
    for (const field of bodyKeys(route, b)) {
      for (const value of SWEEP_JSON) out.push({ kind: 'field', field, value, base: i });
      if (dates.includes(field))
        for (const day of SWEEP_DATES) out.push({ kind: 'field', field, value: JSON.stringify(day), base: i });
    }
  });
  for (const [contentType, payload] of RAW_BODIES) out.push({ kind: 'raw', contentType, payload });
  for (const field of fields) out.push({ kind: 'form', field, value: 'a%00b', repeat: false });
  if (MULTIPART_ROUTES.has(route.key))
    for (const field of fields) out.push({ kind: 'multipart', field, value: 'a\u0000b', variant: 0 });
  return out;
}

/**
 * The role that gets furthest into the route: anonymous on public routes, else admin if allowed,
 * else the first allowed one (a representative on theirs).
 */
export function sweepRole(route: RegisteredRoute): Role {
  if (route.public) return 'anonymous';
  if (!route.roles || route.roles.includes('admin')) return 'admin';
  const type = route.roles[0];
  return ROLES.find((role) => role !== 'anonymous' && TYPE_OF_ROLE[role] === type) ?? (type as Role);
}
