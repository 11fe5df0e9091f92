import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';
import { bearer, call, createTestApp, type TestContext } from '../../../test/helper.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

const PUBLIC_URL = 'https://tocalapuerta.test';
const NEW_PASSWORD = 'Ventana7Azul';
const REQUESTED =
  'Si hay una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada (y la de spam); el enlace vence en 30 minutos.';

let ctx: TestContext;
let smtp: TestSmtp;
let world: Awaited<ReturnType<typeof makeSchool>>;
/** What the app logged: with SMTP_URL set, no token, link or e-mail of any message. */
const logLines: string[] = [];
const tokensSeen: string[] = [];
const emailsSeen: string[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  const base = loadConfig({ NODE_ENV: 'test', PUBLIC_URL });
  ctx = await createTestApp(
    {
      mail: { ...base.mail, smtpUrl: smtp.url },
      limits: { ...base.limits, passwordResetsPerEmail: 3, passwordResetsPerIp: 10 },
    },
    { mailWorker: { pollMs: 20 }, logStream: { write: (line) => logLines.push(line) } },
  );
  world = await makeSchool(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});
afterEach(() => {
  smtp.received.length = 0;
});

const student = () =>
  makeUser(ctx.database.db, { type: 'student', highschoolId: world.school.id, semesterId: world.activeSemester.id });

const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
  call(ctx.app, { method: 'POST', url: '/api/v1/auth/password-reset', payload: { email }, remoteAddress });

const confirm = (token: string, password = NEW_PASSWORD, remoteAddress = '127.0.0.1') =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/v1/auth/password-reset/confirm',
    payload: { token, password },
    remoteAddress,
  });

/** The page's check of a link, from an address of its own (the limits count per address). */
const CHECKER = '10.0.0.29';
const check = (token: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/auth/password-reset/${token}`, remoteAddress: CHECKER });

const login = (email: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/auth/login', payload: { email, password, role: 'student' } });

const addressOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : undefined);

/** The reset link mailed to that address, and its token. */
async function linkMailedTo(email: string, nth = 1) {
  const mails = await smtp.waitFor(nth, (m) => addressOf(m) === email && m.subject!.startsWith('Restablece'));
  const text = mails[nth - 1]!.text ?? '';
  const link = /https:\/\/tocalapuerta\.test\/restablecer\/([A-Za-z0-9_-]+)/.exec(text);
  expect(link, text).not.toBeNull();
  tokensSeen.push(link![1]!);
  emailsSeen.push(email);
  return { url: link![0], token: link![1]!, mail: mails[nth - 1]! };
}

describe('POST /auth/password-reset', () => {
  it('answers 202 with the same message for a known and an unknown e-mail, and mails only the account', async () => {
    const user = await student();
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nadie-registrado@test.mx');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: REQUESTED });
    expect(unknown.body).toEqual(known.body);

    const { token, mail } = await linkMailedTo(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(mail.html).toContain(`${PUBLIC_URL}/restablecer/${token}`);
    expect(mail.text).toContain('30 minutos');
    // Stored only as its SHA-256.
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    await ctx.app.mail.settled();
    expect(smtp.received.filter((m) => addressOf(m) === 'nadie-registrado@test.mx')).toHaveLength(0);
  });

  it('refuses a request sent from another site', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: 'alguien@test.mx' },
    });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('CrossSiteRequest');
  });

  it('validates the e-mail in Spanish', async () => {
    const res = await requestReset('no-es-correo');
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'email', message: 'Ingresa un correo electrónico válido' }]);
  });

  it('limits the requests of one e-mail, known or not, and of one address (429 in Spanish)', async () => {
    for (let i = 0; i < 3; i++) expect((await requestReset('limite@test.mx', `10.1.0.${i}`)).status).toBe(202);
    const tooMany = await requestReset('limite@test.mx', '10.1.0.9');
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.message).toBe('Ya pediste varios enlaces. Espera unos minutos antes de pedir otro.');
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 10; i++) expect((await requestReset(`ip${i}@test.mx`, '10.2.0.1')).status).toBe(202);
    const fromAddress = await requestReset('otra@test.mx', '10.2.0.1');
    expect(fromAddress.status).toBe(429);
    expect(fromAddress.body.errorCode).toBe('TooManyRequests');
  });
});

describe('POST /auth/password-reset/confirm', () => {
  it('sets the new password once, ends every session and sends the notice', async () => {
    const user = await student();
    const before = await login(user.email, PASSWORD);
    const refresh = before.cookies.find((c) => c.name === 'tlp_refresh')!.value;
    await requestReset(user.email);
    const { token } = await linkMailedTo(user.email);

    expect((await confirm(token)).status).toBe(204);
    // The sessions of before are over: access token and refresh cookie.
    const me = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(before.body.accessToken),
    });
    expect(me.status).toBe(401);
    const renewed = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/auth/refresh',
      cookies: { tlp_refresh: refresh },
    });
    expect(renewed.status).toBe(401);
    // The new password signs in; the old one no longer does.
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(user.email, PASSWORD)).status).toBe(401);
    // The link works once.
    const again = await confirm(token, 'Otra8Ventana');
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({
      errorCode: 'PasswordResetTokenInvalid',
      message: 'El enlace para restablecer tu contraseña no es válido, ya se usó o venció. Pide uno nuevo.',
    });
    const [notice] = await smtp.waitFor(1, (m) => addressOf(m) === user.email && m.subject === 'Tu contraseña cambió');
    expect(notice!.text).toContain(`${PUBLIC_URL}/recuperar`);
  });

  it('refuses an expired link', async () => {
    const user = await student();
    await requestReset(user.email);
    const { token } = await linkMailedTo(user.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await confirm(token)).body.errorCode).toBe('PasswordResetTokenInvalid');
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('a newer request makes the older link invalid', async () => {
    const user = await student();
    await requestReset(user.email);
    const first = await linkMailedTo(user.email);
    await requestReset(user.email);
    const second = await linkMailedTo(user.email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await confirm(first.token)).status).toBe(410);
    expect((await confirm(second.token)).status).toBe(204);
  });

  it('asks for a password with the rules of signup, common ones refused, and keeps the link usable', async () => {
    const user = await student();
    await requestReset(user.email);
    const { token } = await linkMailedTo(user.email);
    const weak = await confirm(token, 'corta');
    expect(weak.status).toBe(400);
    expect(weak.body.details).toEqual([{ path: 'password', message: 'Formato incorrecto' }]);
    const common = await confirm(token, 'Password1');
    expect(common.status).toBe(400);
    expect(common.body.details[0].message).toMatch(/demasiado común/);
    expect((await confirm(token)).status).toBe(204);
  });

  it('refuses an unknown token', async () => {
    const res = await confirm('A'.repeat(43));
    expect(res.status).toBe(410);
    expect(res.body.errorCode).toBe('PasswordResetTokenInvalid');
  });
});

describe('GET /auth/password-reset/:token', () => {
  const DEAD = {
    statusCode: 410,
    errorCode: 'PasswordResetTokenInvalid',
    message: 'El enlace para restablecer tu contraseña no es válido, ya se usó o venció. Pide uno nuevo.',
  };

  it('says a live link works without using it, and a used one is dead with the message of the submit', async () => {
    const user = await student();
    await requestReset(user.email, CHECKER);
    const { token } = await linkMailedTo(user.email);
    expect((await check(token)).status).toBe(204);
    expect((await check(token)).status).toBe(204);
    expect((await confirm(token, NEW_PASSWORD, CHECKER)).status).toBe(204);
    const used = await check(token);
    expect(used.status).toBe(410);
    expect(used.body).toMatchObject(DEAD);
    expect((await confirm(token, `${NEW_PASSWORD}9`, CHECKER)).body.message).toBe(used.body.message);
  });

  it('says a made-up, expired or replaced link is dead', async () => {
    expect((await check('A'.repeat(43))).body).toMatchObject(DEAD);
    expect((await check('confirm')).body).toMatchObject(DEAD);
    const user = await student();
    await requestReset(user.email, CHECKER);
    const first = await linkMailedTo(user.email);
    await requestReset(user.email, CHECKER);
    const second = await linkMailedTo(user.email, 2);
    expect((await check(first.token)).status).toBe(410);
    expect((await check(second.token)).status).toBe(204);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await check(second.token)).body).toMatchObject(DEAD);
  });
});

describe('the log', () => {
  it('holds none of the mailed tokens, nor the addresses they went to', () => {
    expect(tokensSeen.length).toBeGreaterThan(3);
    const log = logLines.join('');
    expect(log).toContain('password_reset_requested');
    for (const token of tokensSeen) expect(log).not.toContain(token);
    for (const email of emailsSeen) expect(log).not.toContain(email);
    expect(log).not.toContain('mail_outbox_file');
  });
});
