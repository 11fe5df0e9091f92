import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@tlp/shared';
import { refreshTokens } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, TEST_SECRET, type TestContext } from '../../../test/helper.ts';
import { makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';

let ctx: TestContext;
let student: { email: string };
let admin: { email: string };
let orienter: { email: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const world = await makeSchool(ctx.database.db);
  orienter = world.orienter;
  student = await makeUser(ctx.database.db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
  });
  admin = await makeUser(ctx.database.db, { type: 'admin' });
});
afterAll(() => ctx.close());

const login = (email: string, role: string, password = PASSWORD, ip = '10.0.0.1') =>
  call(ctx.app, { method: 'POST', url: '/api/v1/auth/login', payload: { email, password, role }, remoteAddress: ip });

function refreshCookie(res: {
  cookies: Array<{ name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string }>;
}) {
  return res.cookies.find((c) => c.name === 'tlp_refresh');
}

const refresh = (token: string, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'GET', url: '/api/v1/auth/refresh', cookies: { tlp_refresh: token }, headers });

describe('login', () => {
  it('signs a student in from the Estudiante tab with a token and an HttpOnly Strict refresh cookie', async () => {
    const res = await login(student.email, 'student');
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toMatch(/^ey/);
    const cookie = refreshCookie(res)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/api/v1/auth');
    const me = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(res.body.accessToken) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: student.email, type: 'student', role_title: 'Estudiante' });
    expect(me.body).not.toHaveProperty('password_hash');
  });

  it('accepts orienters and admins from the Orientador tab, but not a student', async () => {
    expect((await login(orienter.email, 'orienter')).status).toBe(200);
    expect((await login(admin.email, 'orienter')).status).toBe(200);
    const wrongTab = await login(student.email, 'orienter');
    expect(wrongTab.status).toBe(401);
    expect(wrongTab.body.message).toBe(AUTH_MESSAGES.loginWrong);
  });

  it('refuses admins and orienters on the Estudiante tab', async () => {
    expect((await login(admin.email, 'student')).status).toBe(401);
    expect((await login(orienter.email, 'student')).status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await login(student.email, 'student', 'Otra12345', '10.0.0.2');
    const unknown = await login('nadie@test.mx', 'student', 'Otra12345', '10.0.0.2');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'El correo, contraseña o tipo de usuario es incorrecto',
      errorCode: 'InvalidCredentials',
    });
  });

  it('requires e-mail and password', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/login', payload: { role: 'student' } });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('ValidationError');
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Este campo es obligatorio' },
        { path: 'password', message: 'Este campo es obligatorio' },
      ]),
    );
    const blank = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: '', password: '', role: 'student' },
    });
    expect(blank.body.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Este campo es obligatorio' },
        { path: 'password', message: 'Este campo es obligatorio' },
      ]),
    );
  });
});

describe('brute force', () => {
  it('blocks an account after 10 failed logins with 429 and a Spanish message, even with the right password', async () => {
    const victim = await makeUser(ctx.database.db, { type: 'admin' });
    for (let i = 0; i < 9; i++) {
      expect((await login(victim.email, 'orienter', 'Mala12345', `10.1.0.${i}`)).status).toBe(401);
    }
    const tenth = await login(victim.email, 'orienter', 'Mala12345', '10.1.1.1');
    expect(tenth.status).toBe(429);
    expect(tenth.body.message).toBe(AUTH_MESSAGES.loginTooMany);
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(0);
    const right = await login(victim.email, 'orienter', PASSWORD, '10.1.1.2');
    expect(right.status).toBe(429);
  });

  it('blocks an address after 20 failed logins in a minute', async () => {
    for (let i = 0; i < 19; i++) {
      expect((await login(`nadie${i}@test.mx`, 'student', 'Mala12345', '10.2.0.1')).status).toBe(401);
    }
    expect((await login('nadie-mas@test.mx', 'student', 'Mala12345', '10.2.0.1')).status).toBe(429);
    expect((await login(admin.email, 'orienter', PASSWORD, '10.2.0.1')).status).toBe(429);
    expect((await login(admin.email, 'orienter', PASSWORD, '10.2.0.2')).status).toBe(200);
  });
});

describe('refresh', () => {
  it('rotates the token: a new access token and a new cookie', async () => {
    const first = refreshCookie(await login(student.email, 'student', PASSWORD, '10.3.0.1'))!.value;
    const res = await refresh(first);
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toMatch(/^ey/);
    const second = refreshCookie(res)!.value;
    expect(second).not.toBe(first);
    expect((await refresh(second)).status).toBe(200);
  });

  it('answers the signed-in user too with include=user, as GET /users/me does, and only then', async () => {
    const first = refreshCookie(await login(student.email, 'student', PASSWORD, '10.3.0.2'))!.value;
    const plain = await refresh(first);
    expect(plain.body).toEqual({ accessToken: expect.stringMatching(/^ey/) });

    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/auth/refresh?include=user',
      cookies: { tlp_refresh: refreshCookie(plain)!.value },
    });
    expect(res.status).toBe(200);
    const me = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(res.body.accessToken) });
    expect(me.status).toBe(200);
    expect(res.body.user).toEqual(me.body);
    expect(res.body.user.email).toBe(student.email);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses an include it does not know with 400, and renews nothing then', async () => {
    const first = refreshCookie(await login(student.email, 'student', PASSWORD, '10.3.0.3'))!.value;
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/auth/refresh?include=password',
      cookies: { tlp_refresh: first },
    });
    expect(res.status).toBe(400);
    expect((await refresh(first)).status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = refreshCookie(await login(student.email, 'student', PASSWORD, '10.3.0.2'))!.value;
    const rows = await ctx.database.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const first = refreshCookie(await login(student.email, 'student', PASSWORD, '10.3.0.3'))!.value;
    const second = refreshCookie(await refresh(first))!.value;
    // Past the grace window for parallel requests, the old token is a stolen one.
    await ctx.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 minute'` })
      .where(sql`${refreshTokens.rotatedAt} is not null`);
    const reuse = await refresh(first);
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe(AUTH_MESSAGES.refreshInvalid);
    expect((await refresh(second)).status).toBe(401);
  });

  it('lets parallel refreshes of one session all succeed (serialised, not treated as reuse)', async () => {
    const token = refreshCookie(await login(student.email, 'student', PASSWORD, '10.3.0.4'))!.value;
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const newCookies = results.map(refreshCookie).filter(Boolean);
    expect(newCookies).toHaveLength(1);
    expect((await refresh(newCookies[0]!.value)).status).toBe(200);
  });

  it('refuses without a cookie, with an unknown one, and when cross-site', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/auth/refresh' })).status).toBe(401);
    expect((await refresh('desconocido')).status).toBe(401);
    const token = refreshCookie(await login(student.email, 'student', PASSWORD, '10.3.0.5'))!.value;
    const cross = await refresh(token, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    const foreignOrigin = await refresh(token, { origin: 'https://evil.example' });
    expect(foreignOrigin.status).toBe(403);
    expect((await refresh(token, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = refreshCookie(await login(student.email, 'student', PASSWORD, '10.3.0.6'))!.value;
    await ctx.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where rotated_at is null`,
    );
    expect((await refresh(token)).status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const token = refreshCookie(await login(student.email, 'student', PASSWORD, '10.4.0.1'))!.value;
    const out = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/logout', cookies: { tlp_refresh: token } });
    expect(out.status).toBe(204);
    const cleared = refreshCookie(out)!;
    expect(cleared.value).toBe('');
    expect((await refresh(token)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses missing, malformed, foreign-signed and unsigned tokens with 401', async () => {
    const me = (headers: Record<string, string>) => call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers });
    expect((await me({})).status).toBe(401);
    expect((await me(bearer('no-es-un-token'))).status).toBe(401);
    const foreign = await new SignJWT({ typ: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('toca-la-puerta')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('otro-secreto'.padEnd(48, 'y')));
    expect((await me(bearer(foreign))).status).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: '1', typ: 'admin', iss: 'toca-la-puerta' })).toString(
      'base64url',
    );
    expect((await me(bearer(`${header}.${payload}.`))).status).toBe(401);
    const expired = await new SignJWT({ typ: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('toca-la-puerta')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await me(bearer(expired));
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('Unauthorized');
  });
});
