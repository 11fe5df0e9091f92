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
 *
 * The junk is in fuzz/bad-*.ts, the generator in fuzz/mutations.ts, the sweep in fuzz/sweep.ts, the
 * regression cases in fuzz/known-cases.ts, request building in fuzz/requests.ts and the checks in
 * fuzz/checks.ts; this file sets up the world and sends the three passes.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../../test/factories.ts';
import { tokenFor } from '../../test/helper.ts';
import { buildWorldApp, createWorld, fresh, moveIdSequences } from '../../test/world.ts';
import { check, describeError, report, type Failure } from './fuzz/checks.ts';
import { knownCases } from './fuzz/known-cases.ts';
import { mutations } from './fuzz/mutations.ts';
import { allowed, basesOf, build, ROLES, type FuzzWorld, type Role, type Sent } from './fuzz/requests.ts';
import { sweep, sweepRole } from './fuzz/sweep.ts';
import { apiRoutes, zodDateKeys, type RegisteredRoute } from './route-table.ts';

const SEED = 20261124;
/**
 * Generated requests per route and role: more where the role gets past the route's access check
 * (the handler and the database see the input), fewer where a 401/403 answers first.
 */
const RUNS_ALLOWED = 20;
const RUNS_REFUSED = 5;

let app: Awaited<ReturnType<typeof buildWorldApp>>;
let fw: FuzzWorld;
let routes: RegisteredRoute[];
/** What the app threw, by request id (a test-only onError hook). */
const thrown = new Map<string, string>();

beforeAll(async () => {
  app = await buildWorldApp((root) => {
    root.addHook('onError', async (request, _reply, error) => {
      thrown.set(request.id, describeError(error));
    });
  });
  await moveIdSequences(app.ctx.database.db);
  const w = await createWorld(app.ctx);
  routes = apiRoutes(app.routes);
  const victims = {
    'DELETE /api/v1/users/:id': { id: (await fresh.student(w)).id },
    'DELETE /api/v1/campuses/:id': { id: (await fresh.campus(w)).id },
    'DELETE /api/v1/degrees/:id': { id: (await fresh.degree(w)).id },
    'DELETE /api/v1/students-groups/:groupId': { groupId: (await fresh.group(w)).id },
    'DELETE /api/v1/auth/access-links/:id': { id: (await fresh.accessLink(w)).uuid },
  };
  const logoutAllTokens: Partial<Record<Role, string>> = {};
  for (const role of ['student', 'orienter', 'admin'] as const) {
    const user = await makeUser(w.db, {
      type: role,
      highschoolId: role === 'admin' ? undefined : w.schoolA.school.id,
      semesterId: role === 'student' ? w.schoolA.activeSemester.id : undefined,
    });
    logoutAllTokens[role] = await tokenFor(w.app, user.email, role === 'student' ? 'student' : 'orienter', PASSWORD);
  }
  fw = { w, victims, logoutAllTokens };
});
afterAll(() => app?.close());

let sequence = 0;
async function send(sent: Sent, failures: Failure[]): Promise<LightMyRequestResponse> {
  const id = `fuzz-${(sequence++).toString().padStart(7, '0')}`;
  const opts: InjectOptions = {
    method: sent.method as InjectOptions['method'],
    url: sent.url,
    headers: { 'x-request-id': id, ...sent.headers },
  };
  if (sent.payload !== undefined) opts.payload = sent.payload;
  const res = await fw.w.app.inject(opts);
  const problems = check(sent, res);
  if (problems.length)
    failures.push({ sent, status: res.statusCode, problems, cause: thrown.get(id), response: res.body.slice(0, 200) });
  return res;
}

describe('route fuzz', () => {
  it('knows which query and body fields hold a date, to send them days no database holds', () => {
    const dates = Object.fromEntries(
      routes
        .map((r) => [r.key, [...zodDateKeys(r.schema?.querystring), ...zodDateKeys(r.schema?.body)]] as const)
        .filter(([, keys]) => keys.length > 0),
    );
    expect(dates).toEqual({
      'GET /api/v1/audit': ['from', 'to'],
      'GET /api/v1/audit/csv': ['from', 'to'],
      'POST /api/v1/campuses/:id/access-links': ['expirationDate'],
      'POST /api/v1/highschools/:id/access-links': ['expirationDate'],
      'PUT /api/v1/auth/access-links/:id': ['expiresAt'],
    });
  });

  it('answers generated bad input on every route without a 500, a leak, or a shapeless error', async () => {
    const failures: Failure[] = [];
    let requests = 0;
    let serverErrors = 0;
    const count = (res: LightMyRequestResponse) => {
      requests++;
      if (res.statusCode >= 500) serverErrors++;
    };
    const byKey = new Map(routes.map((r) => [r.key, r]));

    for (const known of await knownCases(fw.w)) {
      const route = byKey.get(known.key);
      if (!route) throw new Error(`known case for a route the app does not register: ${known.key}`);
      count(await send({ ...known, route }, failures));
    }

    for (const route of routes) {
      for (const m of sweep(route, await basesOf(route, fw.w)))
        count(await send(await build(fw, route, sweepRole(route), m), failures));
    }

    let combo = 0;
    for (const route of routes) {
      for (const role of ROLES) {
        combo++;
        const bases = await basesOf(route, fw.w);
        const numRuns = allowed(route, role) ? RUNS_ALLOWED : RUNS_REFUSED;
        const generated = fc.sample(mutations(route, bases), { seed: SEED + combo, numRuns });
        for (const m of generated) count(await send(await build(fw, route, role, m), failures));
      }
    }

    console.log(`route fuzz: ${requests} requests over ${routes.length} routes, ${serverErrors} × 500`);
    expect(requests).toBeGreaterThanOrEqual(3000);
    expect(failures.length, report(failures)).toBe(0);
  }, 180_000); // about 10,000 requests: some 15 s on a quiet machine, four times that on a loaded one
});
