import { eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import { makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
let n = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
});
afterAll(() => ctx.close());

const OLDER_NOTICE = '2025-06-01';

const studentSignup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Regina',
  lastName: 'Castillo Pérez',
  highschoolId: world.school.id,
  semesterId: world.activeSemester.id,
  orienterKey: world.key,
  email: `aviso${n++}@test.mx`,
  password: 'Segura123',
  type: 'student',
  ...overrides,
});

async function privacyOf(email: string) {
  const [row] = await ctx.database.db
    .select({ version: users.privacyVersion, at: users.privacyAcceptedAt })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

const me = async (token: string) =>
  (await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).body;

const accept = (token: string | undefined, payload: object) =>
  call(ctx.app, {
    method: 'PUT',
    url: '/api/v1/users/me/privacy-acceptance',
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });

/** A route of the service itself (not of the notice or the user's rights). */
const areasAs = (token: string) => call(ctx.app, { method: 'GET', url: '/api/v1/areas', headers: bearer(token) });

describe('consent to the privacy notice at signup', () => {
  it('records the version the student accepted, and when', async () => {
    const body = studentSignup({ privacyVersion: PRIVACY_NOTICE_VERSION });
    const before = Date.now();
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/users', payload: body })).status).toBe(201);
    const row = await privacyOf(body.email as string);
    expect(row?.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(row!.at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const token = await tokenFor(ctx.app, body.email as string, 'student', body.password as string);
    expect((await me(token)).privacy_accepted).toBe(true);
    expect((await areasAs(token)).status).toBe(200);
  });

  it('refuses a signup that accepted an older notice, and creates no account', async () => {
    const body = studentSignup({ privacyVersion: OLDER_NOTICE });
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/users', payload: body });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('PrivacyNoticeChanged');
    expect(await privacyOf(body.email as string)).toBeUndefined();
  });
});

describe('accepting a new notice at the next sign-in', () => {
  it('asks a user who has not accepted the notice in force, and records their acceptance', async () => {
    const user = await makeUser(ctx.database.db, {
      type: 'student',
      highschoolId: world.school.id,
      semesterId: world.activeSemester.id,
      privacyVersion: null,
    });
    const token = await tokenFor(ctx.app, user.email, 'student', PASSWORD);
    expect((await me(token)).privacy_accepted).toBe(false);
    // Until then the service refuses them, in the API too: 403 PrivacyNoticeNotAccepted.
    const refused = await areasAs(token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: 'PrivacyNoticeNotAccepted',
      // It says where: the web app shows the notice to accept after signing in (an admin made
      // with admin:create, an API client).
      message:
        'Antes de seguir, lee y acepta nuestro aviso de privacidad vigente: inicia sesión en la aplicación web y te lo mostrará.',
    });

    const stale = await accept(token, { version: OLDER_NOTICE });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('PrivacyNoticeChanged');
    expect((await privacyOf(user.email))?.version).toBeNull();

    expect((await accept(token, { version: PRIVACY_NOTICE_VERSION })).status).toBe(204);
    expect((await privacyOf(user.email))?.version).toBe(PRIVACY_NOTICE_VERSION);
    expect((await me(token)).privacy_accepted).toBe(true);
    expect((await areasAs(token)).status).toBe(200);
  });

  it('needs a session and a version', async () => {
    expect((await accept(undefined, { version: PRIVACY_NOTICE_VERSION })).status).toBe(401);
    const user = await makeUser(ctx.database.db, { type: 'admin' });
    const token = await tokenFor(ctx.app, user.email, 'orienter', PASSWORD);
    expect((await accept(token, {})).status).toBe(400);
  });
});
