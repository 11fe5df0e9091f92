import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_RESEND_MESSAGES } from '@tlp/shared';
import { loadConfig } from '../../config.ts';
import { auditLog, guardianConsents, mailOutbox } from '../../db/schema/index.ts';
import {
  makeGuardianConsent,
  makeSchool,
  makeStudent,
  makeUser,
  minorBirthDate,
  PASSWORD,
} from '../../../test/factories.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';

// Orienters see how many of their students wait for a guardian or were refused, and resend the
// request: rate-limited, audited, and never with the guardian's full e-mail (issue 26, item 4).

let ctx: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
let other: Awaited<ReturnType<typeof makeSchool>>;
let orienter: string;
let otherOrienter: string;
let admin: string;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp({ limits: { ...loadConfig({ NODE_ENV: 'test' }).limits, guardianResendsPerUser: 5 } });
  const db = ctx.database.db;
  school = await makeSchool(db);
  other = await makeSchool(db);
  orienter = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
  otherOrienter = await tokenFor(ctx.app, other.orienter.email, 'orienter', PASSWORD);
  const adminUser = await makeUser(db, { type: 'admin' });
  adminId = adminUser.id;
  admin = await tokenFor(ctx.app, adminUser.email, 'orienter', PASSWORD);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const summary = (token: string, id = school.school.id) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/highschools/${id}/guardian-consents/summary`, headers: bearer(token) });
const resend = (token: string, userId: number, id = school.school.id) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/v1/highschools/${id}/students/${userId}/guardian-consent/resend`,
    headers: bearer(token),
  });
const minor = (world = school) => makeStudent(db(), world, { birthDate: minorBirthDate() });

describe('GET /highschools/{id}/guardian-consents/summary', () => {
  it('counts the minors waiting for a guardian, those refused, and the students of unknown age', async () => {
    const world = await makeSchool(db());
    await makeStudent(db(), world); // an adult: counts nowhere
    await makeStudent(db(), world, { birthDate: null });
    const waiting = await minor(world);
    await makeGuardianConsent(db(), waiting.id);
    const expired = await minor(world);
    await makeGuardianConsent(db(), expired.id, { sentDaysAgo: 20 });
    const refused = await minor(world);
    await makeGuardianConsent(db(), refused.id, { status: 'refused' });
    const granted = await minor(world);
    await makeGuardianConsent(db(), granted.id, { status: 'granted' });
    const refusedThenAsked = await minor(world);
    await makeGuardianConsent(db(), refusedThenAsked.id, { status: 'refused', sentDaysAgo: 3 });
    await makeGuardianConsent(db(), refusedThenAsked.id);
    const token = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    const res = await summary(token, world.school.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pending: 3, refused: 1, unknown_age: 1 });
    expect((await summary(admin, world.school.id)).body).toEqual(res.body);
  });

  it("another school's orienter gets 403", async () => {
    expect((await summary(otherOrienter)).status).toBe(403);
  });
});

describe('GET /highschools/{id}/guardian-consents', () => {
  const list = (token: string, id: number, query = '') =>
    call(ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools/${id}/guardian-consents${query}`,
      headers: bearer(token),
    });

  it('lists, by name, the students waiting for a guardian, refused or of unknown age, with the address masked', async () => {
    const world = await makeSchool(db());
    await makeStudent(db(), world, { firstName: 'Adulta' }); // an adult: listed nowhere
    const unknown = await makeStudent(db(), world, { firstName: 'Beto', birthDate: null });
    const waiting = await makeStudent(db(), world, { firstName: 'Carla', birthDate: minorBirthDate() });
    await makeGuardianConsent(db(), waiting.id, { email: 'mama.carla@correo.mx' });
    const refused = await makeStudent(db(), world, { firstName: 'Dora', birthDate: minorBirthDate() });
    await makeGuardianConsent(db(), refused.id, { status: 'refused', email: 'papa.dora@correo.mx' });
    const granted = await makeStudent(db(), world, { firstName: 'Eva', birthDate: minorBirthDate() });
    await makeGuardianConsent(db(), granted.id, { status: 'granted' });
    const token = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);

    const all = await list(token, world.school.id);
    expect(all.status).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(
      all.body.map((r: { user_id: number; state: string; email_masked: string | null }) => [
        r.user_id,
        r.state,
        r.email_masked,
      ]),
    ).toEqual([
      [unknown.id, 'unknown_age', null],
      [waiting.id, 'pending', 'm***@correo.mx'],
      [refused.id, 'refused', 'p***@correo.mx'],
    ]);
    expect(JSON.stringify(all.body)).not.toContain('mama.carla');
    const row = all.body[1];
    expect(row).toMatchObject({
      full_name: 'Carla Usuario',
      sent_at: expect.any(String),
      can_resend_at: expect.any(String),
    });

    const onlyRefused = await list(token, world.school.id, '?state=refused');
    expect(onlyRefused.body.map((r: { user_id: number }) => r.user_id)).toEqual([refused.id]);
    expect(onlyRefused.headers['x-total-count']).toBe('1');
    const paged = await list(token, world.school.id, '?pageSize=2&page=2');
    expect(paged.body.map((r: { user_id: number }) => r.user_id)).toEqual([refused.id]);
    // Past the last page: no rows, and still the list's total.
    const beyond = await list(token, world.school.id, '?pageSize=2&page=5');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('3');
    expect((await list(token, world.school.id, '?state=granted')).status).toBe(400);
    expect((await list(admin, world.school.id)).headers['x-total-count']).toBe('3');
  });

  it("another school's orienter gets 403, a student 403", async () => {
    expect((await list(otherOrienter, school.school.id)).status).toBe(403);
    const student = await makeStudent(db(), school);
    const studentToken = await tokenFor(ctx.app, student.email, 'student', PASSWORD);
    expect((await list(studentToken, school.school.id)).status).toBe(403);
  });
});

describe('POST /highschools/{id}/students/{userId}/guardian-consent/resend', () => {
  it('sends a new link to the same guardian, answers the address masked, and is audited without it', async () => {
    const student = await minor();
    const { consent } = await makeGuardianConsent(db(), student.id, {
      email: 'mariana.tutora@gmail.com',
      sentDaysAgo: 2,
    });
    const res = await resend(admin, student.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'pending', email_masked: 'm***@gmail.com' });
    const rows = await db()
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, student.id))
      .orderBy(desc(guardianConsents.id));
    expect(rows.map((r) => r.status)).toEqual(['pending', 'replaced']);
    expect(rows[0]!.guardianEmail).toBe('mariana.tutora@gmail.com');
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `guardian-consent:${rows[0]!.id}`));
    expect(mail!.recipient).toBe('mariana.tutora@gmail.com');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guardian_consent.resend'), eq(auditLog.actorId, adminId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ entity: 'guardian_consent', entityId: String(rows[0]!.id) });
    expect(audit!.after).toMatchObject({ id: rows[0]!.id, user_id: student.id, status: 'pending' });
    expect(JSON.stringify(audit)).not.toContain('mariana');
    expect(consent.id).toBe(rows[1]!.id);
  });

  it('at most once a day per student (429, shared with the student’s own resend)', async () => {
    const student = await minor();
    await makeGuardianConsent(db(), student.id, { sentDaysAgo: 0 });
    const res = await resend(orienter, student.id);
    expect(res.status).toBe(429);
    expect(res.body.errorCode).toBe('GuardianResendTooSoon');
    // Said about the student, to the orienter (the student's own resend speaks to them).
    expect(res.body.message).toBe(STAFF_RESEND_MESSAGES.GuardianResendTooSoon);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a orienter reaches only their school: 403 for another school, 404 for a student of another school', async () => {
    const student = await minor();
    await makeGuardianConsent(db(), student.id, { sentDaysAgo: 2 });
    expect((await resend(otherOrienter, student.id)).status).toBe(403);
    const elsewhere = await minor(other);
    await makeGuardianConsent(db(), elsewhere.id, { sentDaysAgo: 2 });
    const res = await resend(orienter, elsewhere.id);
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('StudentNotInSchool');
    expect((await resend(orienter, school.orienter.id)).status).toBe(404); // not a student
    const adult = await makeStudent(db(), school);
    expect((await resend(orienter, adult.id)).body.errorCode).toBe('GuardianConsentNotNeeded');
  });

  it('limits how many resends one orienter sends in an hour (429 TooManyRequests)', async () => {
    const world = await makeSchool(db());
    const token = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const student = await minor(world);
      await makeGuardianConsent(db(), student.id, { sentDaysAgo: 2 });
      const res = await resend(token, student.id, world.school.id);
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.errorCode).toBe('TooManyRequests');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
