// HEAD on the API (uptime monitors, link checkers): every GET route answers it as GET would, with
// its headers and without the body (Fastify's exposeHeadRoutes), and no HEAD changes anything.
// The GETs that write (recorded downloads, the session renewal) refuse it with 405, and so does the
// school's report (drawn for nothing).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from './db/rows.ts';
import { bearer, call, createTestApp, type TestContext } from '../test/helper.ts';
import { makeAccessLink, makeSchool, makeUser, PASSWORD } from '../test/factories.ts';
import { apiRoutes, fillPath, withRouteTable } from './security/route-table.ts';

/**
 * GETs that write (recorded downloads, the session renewal): HEAD would do the write and lose what
 * the answer carries; and the school's report, which HEAD would draw for nothing.
 */
const REFUSED = new Set([
  '/api/v1/meetings',
  '/api/v1/audit/csv',
  '/api/v1/auth/refresh',
  '/api/v1/highschools/funnel.csv',
]);
/** The same, under a school's path (filled with the test's school). */
const REFUSED_OF_SCHOOL = ['students.csv', 'report.pdf'];
const refused = (url: string) =>
  REFUSED.has(url) ||
  REFUSED_OF_SCHOOL.some((file) => /^\/api\/v1\/highschools\/\d+\//.test(url) && url.endsWith(`/${file}`));

let ctx: TestContext;
let gets: string[];
let admin: string;
let refreshToken: string;

/** Every row of every table: equal before and after means nothing was written. */
async function snapshot() {
  const tables = await rawRows<{ name: string }>(
    ctx.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rawRows<{ h: string | null }>(
      ctx.database.db,
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as h from "${name}" t`),
    );
    out[name] = row?.h ?? '';
  }
  return out;
}

beforeAll(async () => {
  const { built, routes } = await withRouteTable(() => createTestApp());
  ctx = built;
  const world = await makeSchool(ctx.database.db);
  const link = await makeAccessLink(ctx.database.db, world.school.id);
  const user = await makeUser(ctx.database.db, { type: 'admin' });
  const login = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: PASSWORD, role: 'orienter' },
  });
  admin = login.body.accessToken as string;
  refreshToken = login.cookies.find((c) => c.name === 'tlp_refresh')!.value;
  gets = apiRoutes(routes)
    .filter((r) => r.method === 'GET')
    .map((r) =>
      fillPath(
        r.url,
        Object.fromEntries(
          r.params.map((name) => [name, r.url.includes('access-links/:id') ? link.id : String(world.school.id)]),
        ),
      ),
    );
});
afterAll(() => ctx.close());

const head = (url: string) =>
  call(ctx.app, { method: 'HEAD', url, headers: bearer(admin), cookies: { tlp_refresh: refreshToken } });

describe('HEAD on the API', () => {
  it('answers every GET route, and writes nothing', async () => {
    expect(gets.length).toBeGreaterThan(20);
    const before = await snapshot();
    const answers = new Map<string, Awaited<ReturnType<typeof head>>>();
    for (const url of gets) answers.set(url, await head(url));
    expect(await snapshot()).toEqual(before);

    for (const url of gets) {
      const res = answers.get(url)!;
      expect(res.raw.body, url).toBe('');
      if (refused(url)) {
        expect(res.status, url).toBe(405);
        expect(res.headers.allow, url).toBe('GET');
        expect(res.headers['set-cookie'], url).toBeUndefined();
        continue;
      }
      const get = await call(ctx.app, { method: 'GET', url, headers: bearer(admin) });
      expect(res.status, url).toBe(get.status);
      expect(res.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(res.headers['cache-control'], url).toBe(get.headers['cache-control']);
    }
  });

  it('HEAD /semesters: 200, the length of the body it leaves out, no body', async () => {
    const res = await call(ctx.app, { method: 'HEAD', url: '/api/v1/semesters' });
    const get = await call(ctx.app, { method: 'GET', url: '/api/v1/semesters' });
    expect(res.status).toBe(200);
    expect(res.raw.body).toBe('');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(get.raw.body)));
  });

  it('HEAD /auth/refresh does not rotate the session cookie: 405, and the cookie still renews once', async () => {
    const res = await head('/api/v1/auth/refresh');
    expect(res.status).toBe(405);
    expect(res.headers['set-cookie']).toBeUndefined();
    const renewed = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/auth/refresh',
      cookies: { tlp_refresh: refreshToken },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.cookies.find((c) => c.name === 'tlp_refresh')).toBeDefined();
  });
});
