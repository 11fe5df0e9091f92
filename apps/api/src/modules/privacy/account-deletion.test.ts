import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclosures, guardianConsents, highschoolCounters, mailOutbox, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, itUnderConcurrency, tokenFor, type TestContext } from '../../../test/helper.ts';
import {
  addFavorites,
  adminToken,
  makeCatalog,
  makeGuardianConsent,
  makeSchool,
  makeUser,
  minorBirthDate,
  PASSWORD,
} from '../../../test/factories.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
let cat: Awaited<ReturnType<typeof makeCatalog>>;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
  cat = await makeCatalog(ctx.database.db);
});
afterAll(() => ctx.close());

const newStudent = () =>
  makeUser(ctx.database.db, { type: 'student', highschoolId: world.school.id, semesterId: world.activeSemester.id });

async function countsOf(schoolId: number) {
  const [row] = await ctx.database.db
    .select({
      registers: highschoolCounters.registers,
      favoriteDegrees: highschoolCounters.favoriteDegrees,
      meetings: highschoolCounters.meetings,
    })
    .from(highschoolCounters)
    .where(eq(highschoolCounters.highschoolId, schoolId));
  return row!;
}

/** What the counselor's page (and reward) reads. */
const statsSeenByOrienter = async () =>
  (
    await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools/${world.school.id}/stats`,
      headers: bearer(await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD)),
    })
  ).body;

const deleteMe = (token: string, payload: object) =>
  call(ctx.app, { method: 'DELETE', url: '/api/v1/users/me', headers: bearer(token), payload });

const login = (email: string, role: 'student' | 'orienter') =>
  call(ctx.app, { method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD, role } });

describe('DELETE /users/me (cancellation)', () => {
  it("deletes the student's account in one go: the school's counts stay, sessions end, the ledger keeps a pseudonym", async () => {
    const student = await newStudent();
    const [d0, d1] = cat.degrees;
    await addFavorites(ctx.database.db, student.id, [d0!.id, d1!.id]);
    const signIn = await login(student.email, 'student');
    const token = signIn.body.accessToken as string;
    const refresh = signIn.cookies.find((c) => c.name === 'tlp_refresh')!.value;
    const booked = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/meetings',
      headers: bearer(token),
      payload: { userId: student.id, degreeId: d0!.id },
    });
    expect(booked.status).toBe(201);
    const countsBefore = await countsOf(world.school.id);
    const statsBefore = await statsSeenByOrienter();

    const res = await deleteMe(token, { password: PASSWORD });
    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']).toMatch(/tlp_refresh=;/);

    expect(await countsOf(world.school.id)).toEqual(countsBefore);
    expect(await statsSeenByOrienter()).toEqual(statsBefore);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, student.id))).toEqual([]);
    // The old password, the old access token and the old refresh token are all refused.
    expect((await login(student.email, 'student')).status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).status).toBe(401);
    const renewed = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/auth/refresh',
      headers: { cookie: `tlp_refresh=${refresh}` },
    });
    expect(renewed.status).toBe(401);
    // The ledger still answers what was shared, under the subject key only.
    const kept = await ctx.database.db
      .select()
      .from(disclosures)
      .where(eq(disclosures.subjectKey, ctx.app.subjectKeys.of(student.id)));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: null, reason: 'meeting' });
  });

  it("takes their guardian's consents and the e-mails sent to the guardian about them (names in the subject)", async () => {
    const db = ctx.database.db;
    const minor = await makeUser(db, {
      type: 'student',
      highschoolId: world.school.id,
      semesterId: world.activeSemester.id,
      birthDate: minorBirthDate(),
    });
    const token = await tokenFor(ctx.app, minor.email, 'student', PASSWORD);
    const { consent } = await makeGuardianConsent(db, minor.id, { email: 'tutora.borrar@correo.mx', sentDaysAgo: 2 });
    const resent = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/users/me/guardian-consent',
      payload: {},
      headers: bearer(token),
    });
    expect(resent.status).toBe(200);
    const toGuardian = () => db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'tutora.borrar@correo.mx'));
    expect(await toGuardian()).toHaveLength(1);
    expect((await deleteMe(token, { password: PASSWORD })).status).toBe(204);
    expect(await toGuardian()).toEqual([]);
    expect(await db.select().from(guardianConsents).where(eq(guardianConsents.id, consent.id))).toEqual([]);
  });

  it('needs the current password: wrong is 400 WrongCurrentPassword, missing is 400 ValidationError', async () => {
    const student = await newStudent();
    const token = await tokenFor(ctx.app, student.email, 'student', PASSWORD);
    const wrong = await deleteMe(token, { password: 'NoEsLaMia123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('WrongCurrentPassword');
    const missing = await deleteMe(token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('ValidationError');
    expect(await ctx.database.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(1);
    expect((await deleteMe('not-a-token', { password: PASSWORD })).status).toBe(401);
  });

  it('acts only on the caller: a body naming another user changes nothing of theirs', async () => {
    const victim = await newStudent();
    const attacker = await newStudent();
    const token = await tokenFor(ctx.app, attacker.email, 'student', PASSWORD);
    const res = await deleteMe(token, { password: PASSWORD, id: victim.id, userId: victim.id });
    expect(res.status).toBe(204);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, attacker.id))).toEqual([]);
  });

  it('refuses the last admin (409 LastAdmin); with another admin, an admin may leave', async () => {
    const db = ctx.database.db;
    // This database's only admins are the ones made here.
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.type, 'admin'));
    for (const a of admins) await db.delete(users).where(eq(users.id, a.id));
    const only = await makeUser(db, { type: 'admin' });
    const token = await tokenFor(ctx.app, only.email, 'orienter', PASSWORD);
    const refused = await deleteMe(token, { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'LastAdmin' });
    expect(refused.body.message).toMatch(/única persona administradora/);
    await makeUser(db, { type: 'admin' });
    expect((await deleteMe(token, { password: PASSWORD })).status).toBe(204);
    expect((await login(only.email, 'orienter')).status).toBe(401);
  });

  itUnderConcurrency('two last admins deleting themselves at once: exactly one goes', async () => {
    const db = ctx.database.db;
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.type, 'admin'));
    for (const a of admins) await db.delete(users).where(eq(users.id, a.id));
    const pair = [await makeUser(db, { type: 'admin' }), await makeUser(db, { type: 'admin' })];
    const tokens = await Promise.all(pair.map((a) => tokenFor(ctx.app, a.email, 'orienter', PASSWORD)));
    const answers = await Promise.all(tokens.map((t) => deleteMe(t, { password: PASSWORD })));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.type, 'admin'))).toHaveLength(1);
  });

  it("an orienter's own deletion leaves their school's counts alone", async () => {
    const orienter = await makeUser(ctx.database.db, { type: 'orienter', highschoolId: world.school.id });
    const before = await countsOf(world.school.id);
    const token = await tokenFor(ctx.app, orienter.email, 'orienter', PASSWORD);
    expect((await deleteMe(token, { password: PASSWORD })).status).toBe(204);
    expect(await countsOf(world.school.id)).toEqual(before);
  });

  // Run after the self-deletions above, on the same connection (PGlite has one): the setting that
  // keeps the counts is local to the self-deletion's transaction and does not leak.
  it("an admin's deletion of a student (DELETE /users/:id) still takes the student off the counts", async () => {
    const student = await newStudent();
    const [, , d2] = cat.degrees;
    await addFavorites(ctx.database.db, student.id, [d2!.id], [d2!.id]);
    const before = await countsOf(world.school.id);
    const res = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/users/${student.id}`,
      headers: bearer(await adminToken(ctx.app, ctx.database.db)),
    });
    expect(res.status).toBe(204);
    expect(await countsOf(world.school.id)).toEqual({
      registers: before.registers - 1,
      favoriteDegrees: before.favoriteDegrees - 1,
      meetings: before.meetings - 1,
    });
  });
});
