import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, type TestContext } from '../test/helper.ts';
import { makeSchool, makeUser, PASSWORD } from '../test/factories.ts';
import { apiRoutes, fillPath, withRouteTable } from './security/route-table.ts';

/** Every route the app registers (not only those the OpenAPI document shows), with its path parameters filled in. */
let ctx: TestContext;
let routes: Array<{ method: string; url: string; public: boolean }>;
let tokens: Record<'student' | 'orienter' | 'admin', string>;

/** What is open without a session; any other route answers 401 to an anonymous request. */
const PUBLIC = new Set([
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/refresh',
  'GET /api/v1/auth/access-links/:id/validate',
  'POST /api/v1/auth/password-reset',
  'POST /api/v1/auth/password-reset/confirm',
  // Whether a mailed reset link still works: the link's token is the credential.
  'GET /api/v1/auth/password-reset/:token',
  'POST /api/v1/users',
  'GET /api/v1/semesters',
  'GET /api/v1/highschools',
  // The interest test's statements: nothing personal, readable before signing up.
  'GET /api/v1/interest-test',
  'GET /api/v1/health',
  'GET /api/v1/ready',
  'GET /api/v1/uploads/:name',
  'GET /api/v1/openapi.json',
  'GET /api/v1/media/generated/:kind/:file',
  'GET /api/v1/media/generated-pdf/:kind/:file',
  // The guardian's page and answer: the mailed single-use link is the credential.
  'GET /api/v1/guardian-consents/:token',
  'POST /api/v1/guardian-consents/:token',
  // The family view's way in: a mailed link asked for by e-mail, exchanged for its own session.
  'POST /api/v1/family/sign-in-links',
  'POST /api/v1/family/sessions',
  'POST /api/v1/family/sign-out',
]);

async function tokenOf(email: string, role: string) {
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: PASSWORD, role },
  });
  return res.body.accessToken as string;
}

beforeAll(async () => {
  const { built, routes: registered } = await withRouteTable(() => createTestApp());
  ctx = built;
  const world = await makeSchool(ctx.database.db);
  const student = await makeUser(ctx.database.db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
  });
  const admin = await makeUser(ctx.database.db, { type: 'admin' });
  tokens = {
    student: await tokenOf(student.email, 'student'),
    orienter: await tokenOf(world.orienter.email, 'orienter'),
    admin: await tokenOf(admin.email, 'orienter'),
  };
  routes = apiRoutes(registered).map((route) => ({
    method: route.method,
    url: fillPath(
      route.url,
      Object.fromEntries(
        route.params.map((name) => [
          name,
          route.url.includes('access-links/:id') ? '00000000-0000-4000-8000-000000000000' : '1',
        ]),
      ),
    ),
    public: PUBLIC.has(route.key),
  }));
});
afterAll(() => ctx.close());

describe('every route', () => {
  it('is registered, and every public one among them', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const key of PUBLIC)
      expect(routes.some((r) => `${r.method} ${r.url}`.startsWith(key.split(':')[0]!))).toBe(true);
  });

  it('needs a session unless it is public', async () => {
    for (const route of routes.filter((r) => !r.public)) {
      const res = await call(ctx.app, { method: route.method as 'GET', url: route.url });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      // The family view has its own session (a cookie from a mailed link), not an account's.
      const expected = route.url.startsWith('/api/v1/family/') ? 'FamilySessionRequired' : 'Unauthorized';
      expect(res.body.errorCode, `${route.method} ${route.url}`).toBe(expected);
    }
  });

  it('never answers malformed input with a 500', async () => {
    const bodies: Array<{ payload: string; type: string }> = [
      { payload: '{"email": ', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: '"texto"', type: 'application/json' },
      {
        payload: '{"email": 5, "password": [], "role": {}, "seats": "muchos", "highschoolId": "x"}',
        type: 'application/json',
      },
      { payload: '{"firstName": null, "semesterId": -1, "highschoolId": 1e309}', type: 'application/json' },
      { payload: 'seats=&name[]=x', type: 'application/x-www-form-urlencoded' },
      { payload: '--x\r\nbasura', type: 'multipart/form-data; boundary=x' },
      { payload: '<xml/>', type: 'application/xml' },
    ];
    // DELETE takes no body, and would delete the other actors of this file; logout-all would end their sessions.
    for (const route of routes.filter((r) => r.method !== 'DELETE' && !r.url.endsWith('/logout-all'))) {
      for (const role of ['admin', 'student'] as const) {
        for (const { payload, type } of bodies) {
          const res = await call(ctx.app, {
            method: route.method as 'POST',
            url: route.url,
            headers: { ...bearer(tokens[role]), 'content-type': type },
            payload: route.method === 'GET' ? undefined : payload,
          });
          expect(res.status, `${route.method} ${route.url} ${type} ${payload}`).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.body.message, `${route.method} ${route.url}`).toBe('string');
        }
      }
    }
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.mx', password: 'x'.repeat(1_100_000), role: 'student' }),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('La solicitud es demasiado grande');
  });

  it('answers unknown API paths with a Spanish 404 in the error shape', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/no-existe', headers: bearer(tokens.admin) });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, errorCode: 'NotFound' });
  });

  it('refuses bad query parameters with 400, not 500', async () => {
    for (const qs of ['page=0', 'pageSize=500', 'page=abc']) {
      const res = await call(ctx.app, { method: 'GET', url: `/api/v1/highschools?${qs}` });
      expect(res.status, qs).toBe(400);
    }
  });

  it('sends security headers and a request id: nosniff on JSON, the CSP on pages', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const page = await call(ctx.app, { method: 'GET', url: '/login' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    );
  });
});

describe('roles', () => {
  it('keeps admin routes from students and orienters (403)', async () => {
    const adminOnly = [
      ['GET', '/api/v1/auth/access-links/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/v1/auth/access-links/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/v1/auth/access-links/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/v1/highschools/1/access-links'],
      ['POST', '/api/v1/highschools/1/access-links'],
      ['GET', '/api/v1/highschools/stats'],
      ['PATCH', '/api/v1/highschools/1'],
      ['POST', '/api/v1/students-groups'],
      ['PUT', '/api/v1/students-groups/1'],
      ['DELETE', '/api/v1/students-groups/1'],
      ['GET', '/api/v1/meetings'],
      ['POST', '/api/v1/campuses'],
      ['PUT', '/api/v1/campuses/1'],
      ['DELETE', '/api/v1/campuses/1'],
      ['POST', '/api/v1/degrees'],
      ['PUT', '/api/v1/degrees/1'],
      ['DELETE', '/api/v1/degrees/1'],
      ['POST', '/api/v1/uploads'],
    ] as const;
    for (const role of ['student', 'orienter'] as const) {
      for (const [method, url] of adminOnly) {
        const res = await call(ctx.app, {
          method,
          url,
          headers: bearer(tokens[role]),
          payload: method === 'GET' || method === 'DELETE' ? undefined : { seats: 3 },
        });
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('lets only students change their school (PATCH /users/me)', async () => {
    for (const role of ['orienter', 'admin'] as const) {
      const res = await call(ctx.app, {
        method: 'PATCH',
        url: '/api/v1/users/me',
        headers: bearer(tokens[role]),
        payload: { highschoolId: 1, semesterId: 1 },
      });
      expect(res.status).toBe(403);
    }
  });

  it('lets only admins delete users, with the spec message otherwise', async () => {
    for (const role of ['student', 'orienter'] as const) {
      const res = await call(ctx.app, { method: 'DELETE', url: '/api/v1/users/1', headers: bearer(tokens[role]) });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('No tienes permisos para eliminar usuarios');
    }
  });
});
