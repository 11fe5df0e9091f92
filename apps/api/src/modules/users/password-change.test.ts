import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';
import { bearer, call, createTestApp, type TestContext } from '../../../test/helper.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

const NEW_PASSWORD = 'Ventana7Azul';
let ctx: TestContext;
let smtp: TestSmtp;
let world: Awaited<ReturnType<typeof makeSchool>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const base = loadConfig({ NODE_ENV: 'test' });
  ctx = await createTestApp(
    { mail: { ...base.mail, smtpUrl: smtp.url }, limits: { ...base.limits, passwordChangeFails: 3 } },
    { mailWorker: { pollMs: 20 } },
  );
  world = await makeSchool(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});

const addressOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : undefined);

async function signedIn() {
  const user = await makeUser(ctx.database.db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
  });
  const session = () =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD, role: 'student' },
    });
  return { user, here: await session(), elsewhere: await session() };
}

const change = (token: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
  call(ctx.app, {
    method: 'PUT',
    url: '/api/v1/users/me/password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });

const me = (token: string) => call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
const refreshOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'tlp_refresh')!.value;

describe('PUT /users/me/password', () => {
  it('refuses a wrong current password in Spanish, on its field, and changes nothing', async () => {
    const { user, here } = await signedIn();
    const res = await change(here.body.accessToken, 'NoEsLaMia1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'WrongCurrentPassword',
      message: 'La contraseña actual no es correcta',
      details: [{ path: 'currentPassword', message: 'La contraseña actual no es correcta' }],
    });
    expect((await me(here.body.accessToken)).status).toBe(200);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD, role: 'student' },
    });
    expect(login.status).toBe(200);
  });

  it('changes it: the other sessions end, the caller gets a new one, and the owner is told', async () => {
    const { user, here, elsewhere } = await signedIn();
    const res = await change(here.body.accessToken, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const fresh = res.body.accessToken as string;
    expect((await me(fresh)).status).toBe(200);
    // The session of another device, and the caller's old token and cookie, are over.
    expect((await me(elsewhere.body.accessToken)).status).toBe(401);
    expect((await me(here.body.accessToken)).status).toBe(401);
    for (const old of [here, elsewhere]) {
      const renewed = await call(ctx.app, {
        method: 'GET',
        url: '/api/v1/auth/refresh',
        cookies: { tlp_refresh: refreshOf(old) },
      });
      expect(renewed.status).toBe(401);
    }
    // The new cookie renews.
    const renewed = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/auth/refresh',
      cookies: { tlp_refresh: refreshOf(res) },
    });
    expect(renewed.status).toBe(200);
    const login = (password: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password, role: 'student' },
      });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect((await login(PASSWORD)).status).toBe(401);

    const [notice] = await smtp.waitFor(1, (m) => addressOf(m) === user.email);
    expect(notice!.subject).toBe('Tu contraseña cambió');
    expect(notice!.text).toContain('Si no fuiste tú');
    expect(notice!.html).toContain('Recuperar mi cuenta');
  });

  it('asks for a new password with the signup rules, not common and not the current one', async () => {
    const { here } = await signedIn();
    const token = here.body.accessToken as string;
    const weak = await change(token, PASSWORD, 'corta');
    expect(weak.status).toBe(400);
    expect(weak.body.details).toEqual([{ path: 'newPassword', message: 'Formato incorrecto' }]);
    const common = await change(token, PASSWORD, 'Password1');
    expect(common.body.details).toEqual([{ path: 'newPassword', message: expect.stringMatching(/demasiado común/) }]);
    const same = await change(token, PASSWORD, PASSWORD);
    expect(same.body.details).toEqual([
      { path: 'newPassword', message: 'La contraseña nueva debe ser distinta de la actual' },
    ]);
    expect((await me(token)).status).toBe(200);
  });

  it('limits wrong current passwords per user (429 in Spanish)', async () => {
    const { here } = await signedIn();
    const token = here.body.accessToken as string;
    expect((await change(token, 'Mala1Clave')).status).toBe(400);
    expect((await change(token, 'Mala2Clave')).status).toBe(400);
    const third = await change(token, 'Mala3Clave');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(
      'Demasiados intentos con una contraseña actual incorrecta. Espera unos minutos e inténtalo de nuevo.',
    );
    // Blocked even with the right one, until the wait is over.
    expect((await change(token, PASSWORD)).status).toBe(429);
  });

  it('needs a session', async () => {
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/users/me/password',
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
  });
});
