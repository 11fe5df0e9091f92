import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { makeSchool } from '../../test/factories.ts';
import { call, openTestDatabase, TEST_SECRET } from '../../test/helper.ts';

/** What a user typed: none of it may reach the log, whatever fails. */
const EMAIL = 'planted.alumna@correo-secreto.mx';
const PASSWORD = 'PlantadaSecreta987';
const PHONE = '5512345678';
const REQUEST_ID = 'log-redaction-0001';

let app: FastifyInstance;
let database: Database;
let school: Awaited<ReturnType<typeof makeSchool>>;
const lines: string[] = [];
const log = () => lines.join('');
const records = () => lines.map((l) => JSON.parse(l) as Record<string, any>);

beforeAll(async () => {
  database = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }), webDistDir: '/nonexistent' };
  app = await buildApp({ config, database, jwtSecret: TEST_SECRET, logStream: { write: (l) => lines.push(l) } });
  await app.ready();
  school = await makeSchool(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the log', () => {
  it('holds no password, hash or e-mail when a signup insert fails, but the request id and the SQLSTATE', async () => {
    // Every new user row is refused by the database (existing rows stay valid).
    await database.db.execute(sql`alter table users add constraint log_test_reject check (false) not valid`);
    try {
      const res = await call(app, {
        method: 'POST',
        url: '/api/v1/users',
        headers: { 'x-request-id': REQUEST_ID },
        payload: {
          firstName: 'Plantada',
          lastName: 'Secreta',
          highschoolId: school.school.id,
          semesterId: school.activeSemester.id,
          orienterKey: school.key,
          email: EMAIL,
          password: PASSWORD,
          type: 'student',
        },
      });
      expect(res.status).toBe(500);
      expect(res.body.errorCode).toBe('InternalError');
    } finally {
      await database.db.execute(sql`alter table users drop constraint log_test_reject`);
    }

    const failed = records().find((r) => r.reqId === REQUEST_ID && r.err);
    expect(failed, log()).toBeDefined();
    expect(failed!.level).toBe(50);
    // The driver's error, under Drizzle's: SQLSTATE 23514 and the constraint, no query or values.
    const chain = JSON.stringify(failed!.err);
    expect(chain).toContain('"code":"23514"');
    expect(chain).toContain('log_test_reject');
    expect(failed!.err.stack).toMatch(/\n\s+at /);
    for (const field of ['query', 'params', 'detail', 'parameters', 'internalQuery', 'where']) {
      expect(chain).not.toContain(`"${field}"`);
    }
    expect(log()).toContain(REQUEST_ID);
    expect(log()).not.toContain(EMAIL);
    expect(log()).not.toContain(PASSWORD);
    expect(log()).not.toContain('$argon2');
    expect(log()).not.toContain('Plantada');
  });

  it('holds no e-mail of a failed login, nor the password, cookie or bearer token of any request', async () => {
    lines.length = 0;
    const res = await call(app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { cookie: 'tlp_refresh=planted-cookie-value', authorization: 'Bearer planted-bearer-value' },
      payload: { email: EMAIL, password: PASSWORD, role: 'student' },
    });
    expect(res.status).toBe(401);
    expect(records().some((r) => r.event === 'login_failed')).toBe(true);
    for (const secret of [EMAIL, PASSWORD, 'planted-cookie-value', 'planted-bearer-value']) {
      expect(log()).not.toContain(secret);
    }
  });

  it('censors secret and personal fields a log call passes by hand, up to two objects deep', () => {
    lines.length = 0;
    app.log.info(
      {
        email: EMAIL,
        body: { email: EMAIL, password: PASSWORD, passwordConfirmation: PASSWORD, phone: PHONE, firstName: 'Ana' },
        user: { profile: { lastName: 'Pérez', token: 'planted-token', accessToken: 'planted-access' } },
        headers: { authorization: 'Bearer planted-bearer', cookie: 'planted-cookie', 'set-cookie': 'planted-set' },
        userId: 7,
      },
      'hand-written',
    );
    const [record] = records();
    expect(record!.userId).toBe(7);
    expect(record!.body.email).toBe('[oculto]');
    for (const secret of [EMAIL, PASSWORD, PHONE, 'Ana', 'Pérez', 'planted-']) {
      expect(log()).not.toContain(secret);
    }
  });

  it('masks access-link UUIDs (sign-up capabilities) in logged URLs', async () => {
    lines.length = 0;
    const uuid = '0b6f3c1e-2a4d-4c8e-9f10-123456789abc';
    await call(app, { method: 'GET', url: `/api/v1/auth/access-links/${uuid}/validate` });
    expect(log()).toContain('/api/v1/auth/access-links/[oculto]/validate');
    expect(log()).not.toContain(uuid);
  });

  it('masks password reset tokens in logged URLs (the page of the mailed link)', async () => {
    lines.length = 0;
    const token = 'k3Zp8Qw1_xY-7aBcDeFgHiJkLmNoPqRsTuVwXyZ0123';
    for (const url of [
      `/restablecer/${token}`,
      `/restablecer/${token}/`,
      `/restablecer/${token}?x=1`,
      `/api/v1/auth/password-reset/${token}`,
    ]) {
      await call(app, { method: 'GET', url });
    }
    expect(log()).toContain('/restablecer/[oculto]');
    expect(log()).toContain('/api/v1/auth/password-reset/[oculto]');
    expect(log()).not.toContain(token);
  });

  it("masks a guardian's consent token in logged URLs: its page and the API's routes", async () => {
    lines.length = 0;
    const token = 'Gz4Tq9Lm_aB-7cDeFgHiJkLmNoPqRsTuVwXyZ012345';
    await call(app, { method: 'GET', url: `/autorizacion/${token}` });
    await call(app, { method: 'GET', url: `/api/v1/guardian-consents/${token}` });
    await call(app, { method: 'POST', url: `/api/v1/guardian-consents/${token}`, payload: { decision: 'granted' } });
    expect(log()).toContain('/autorizacion/[oculto]');
    expect(log()).toContain('/api/v1/guardian-consents/[oculto]');
    expect(log()).not.toContain(token);
  });
});
