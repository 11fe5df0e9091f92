import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, type TestContext } from '../../../test/helper.ts';
import { adminToken, makeCatalog, makeSchool, makeUser, PASSWORD, signedInStudent } from '../../../test/factories.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
let catalog: Awaited<ReturnType<typeof makeCatalog>>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
  catalog = await makeCatalog(ctx.database.db);
  admin = await adminToken(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

/** What a signed-in student does all day: every one must end with the session. */
function studentCalls(id: number) {
  const degree = catalog.degrees[0]!;
  return [
    { method: 'GET', url: '/api/v1/users/me' },
    { method: 'GET', url: `/api/v1/users/${id}/favorite-degrees` },
    { method: 'GET', url: `/api/v1/users/${id}/meetings` },
    { method: 'GET', url: '/api/v1/users/me/preferences' },
    {
      method: 'PUT',
      url: '/api/v1/users/me/preferences',
      payload: { prefered_areas: [catalog.areas[0].id], prefered_cities: [catalog.cities[0].id] },
    },
    { method: 'POST', url: `/api/v1/users/${id}/favorite-degrees`, payload: { degreeId: degree.id } },
    {
      method: 'POST',
      url: `/api/v1/users/${id}/onboarding-data`,
      payload: {
        avatar: 'girl-A-1',
        universityCheck: false,
        areas: [catalog.areas[0].id],
        cities: [catalog.cities[0].id],
      },
    },
  ] as const;
}

describe('ending sessions', () => {
  it('a deleted user’s access token stops working at once (401), with no 500', async () => {
    const student = await signedInStudent(ctx.app, ctx.database.db, world);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(student.token) })).status,
    ).toBe(200);
    const deleted = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/users/${student.id}`,
      headers: bearer(admin),
    });
    expect(deleted.status).toBe(204);
    for (const request of studentCalls(student.id)) {
      const res = await call(ctx.app, { ...request, headers: bearer(student.token) });
      expect(res.status, `${request.method} ${request.url}`).toBe(401);
      expect(res.body.errorCode).toBe('Unauthorized');
    }
  });

  it('logout-all ends every session of the user: access tokens and refresh cookies', async () => {
    const user = await makeUser(ctx.database.db, {
      type: 'student',
      highschoolId: world.school.id,
      semesterId: world.activeSemester.id,
    });
    const login = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: PASSWORD, role: 'student' },
      });
    const [phone, laptop] = [await login(), await login()];
    const refreshOf = (res: Awaited<ReturnType<typeof login>>) =>
      res.cookies.find((c) => c.name === 'tlp_refresh')!.value;
    const out = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: bearer(phone.body.accessToken),
    });
    expect(out.status).toBe(204);
    for (const session of [phone, laptop]) {
      const me = await call(ctx.app, {
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(session.body.accessToken),
      });
      expect(me.status).toBe(401);
      const refreshed = await call(ctx.app, {
        method: 'GET',
        url: '/api/v1/auth/refresh',
        cookies: { tlp_refresh: refreshOf(session) },
      });
      expect(refreshed.status).toBe(401);
    }
    // Signing in again works, with a token of the new session version.
    const again = await login();
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(again.body.accessToken) })).status,
    ).toBe(200);
  });
});

describe('cross-site requests (login CSRF)', () => {
  const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it('refuses a cross-site form post to login, and sets no cookie', async () => {
    const user = await makeUser(ctx.database.db, { type: 'admin' });
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...crossSite, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(user.email)}&password=${PASSWORD}&role=orienter`,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorCode: 'CrossSiteRequest', message: 'Solicitud no permitida' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses cross-site signup, logout and refresh; an Origin of another host counts too', async () => {
    const requests = [
      { method: 'POST', url: '/api/v1/users', payload: {} },
      { method: 'POST', url: '/api/v1/auth/logout' },
      { method: 'GET', url: '/api/v1/auth/refresh' },
    ] as const;
    for (const request of requests) {
      for (const headers of [crossSite, { origin: 'https://evil.example' }]) {
        const res = await call(ctx.app, { ...request, headers });
        expect(res.status, `${request.method} ${request.url}`).toBe(403);
        expect(res.body.errorCode).toBe('CrossSiteRequest');
      }
    }
  });

  it('lets the app’s own pages sign in', async () => {
    const user = await makeUser(ctx.database.db, { type: 'admin' });
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      payload: { email: user.email, password: PASSWORD, role: 'orienter' },
    });
    expect(res.status).toBe(200);
  });
});

describe('caching of personal data', () => {
  it('answers every signed-in call with Cache-Control: no-store', async () => {
    const student = await signedInStudent(ctx.app, ctx.database.db, world);
    const urls = [
      '/api/v1/users/me',
      `/api/v1/users/${student.id}/favorite-degrees`,
      `/api/v1/users/${student.id}/meetings`,
      '/api/v1/users/me/preferences',
    ];
    for (const url of urls) {
      const res = await call(ctx.app, { method: 'GET', url, headers: bearer(student.token) });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of [
      `/api/v1/highschools/${world.school.id}/groups`,
      `/api/v1/highschools/${world.school.id}/orienters`,
    ]) {
      const res = await call(ctx.app, { method: 'GET', url, headers: bearer(admin) });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const key = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: world.orienter.email, password: PASSWORD, role: 'orienter' },
    });
    const orienterKey = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/users/me/orienter-key',
      headers: bearer(key.body.accessToken),
    });
    expect(orienterKey.headers['cache-control']).toBe('no-store');
  });
});
