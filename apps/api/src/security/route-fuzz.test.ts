/**
 * Route fuzzer: every registered API route, as anonymous, student, orienter and admin, gets
 * generated bad input (fast-check, fixed seed, so every run sends the same requests):
 *
 * - path parameters replaced by junk (huge, negative, hex, signed, exponent, unicode, NUL, `../`);
 * - query strings with the route's own query keys (read from its zod schema) set to junk;
 * - JSON bodies: a VALID body (test/world.ts) with one field replaced by junk, or a whole junk
 *   body (wrong types, huge numbers, control characters, 10k-char strings, arrays for objects,
 *   `__proto__`/`constructor` keys);
 * - invalid JSON, form-urlencoded and multipart bodies, text/plain and other content types;
 * - junk Authorization, cookies, Origin and Sec-Fetch-Site headers.
 *
 * Three passes: the bad inputs that once made the app answer 500 (always sent); a deterministic
 * sweep of a few boundary values over each path parameter, query key and body field the route's
 * schema names; then the generated requests.
 *
 * Every answer must be below 500, leak no stack trace, SQL or file path, and a 4xx must have
 * the error shape {statusCode, error, message, errorCode}. Failures are collected and reported
 * together at the end, grouped by cause (the error the app threw, caught with an `onError` hook
 * added for the test only, or the framework's error code) and then by route.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../../test/factories.ts';
import { tokenFor } from '../../test/helper.ts';
import {
  buildWorldApp,
  counselorSignupForm,
  createWorld,
  fresh,
  moveIdSequences,
  unique,
  VALID_BODIES,
  validParams,
  validUpload,
  type World,
} from '../../test/world.ts';
import { apiRoutes, fillPath, zodKeys, type RegisteredRoute } from './route-table.ts';

const SEED = 20261124;
/**
 * Generated requests per route and role: more where the role gets past the route's access check
 * (the handler and the database see the input), fewer where a 401/403 answers first.
 */
const RUNS_ALLOWED = 20;
const RUNS_REFUSED = 5;

const ROLES = ['anonymous', 'student', 'orienter', 'admin'] as const;
type Role = (typeof ROLES)[number];

// ── Junk ─────────────────────────────────────────────────────────────────────────────────────

/** Percent-encodes every byte but the unreserved ones (works for any string, lone surrogates too). */
function pct(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

const LONG = 'x'.repeat(10_000);

/** A plausible text with a control character in it (NUL above all: PostgreSQL cannot store it). */
const controlText = fc
  .tuple(
    fc.constantFrom('', 'Ana', 'Campus Norte', 'x'),
    fc.oneof(
      { arbitrary: fc.constant('\u0000'), weight: 3 },
      { arbitrary: fc.constantFrom('\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'), weight: 2 },
    ),
    fc.constantFrom('', 'b', ' María'),
  )
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Path segments, already encoded for the URL. */
const PATH_JUNK = [
  '2147483648',
  '2147483647',
  '9007199254740993',
  '99999999999999999999999',
  '1e309',
  '1e1',
  '-1',
  '-2147483649',
  '-0',
  '0',
  '00',
  '0x62',
  '+98',
  '%2B98',
  '1.5',
  '1,2',
  '%201',
  'true',
  'null',
  'NaN',
  'Infinity',
  '%00',
  'a%00b',
  '%0d%0a',
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%2F',
  '%25',
  '%ZZ',
  '%',
  '%C0%AE',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  '%EF%BF%BF',
  pct('ñandú'),
  'x'.repeat(101),
  '9'.repeat(400),
  'a'.repeat(5000),
  pct("' OR 1=1 --"),
  pct('<script>alert(1)</script>'),
  ':id',
  '*',
  'me',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x.svg',
  '1.pdf',
  '2147483648.pdf',
  '..%2F1.pdf',
];
const pathJunk = fc.oneof(
  { arbitrary: fc.constantFrom(...PATH_JUNK), weight: 5 },
  { arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(pct), weight: 1 },
  { arbitrary: fc.double().map((d) => pct(String(d))), weight: 1 },
);

/** Query values, already encoded. */
const QUERY_JUNK = [
  'a%00b',
  '%00',
  '%01%02%1F%7F',
  '%0d%0a',
  '2147483648',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '1.5',
  '0x10',
  '%2B1',
  'true',
  '',
  '%',
  '%ZZ',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  LONG,
  '1,2,3',
  '1,,2',
  ',',
  '1,2147483648',
  '2147483648,1',
  'NaN',
  '[]',
  '{}',
  pct("' OR 1=1 --"),
  pct('%_\\'),
  pct('ñ'.repeat(200)),
];
const queryValue = fc.oneof(
  { arbitrary: fc.constantFrom(...QUERY_JUNK), weight: 5 },
  { arbitrary: controlText.map(pct), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(pct), weight: 2 },
  { arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String), weight: 1 },
);
/** Numbers and id lists as a query sends them (for page, pageSize, areas, campusId…). */
const queryNumber = fc.constantFrom(
  '2147483648',
  '2147483647',
  '1,2147483648',
  '2147483648,1',
  '99999999999999999999',
  '1e309',
  '1e1',
  '0x62',
  '%2B98',
  '-1',
  '0',
  '1.5',
  '1,,2',
  '%EF%BC%91%EF%BC%92', // fullwidth digits
  '%D9%A3', // Arabic-Indic digit
);
const queryValueFor = (key: string) =>
  /search|name|q$/i.test(key)
    ? fc.oneof({ arbitrary: controlText.map(pct), weight: 2 }, { arbitrary: queryValue, weight: 2 })
    : fc.oneof({ arbitrary: queryNumber, weight: 2 }, { arbitrary: queryValue, weight: 2 });
/** One query pair for a key: plain, repeated (an array), bracketed, or without value. */
const queryPair = (keys: string[]) =>
  fc
    .constantFrom(...keys)
    .chain((k) => fc.tuple(fc.constant(k), queryValueFor(k), queryValueFor(k), fc.nat(7)))
    .map(
      ([k, v, v2, shape]) =>
        [
          `${k}=${v}`,
          `${k}=${v}`,
          `${k}=${v}`,
          `${k}=${v}`,
          `${k}=${v}&${k}=${v2}`,
          `${k}[]=${v}`,
          `${k}[a]=${v}`,
          shape % 2 ? `${k}` : `${k}=`,
        ][shape]!,
    );
const EXTRA_QUERY = ['__proto__[admin]=1', 'constructor[prototype][admin]=1', '&&&', '=x', 'a=%ZZ&b'];

/** JSON values as raw JSON text (so that 1e309, -0 and duplicate keys can be sent). */
const JSON_JUNK = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '-2147483649',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '9007199254740993',
  '1e308',
  '""',
  '" "',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\u0001\\u001f\\u007f\\u0085"',
  '"line\\nbreak\\r\\ttab"',
  '"\\ud800"',
  '"\\uffff"',
  '"\\u202e"',
  JSON.stringify('😀'.repeat(100)),
  JSON.stringify(LONG),
  JSON.stringify('ñ'.repeat(10_000)),
  '"9999-12-31T23:59:59-14:00"',
  '"0000-01-01"',
  '"-000001-01-01"',
  '"+275760-09-13"',
  '"2026-02-30"',
  '"2026-13-01"',
  '"1e309"',
  '"2147483648"',
  '"-1"',
  '"0x62"',
  '"+98"',
  '"1e1"',
  '"NaN"',
  '"true"',
  '"<script>alert(1)</script>"',
  '"\' OR 1=1 --"',
  '"%00"',
  '"../../etc/passwd"',
  '"/api/v1/uploads/../../../etc/passwd"',
  '"javascript:alert(1)"',
  '[]',
  '{}',
  '[1,2,3]',
  '[null]',
  '["a\\u0000"]',
  '[2147483648]',
  '[-1,0]',
  '[[[[[[[[[[]]]]]]]]]]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":{"b":{"c":{}}}}',
  `[${'1,'.repeat(5000)}1]`,
  `[${'"x",'.repeat(50)}"x"]`,
];
const jsonJunk = fc.oneof(
  { arbitrary: fc.constantFrom(...JSON_JUNK), weight: 6 },
  { arbitrary: controlText.map((t) => JSON.stringify(t)), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify(s)), weight: 2 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => JSON.stringify(d)), weight: 1 },
);
const DATE_JUNK = [
  '"9999-12-31T23:59:59-14:00"',
  '"9999-12-31"',
  '"10000-01-01"',
  '"0000-01-01"',
  '"0001-01-01"',
  '"-000001-01-01"',
  '"+275760-09-13"',
  '"+275760-09-14T00:00:00Z"',
  '"2026-02-30"',
  '"2026-13-01"',
  '"2026-1-1"',
  '"2026-01-01T25:00:00Z"',
  '"2026-01-01T00:00:00+99:00"',
  '"2026-01-01T00:00:00.123456789Z"',
  '"1970-01-01"',
  '"mañana"',
  '""',
  '0',
  '253402300800000',
  '-1',
];
const NUMBER_JUNK = [
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e309',
  '-1e309',
  '1e-400',
  '-1',
  '0',
  '-0',
  '1.5',
  '"2147483648"',
  '"0x62"',
  '"+98"',
  '"1e1"',
  '" 1"',
  '"１２"',
  '"٣"',
  'true',
  '[1]',
  '{"valueOf":1}',
];
const ARRAY_JUNK = [
  '[2147483648]',
  '[-1]',
  '[0]',
  '[1,1]',
  '[null]',
  '["a\\u0000"]',
  '[[1]]',
  '[{}]',
  '"1,2"',
  `[${'1,'.repeat(5000)}1]`,
  `[${Array.from({ length: 6000 }, (_, i) => i + 1).join(',')}]`,
  '["/api/v1/uploads/../../etc/passwd"]',
  '["javascript:alert(1)"]',
];
/** Junk for one body field, tuned by what its name says it holds, mixed with any junk. */
function jsonJunkFor(field: string): fc.Arbitrary<string> {
  const pool = /date|expires/i.test(field)
    ? DATE_JUNK
    : /(^id$|Id$|_id$|^seats$|^notebooks$)/.test(field)
      ? NUMBER_JUNK
      : /^(areas|cities|members|gallery|prefered_areas|prefered_cities)$/.test(field)
        ? ARRAY_JUNK
        : undefined;
  return fc.oneof(
    { arbitrary: jsonJunk, weight: 2 },
    { arbitrary: pool ? fc.constantFrom(...pool) : controlText.map((t) => JSON.stringify(t)), weight: 3 },
  );
}

/** Text values for forms and multipart fields (decoded: NUL and other controls as they are). */
const textJunk = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\u0001\u001f\u007f',
      '',
      ' ',
      '2147483648',
      '-1',
      '1e309',
      '0x62',
      'true',
      LONG,
      '9999-12-31T23:59:59-14:00',
      '0000-01-01',
      '😀',
      "' OR 1=1 --",
      '../../etc/passwd',
    ),
    weight: 4,
  },
  { arbitrary: controlText, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
);

/** Whole bodies of the wrong kind, with their content type. */
const RAW_BODIES: Array<[string | undefined, string]> = [
  ['application/json', '{"a":'],
  ['application/json', '{'],
  ['application/json', ''],
  ['application/json', '{"a":1}}'],
  ['application/json', '\u0000'],
  ['application/json', 'nul'],
  ['application/json', '[]'],
  ['application/json', '"texto"'],
  ['application/json', '1e309'],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
  ['application/json', '{"a":1,"a":2}'],
  ['application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
  ['application/json; charset=utf-16', '{}'],
  ['application/json; charset=latin1', '{"name":"\u00f1"}'],
  ['text/plain', '{"name":"x"}'],
  ['text/plain', 'hola'],
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'],
  ['application/octet-stream', '\u0000\u0001\u0002'],
  [undefined, '{"name":"x"}'],
  ['application/x-www-form-urlencoded', 'a=%00&a=1&b[]=x&=&&%ZZ'],
  ['application/x-www-form-urlencoded', '__proto__[admin]=1&constructor[prototype][admin]=1'],
  ['application/x-www-form-urlencoded', `name=${'x'.repeat(70_000)}`],
  ['multipart/form-data; boundary=x', '--x\r\nbasura'],
  ['multipart/form-data', 'sin boundary'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\nsin nombre\r\n--x--\r\n'],
  ['*/*', 'x'],
  ['application/vnd.api+json', '{}'],
];

const AUTH_JUNK = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer a.b.c',
  // alg "none", type admin
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwidHlwZSI6ImFkbWluIn0.',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer  doble-espacio',
  'Bearer %00',
  'Bearer ñ',
];
const COOKIE_JUNK = [
  'tlp_refresh=',
  'tlp_refresh=x',
  `tlp_refresh=${'a'.repeat(300)}`,
  'tlp_refresh=%00',
  'tlp_refresh=%ZZ',
  'tlp_refresh="',
  'tlp_refresh=a; tlp_refresh=b',
  '=; ;;',
];
const HEADER_JUNK: Array<Record<string, string>> = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { origin: '%%%' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
  { accept: 'text/html' },
  { accept: '*/*;q=x' },
  { 'x-request-id': '../../x' },
  { 'accept-language': 'x'.repeat(5000) },
  { 'content-type': 'application/json' },
];

// ── Requests ─────────────────────────────────────────────────────────────────────────────────

type Mutation =
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
const MULTIPART_ROUTES = new Set(['POST /api/v1/users', 'POST /api/v1/uploads']);
const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Keys the route reads (its zod body schema, its valid body), or a few common ones. */
function bodyKeys(route: RegisteredRoute, base: object | undefined): string[] {
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

function mutations(route: RegisteredRoute, role: Role, bases: object[]): fc.Arbitrary<Mutation> {
  const base = bases[0];
  const queryKeys = zodKeys(route.schema?.querystring);
  const keys = queryKeys.length ? queryKeys : COMMON_QUERY_KEYS;
  const fields = bodyKeys(route, base);
  const body = hasBody(route.method);
  const arbs: Array<{ arbitrary: fc.Arbitrary<Mutation>; weight: number }> = [
    {
      weight: queryKeys.length ? 5 : body ? 1 : 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            { arbitrary: queryPair(keys).map((p) => [p]), weight: 3 },
            { arbitrary: fc.array(queryPair(keys), { minLength: 2, maxLength: 3 }), weight: 1 },
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
        arbitrary: fc
          .tuple(fc.nat(bases.length - 1), fieldOf(fields))
          .chain(([i, field]) =>
            jsonJunkFor(field).map((value): Mutation => ({ kind: 'field', field, value, base: i })),
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

/** JSON text of the base body with one field's value replaced by raw JSON text. */
function withField(base: object, field: string, rawValue: string): string {
  const marker = `@@junk-${unique()}@@`;
  const text = JSON.stringify({ ...base, [field]: marker });
  return text.replace(JSON.stringify(marker), () => rawValue);
}

function formOf(values: Record<string, unknown>, field: string, junk: string, repeat: boolean): string {
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(values)) {
    if (k === field) continue;
    for (const item of Array.isArray(v) ? v : [v]) pairs.push(`${pct(k)}=${pct(item == null ? '' : String(item))}`);
  }
  pairs.push(`${pct(field)}=${junk}`);
  if (repeat) pairs.push(`${pct(field)}=${junk}`);
  return pairs.join('&');
}

function multipartOf(
  fields: Array<[string, string]>,
  file?: { name: string; filename: string; type: string; content: Buffer },
) {
  const boundary = `----fuzz${unique()}`;
  const parts: Buffer[] = fields.map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// ── Sweep: the same few boundary values on every parameter, query key and body field ─────────

const SWEEP_PATH = ['2147483648', '-1', '0', '1e1', '0x62', '%2B98', '%00', 'a%00b', '..%2F..', '9'.repeat(30)];
const SWEEP_QUERY = (k: string) => [
  `${k}=a%00b`,
  `${k}=2147483648`,
  `${k}=1,2147483648`,
  `${k}=-1`,
  `${k}=%ZZ`,
  `${k}=1&${k}=2`,
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
 * the request valid. The generator below explores around them.
 */
function sweep(route: RegisteredRoute, bases: object[]): Mutation[] {
  const base = bases[0];
  const out: Mutation[] = [];
  for (const param of route.params) for (const value of SWEEP_PATH) out.push({ kind: 'path', param, value });
  for (const key of zodKeys(route.schema?.querystring))
    for (const query of SWEEP_QUERY(key)) out.push({ kind: 'query', query });
  if (!hasBody(route.method)) return out;
  const fields = bodyKeys(route, base);
  bases.forEach((b, i) => {
    for (const field of bodyKeys(route, b))
      for (const value of SWEEP_JSON) out.push({ kind: 'field', field, value, base: i });
  });
  for (const [contentType, payload] of RAW_BODIES) out.push({ kind: 'raw', contentType, payload });
  for (const field of fields) out.push({ kind: 'form', field, value: 'a%00b', repeat: false });
  if (MULTIPART_ROUTES.has(route.key))
    for (const field of fields) out.push({ kind: 'multipart', field, value: 'a\u0000b', variant: 0 });
  return out;
}

/** The role that gets furthest into the route: anonymous on public routes, else admin if allowed. */
function sweepRole(route: RegisteredRoute): Role {
  if (route.public) return 'anonymous';
  if (!route.roles || route.roles.includes('admin')) return 'admin';
  return route.roles[0] as Role;
}

// ── The world and its bookkeeping ──────────────────────────────────────────────────────────────

let app: Awaited<ReturnType<typeof buildWorldApp>>;
let w: World;
let routes: RegisteredRoute[];
/** What the app threw, by request id (a test-only onError hook). */
const thrown = new Map<string, string>();
/** Rows that DELETE routes may remove, so that they never remove the world's own. */
let victims: Record<string, Record<string, string | number>>;
/** Disposable sessions for POST /auth/logout-all, which ends every session of the caller. */
let logoutAllTokens: Partial<Record<Role, string>>;

function describeError(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const first = String(message ?? '')
      .split('\n')[0]!
      .replace(/^Failed query: .*/, 'Failed query')
      .slice(0, 140);
    parts.push(`${typeof code === 'string' ? `${code} ` : ''}${first}`);
    e = (e as { cause?: unknown }).cause;
  }
  return parts.join(' ← ');
}

beforeAll(async () => {
  app = await buildWorldApp((root) => {
    root.addHook('onError', async (request, _reply, error) => {
      thrown.set(request.id, describeError(error));
    });
  });
  await moveIdSequences(app.ctx.database.db);
  w = await createWorld(app.ctx);
  routes = apiRoutes(app.routes);
  victims = {
    'DELETE /api/v1/users/:id': { id: (await fresh.student(w)).id },
    'DELETE /api/v1/campuses/:id': { id: (await fresh.campus(w)).id },
    'DELETE /api/v1/degrees/:id': { id: (await fresh.degree(w)).id },
    'DELETE /api/v1/students-groups/:groupId': { groupId: (await fresh.group(w)).id },
    'DELETE /api/v1/auth/access-links/:id': { id: (await fresh.accessLink(w)).uuid },
  };
  logoutAllTokens = {};
  for (const role of ['student', 'orienter', 'admin'] as const) {
    const user = await makeUser(w.db, {
      type: role,
      highschoolId: role === 'admin' ? undefined : w.schoolA.school.id,
      semesterId: role === 'student' ? w.schoolA.activeSemester.id : undefined,
    });
    logoutAllTokens[role] = await tokenFor(w.app, user.email, role === 'student' ? 'student' : 'orienter', PASSWORD);
  }
});
afterAll(() => app?.close());

// ── Checks ───────────────────────────────────────────────────────────────────────────────────

interface Sent {
  role: Role;
  route: RegisteredRoute;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  what: string;
}
interface Failure {
  sent: Sent;
  status: number;
  problems: string[];
  cause?: string;
  response: string;
}

const LEAKS: Array<[string, RegExp]> = [
  ['stack trace', /\bat (?:async )?[\w$.<>[\] ]+ \(|\bat \S+:\d+:\d+|\n\s+at \S/],
  ['SQL (select)', /\bselect\s/i],
  ['SQL (insert into)', /insert\s+into/i],
  ['SQL (violates)', /violates/i],
  ['SQL (syntax error)', /syntax error/i],
  ['PGlite', /pglite/i],
  ['drizzle', /drizzle/i],
  ['file path (/src/)', /\/src\//],
  ['file path (node_modules)', /node_modules/],
  ['file path (.ts:line)', /\.[cm]?[tj]s:\d+/],
];

function check(sent: Sent, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  const type = String(res.headers['content-type'] ?? '');
  const text = !type || /json|text|xml|csv|html/.test(type) ? res.body : '';
  const asked = `${sent.url}\n${typeof sent.payload === 'string' ? sent.payload : (sent.payload?.toString('latin1') ?? '')}`;
  // Input echoed back (a campus named "select ...") is not a leak; text the request did not carry is.
  for (const [name, re] of LEAKS) if (re.test(text) && !re.test(asked)) problems.push(`leaks ${name}`);
  if (res.statusCode >= 400) {
    let body: any;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    const shaped =
      body &&
      body.statusCode === res.statusCode &&
      typeof body.error === 'string' &&
      typeof body.message === 'string' &&
      body.message.length > 0 &&
      typeof body.errorCode === 'string';
    if (!shaped) problems.push('4xx/5xx body without {statusCode, error, message, errorCode}');
  }
  return problems;
}

let sequence = 0;
async function send(sent: Sent, failures: Failure[]): Promise<LightMyRequestResponse> {
  const id = `fuzz-${(sequence++).toString().padStart(7, '0')}`;
  const opts: InjectOptions = {
    method: sent.method as InjectOptions['method'],
    url: sent.url,
    headers: { 'x-request-id': id, ...sent.headers },
  };
  if (sent.payload !== undefined) opts.payload = sent.payload;
  const res = await w.app.inject(opts);
  const problems = check(sent, res);
  if (problems.length)
    failures.push({ sent, status: res.statusCode, problems, cause: thrown.get(id), response: res.body.slice(0, 200) });
  return res;
}

/** Whether the role gets past the route's access check (config.public / config.roles). */
function allowed(route: RegisteredRoute, role: Role): boolean {
  if (route.public) return true;
  if (role === 'anonymous') return false;
  return !route.roles || route.roles.includes(role);
}

/** Valid bodies of a route: the one of world.ts, and others that reach other code. */
const MORE_BASES: Record<string, Array<(w: World) => object>> = {
  // Enrolled students send their university instead of areas and cities.
  'POST /api/v1/users/:id/onboarding-data': [
    () => ({ avatar: 'boy-B-2', universityCheck: true, currentUniversity: 'UNAM Medicina' }),
  ],
  'PUT /api/v1/auth/access-links/:id': [() => ({ name: null, seats: 1000, expiresAt: null })],
};

async function basesOf(route: RegisteredRoute): Promise<object[]> {
  const first = await VALID_BODIES[route.key]?.(w);
  return first ? [first, ...(MORE_BASES[route.key] ?? []).map((b) => b(w))] : [];
}

function tokenHeader(role: Role, route: RegisteredRoute): Record<string, string> {
  const token =
    route.key === 'POST /api/v1/auth/logout-all' && role !== 'anonymous' ? logoutAllTokens[role] : w.tokens[role];
  return token ? { authorization: `Bearer ${token}` } : {};
}

function paramsFor(route: RegisteredRoute): Record<string, string | number> {
  return victims[route.key] ?? validParams(route.url, w);
}

/** Turns a mutation of a valid request into the request to send. */
async function build(route: RegisteredRoute, role: Role, m: Mutation): Promise<Sent> {
  const params = Object.fromEntries(Object.entries(paramsFor(route)).map(([k, v]) => [k, pct(String(v))])) as Record<
    string,
    string
  >;
  const headers: Record<string, string> = tokenHeader(role, route);
  const bases = await basesOf(route);
  const base = bases[m.kind === 'field' ? m.base : 0];
  let query = '';
  let payload: string | Buffer | undefined;
  let what: string = m.kind;
  const json = (text: string) => {
    headers['content-type'] = 'application/json';
    payload = text;
  };
  if (hasBody(route.method) && base) json(JSON.stringify(base));
  else if (route.key === 'POST /api/v1/uploads') {
    const upload = validUpload();
    Object.assign(headers, upload.headers);
    payload = upload.payload;
  }
  switch (m.kind) {
    case 'path':
      params[m.param] = m.value;
      what = `:${m.param}`;
      break;
    case 'query':
      query = m.query;
      break;
    case 'field':
      json(withField(base!, m.field, m.value));
      what = `body.${m.field}`;
      break;
    case 'body':
      json(m.value);
      break;
    case 'raw':
      delete headers['content-type'];
      if (m.contentType) headers['content-type'] = m.contentType;
      payload = m.payload;
      what = `raw ${m.contentType ?? '(no content type)'}`;
      break;
    case 'form': {
      const values =
        route.key === 'POST /api/v1/users' ? counselorSignupForm(w) : ((base ?? {}) as Record<string, unknown>);
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = formOf(values, m.field, m.value, m.repeat);
      what = `form.${m.field}`;
      break;
    }
    case 'multipart': {
      const values = route.key === 'POST /api/v1/users' ? counselorSignupForm(w) : {};
      const fields = Object.entries(values).filter(([k]) => k !== m.field);
      const junkFile = [
        { name: 'file', filename: m.value, type: 'image/png', content: Buffer.concat([PNG_HEADER, Buffer.from('x')]) },
        { name: 'file', filename: 'a.svg', type: 'image/svg+xml', content: Buffer.from(`<svg>${m.value}</svg>`) },
        { name: m.value || 'x', filename: 'a.png', type: 'image/png', content: PNG_HEADER },
        { name: 'file', filename: 'a.pdf', type: m.value.replace(/[\r\n]/g, ''), content: Buffer.from(m.value) },
        { name: 'file', filename: '../../etc/passwd', type: 'text/plain', content: Buffer.alloc(0) },
      ][m.variant % 5];
      const withFile = m.field === 'file' || route.key === 'POST /api/v1/uploads';
      const body = multipartOf([...fields, [m.field, m.value]], withFile ? junkFile : undefined);
      headers['content-type'] = body.contentType;
      payload = body.payload;
      what = `multipart.${m.field}`;
      break;
    }
    case 'auth':
      headers.authorization = m.header;
      what = 'authorization';
      break;
    case 'cookie':
      headers.cookie = m.cookie;
      break;
    case 'headers':
      Object.assign(headers, m.headers);
      what = `headers ${Object.keys(m.headers).join(',')}`;
      break;
  }
  const url = `${fillPath(route.url, params)}${query ? `?${query}` : ''}`;
  return { role, route, method: route.method, url, headers, payload, what };
}

/** Bad inputs that made the app answer 500 at some point: always sent, whatever the generator does. */
async function knownCases(): Promise<Array<Omit<Sent, 'route'> & { key: string }>> {
  const A = w.schoolA.school.id;
  const json = (role: Role, key: string, url: string, body: object) => ({
    role,
    key,
    method: key.split(' ')[0]!,
    url,
    headers: {
      ...(w.tokens[role] ? { authorization: `Bearer ${w.tokens[role]}` } : {}),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
    what: 'known case',
  });
  const tokenHeaderOf = (role: Role): Record<string, string> =>
    w.tokens[role] ? { authorization: `Bearer ${w.tokens[role]}` } : {};
  const get = (role: Role, key: string, url: string) => ({
    ...json(role, key, url, {}),
    headers: tokenHeaderOf(role),
    payload: undefined,
  });
  const signup = (await VALID_BODIES['POST /api/v1/users']!(w)) as Record<string, unknown>;
  const counselorForm = (field: string) => {
    const values = counselorSignupForm(w);
    values[field] = `Carla\u0000${field}`;
    return Object.entries(values)
      .map(([k, v]) => `${pct(k)}=${pct(v)}`)
      .join('&');
  };
  const counselorMultipart = multipartOf(Object.entries({ ...counselorSignupForm(w), firstName: 'Carla\u0000' }));
  const link = `/api/v1/auth/access-links/${w.link.uuid}`;
  const campus = `/api/v1/campuses/${w.campusA.id}`;
  const degree = `/api/v1/degrees/${w.degreeToEdit.id}`;
  const campusBody = (await VALID_BODIES['PUT /api/v1/campuses/:id']!(w)) as object;
  const degreeBody = (await VALID_BODIES['PUT /api/v1/degrees/:id']!(w)) as object;
  return [
    get('anonymous', 'GET /api/v1/highschools', '/api/v1/highschools?search=a%00b'),
    get('admin', 'GET /api/v1/campuses', '/api/v1/campuses?search=a%00b'),
    get('student', 'GET /api/v1/degrees', '/api/v1/degrees?search=a%00b'),
    get('student', 'GET /api/v1/degrees', '/api/v1/degrees?areas=2147483648'),
    get('student', 'GET /api/v1/degrees', '/api/v1/degrees?campusId=2147483648'),
    get('admin', 'DELETE /api/v1/users/:id', '/api/v1/users/2147483648'),
    json('anonymous', 'POST /api/v1/users', '/api/v1/users', { ...signup, firstName: 'Ana\u0000María' }),
    json('anonymous', 'POST /api/v1/users', '/api/v1/users', {
      ...signup,
      email: `a${unique()}@test.mx`,
      lastName: 'L\u0000pez',
    }),
    {
      ...json('anonymous', 'POST /api/v1/users', '/api/v1/users', {}),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: counselorForm('firstName'),
    },
    {
      ...json('anonymous', 'POST /api/v1/users', '/api/v1/users', {}),
      headers: { 'content-type': counselorMultipart.contentType },
      payload: counselorMultipart.payload,
    },
    json('admin', 'POST /api/v1/highschools/:id/access-links', `/api/v1/highschools/${A}/access-links`, {
      seats: 3,
      expirationDate: '9999-12-31T23:59:59-14:00',
    }),
    json('admin', 'POST /api/v1/highschools/:id/access-links', `/api/v1/highschools/${A}/access-links`, {
      seats: 3,
      name: 'Enlace\u0000',
    }),
    json('admin', 'PUT /api/v1/auth/access-links/:id', link, { seats: 1000, expiresAt: '0000-01-01' }),
    json('admin', 'PUT /api/v1/auth/access-links/:id', link, { seats: 1000, expiresAt: '9999-12-31T23:59:59-14:00' }),
    json('admin', 'PUT /api/v1/auth/access-links/:id', link, { seats: 1000, name: 'Enlace\u0000' }),
    json('student', 'POST /api/v1/users/:id/onboarding-data', `/api/v1/users/${w.student.id}/onboarding-data`, {
      avatar: 'girl-A-1',
      universityCheck: true,
      currentUniversity: 'UNAM\u0000 Medicina',
    }),
    json('admin', 'POST /api/v1/campuses', '/api/v1/campuses', { name: 'Campus\u0000', cityId: w.city1.id }),
    json('admin', 'PUT /api/v1/campuses/:id', campus, { ...campusBody, name: 'Campus\u0000' }),
    json('admin', 'PUT /api/v1/campuses/:id', campus, { ...campusBody, description: 'Descripción\u0000' }),
    json('admin', 'POST /api/v1/degrees', '/api/v1/degrees', {
      name: 'Carrera\u0000',
      campusId: w.campusA.id,
      areaId: w.area1.id,
    }),
    json('admin', 'PUT /api/v1/degrees/:id', degree, { ...degreeBody, name: 'Carrera\u0000' }),
    json('admin', 'PUT /api/v1/degrees/:id', degree, { ...degreeBody, description: 'Plan\u0000' }),
    json('admin', 'POST /api/v1/students-groups', '/api/v1/students-groups', { highschool_id: A, name: 'Grupo\u0000' }),
  ];
}

/** Why an answer was bad: what the app threw, else the framework's error code in the body. */
function causeOf(f: Failure): string {
  if (f.cause) return f.cause;
  const code = /"code":"([A-Z_]+)"/.exec(f.response)?.[1];
  return code ?? '';
}

/** Failures grouped by cause (status, error, problem), then by route, each with one example. */
function report(failures: Failure[]): string {
  const byCause = new Map<string, Failure[]>();
  for (const f of failures) {
    const problems = f.problems.filter((p) => !p.startsWith('status '));
    const key = `${f.status} ${causeOf(f)}${problems.length ? ` [${problems.join('; ')}]` : ''}`.trim();
    byCause.set(key, [...(byCause.get(key) ?? []), f]);
  }
  const sections = [...byCause.entries()].map(([cause, list]) => {
    const byRoute = new Map<string, Failure[]>();
    for (const f of list) byRoute.set(f.sent.route.key, [...(byRoute.get(f.sent.route.key) ?? []), f]);
    const lines = [...byRoute.entries()].map(([route, fs]) => {
      const f = fs[0]!;
      const roles = [...new Set(fs.map((x) => x.sent.role))].join(', ');
      const text = typeof f.sent.payload === 'string' ? f.sent.payload : f.sent.payload?.toString('latin1');
      const body = text === undefined ? '' : ` body=${JSON.stringify(text.slice(0, 140))}`;
      return (
        `    ${route} (${fs.length}× as ${roles})
` +
        `      e.g. ${f.sent.method} ${f.sent.url.slice(0, 140)} [${f.sent.what}]${body}
` +
        `      → ${f.status} ${f.response.slice(0, 140)}`
      );
    });
    return `  ■ ${cause}: ${list.length}× on ${byRoute.size} route(s)\n${lines.join('\n')}`;
  });
  return `${failures.length} bad answers, ${byCause.size} causes:\n${sections.join('\n')}`;
}

describe('route fuzz', () => {
  it('answers generated bad input on every route without a 500, a leak, or a shapeless error', async () => {
    const failures: Failure[] = [];
    let requests = 0;
    let serverErrors = 0;
    const count = (res: LightMyRequestResponse) => {
      requests++;
      if (res.statusCode >= 500) serverErrors++;
    };
    const byKey = new Map(routes.map((r) => [r.key, r]));

    for (const known of await knownCases()) {
      const route = byKey.get(known.key);
      if (!route) throw new Error(`known case for a route the app does not register: ${known.key}`);
      count(await send({ ...known, route }, failures));
    }

    for (const route of routes) {
      for (const m of sweep(route, await basesOf(route)))
        count(await send(await build(route, sweepRole(route), m), failures));
    }

    let combo = 0;
    for (const route of routes) {
      for (const role of ROLES) {
        combo++;
        const bases = await basesOf(route);
        const numRuns = allowed(route, role) ? RUNS_ALLOWED : RUNS_REFUSED;
        const generated = fc.sample(mutations(route, role, bases), { seed: SEED + combo, numRuns });
        for (const m of generated) count(await send(await build(route, role, m), failures));
      }
    }

    console.log(`route fuzz: ${requests} requests over ${routes.length} routes, ${serverErrors} × 500`);
    expect(requests).toBeGreaterThanOrEqual(3000);
    expect(failures.length, report(failures)).toBe(0);
  });
});
