import { eq, like } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { highschools, mailOutbox } from '../../db/schema/index.ts';
import { addFavorites, makeAccessLink, makeCatalog, makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';
import { bearer, call, createTestApp, itUnderConcurrency, tokenFor, type TestContext } from '../../../test/helper.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

const MAIL = loadConfig({ NODE_ENV: 'test' }).mail;
const FAST = { pollMs: 20, retryBaseMs: 40, maxRetryMs: 200, maxAttempts: 50 };

let smtp: TestSmtp;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
let seq = 0;
const email = (who: string) => `${who}-${Date.now().toString(36)}-${(seq += 1)}@correo.mx`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({ mail: { ...MAIL, smtpUrl: smtp.url } }, { mailWorker: FAST });
  admin = await makeUser(ctx.database.db, { type: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});
afterEach(() => {
  smtp.received.length = 0;
});

const addressOf = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');
/** Everything sent, once the outbox is empty. */
async function delivered() {
  ctx.app.mail.nudge();
  await ctx.app.mail.settled();
  const { db } = ctx.database;
  for (let i = 0; i < 100; i += 1) {
    const queued = await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'));
    if (queued.length === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await ctx.app.mail.settled();
  return smtp.received;
}
const to = (mails: ParsedMail[], address: string) => mails.filter((m) => addressOf(m) === address);

const signupStudent = (school: Awaited<ReturnType<typeof makeSchool>>, address: string, firstName = 'Ana') =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      firstName,
      lastName: 'López',
      highschoolId: school.school.id,
      semesterId: school.activeSemester.id,
      orienterKey: school.key,
      email: address,
      password: PASSWORD,
      type: 'student',
    },
  });
const signupOrienter = (uuid: string, address: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/v1/users',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      firstName: 'Carla',
      lastName: 'Consejera',
      email: address,
      password: PASSWORD,
      phone: '5512345678',
      type: 'orienter',
      accessUuid: uuid,
    }).toString(),
  });

describe('welcome', () => {
  it('greets a student who signs up, once, in HTML and text with the values escaped', async () => {
    const school = await makeSchool(ctx.database.db);
    await ctx.database.db
      .update(highschools)
      .set({ name: 'Prepa <Norte> & "Sur"' })
      .where(eq(highschools.id, school.school.id));
    const address = email('ana');
    expect((await signupStudent(school, address)).status).toBe(201);
    const mine = to(await delivered(), address);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Te damos la bienvenida a Toca la Puerta');
    expect(mine[0]!.text).toContain('Tu cuenta de estudiante de Prepa <Norte> & "Sur" está lista.');
    expect(mine[0]!.html).toContain('Prepa &lt;Norte&gt; &amp; &quot;Sur&quot;');
    expect(mine[0]!.html).not.toMatch(/<img|src="http/);
    expect(mine[0]!.text).toContain(`${MAIL.publicUrl}/login`);
  });

  it('greets an orienter who signs up through an access link', async () => {
    const school = await makeSchool(ctx.database.db);
    const link = await makeAccessLink(ctx.database.db, school.school.id, { seats: 50 });
    const address = email('carla');
    expect((await signupOrienter(link.uuid, address)).status).toBe(201);
    const mine = to(await delivered(), address);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain('Tu cuenta de orientador de');
    expect(mine[0]!.text).toContain('clave de orientador');
  });

  it('sends nothing when the signup fails', async () => {
    const school = await makeSchool(ctx.database.db);
    const address = email('dup');
    await makeUser(ctx.database.db, {
      type: 'student',
      email: address,
      highschoolId: school.school.id,
      semesterId: school.activeSemester.id,
    });
    expect((await signupStudent(school, address)).status).toBe(409);
    expect(to(await delivered(), address)).toHaveLength(0);
  });
});

describe('meeting requested', () => {
  it('confirms the meeting to the student, with the degree, campus and what comes next', async () => {
    const { db } = ctx.database;
    const school = await makeSchool(db);
    const catalog = await makeCatalog(db);
    const degree = catalog.degrees[0]!;
    const campus = catalog.campuses.find((c) => c.id === degree.campusId)!;
    const student = await makeUser(db, {
      type: 'student',
      highschoolId: school.school.id,
      semesterId: school.activeSemester.id,
    });
    await addFavorites(db, student.id, [degree.id]);
    const token = await tokenFor(ctx.app, student.email, 'student');
    const book = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/v1/meetings',
        headers: bearer(token),
        payload: { userId: student.id, degreeId: degree.id },
      });
    expect((await book()).status).toBe(201);
    expect((await book()).status).toBe(409); // the same request again: no second message
    const mine = to(await delivered(), student.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`Solicitaste una reunión: ${degree.name}`);
    expect(mine[0]!.text).toContain(`${degree.name} en ${campus.name}`);
    expect(mine[0]!.text).toContain(`tu solicitud llega a los representantes de ${campus.name}`);
    expect(mine[0]!.text).toContain('desde «Inicio»');
    // Meetings are on the student's home ('Inicio'), not in the profile.
    expect(mine[0]!.text).not.toMatch(/perfil/i);
    expect(mine[0]!.text).not.toContain('se pondrá en contacto contigo');
  });
});

describe('school goal reached', () => {
  /** A school whose goal is 2 registrations and meetings (1 notebook), with one student already. */
  async function nearlyThere() {
    const { db } = ctx.database;
    const school = await makeSchool(db);
    await db.update(highschools).set({ notebooks: 1 }).where(eq(highschools.id, school.school.id));
    await makeUser(db, { type: 'student', highschoolId: school.school.id, semesterId: school.activeSemester.id });
    return school;
  }
  const goalMails = (mails: ParsedMail[], school: Awaited<ReturnType<typeof makeSchool>>) =>
    mails.filter((m) => m.subject === `${school.school.name} alcanzó su meta`);

  it('tells the orienters and the admins once, with the numbers, when progress first reaches 100 %', async () => {
    const school = await nearlyThere();
    const other = await makeSchool(ctx.database.db); // its orienter is not told
    expect((await signupStudent(school, email('b'))).status).toBe(201);
    const first = goalMails(await delivered(), school);
    expect(first.map(addressOf).sort()).toEqual([admin.email, school.orienter.email].sort());
    expect(to(first, other.orienter.email)).toHaveLength(0);
    expect(first[0]!.text).toContain('Cuadernos: 1. Estudiantes registrados: 2. Reuniones solicitadas: 0.');
    smtp.received.length = 0;
    // Further progress, and a second orienter who joins later: nothing more.
    const link = await makeAccessLink(ctx.database.db, school.school.id, { seats: 50 });
    expect((await signupOrienter(link.uuid, email('late'))).status).toBe(201);
    expect((await signupStudent(school, email('c'))).status).toBe(201);
    expect(goalMails(await delivered(), school)).toHaveLength(0);
  });

  it('is detected when an admin lowers the notebooks', async () => {
    const { db } = ctx.database;
    const school = await makeSchool(db);
    await makeUser(db, { type: 'student', highschoolId: school.school.id, semesterId: school.activeSemester.id });
    await makeUser(db, { type: 'student', highschoolId: school.school.id, semesterId: school.activeSemester.id });
    const token = await tokenFor(ctx.app, admin.email, 'orienter');
    const res = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/v1/highschools/${school.school.id}`,
      headers: bearer(token),
      payload: { notebooks: 1 },
    });
    expect(res.status).toBe(200);
    expect(
      goalMails(await delivered(), school)
        .map(addressOf)
        .sort(),
    ).toEqual([admin.email, school.orienter.email].sort());
  });

  itUnderConcurrency('sends one message per recipient when two signups cross the goal at once', async () => {
    const school = await nearlyThere();
    const results = await Promise.all([signupStudent(school, email('x')), signupStudent(school, email('y'))]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const got = goalMails(await delivered(), school);
    expect(got.map(addressOf).sort()).toEqual([admin.email, school.orienter.email].sort());
    const rows = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.idempotencyKey, `goal-reached:${school.school.id}:%`));
    expect(rows).toHaveLength(2);
  });
});

describe('access links', () => {
  it('tells the admins once when a link is down to its last seat, and once when it is full', async () => {
    const school = await makeSchool(ctx.database.db);
    const link = await makeAccessLink(ctx.database.db, school.school.id, { seats: 3 });
    expect((await signupOrienter(link.uuid, email('o1'))).status).toBe(201);
    expect((await delivered()).filter((m) => m.subject?.includes('enlace de acceso'))).toHaveLength(0);
    expect((await signupOrienter(link.uuid, email('o2'))).status).toBe(201);
    const last = to(await delivered(), admin.email);
    expect(last.map((m) => m.subject)).toEqual(['Al enlace de acceso «sin nombre» le queda un lugar']);
    expect(last[0]!.text).toContain('tiene 1 lugar libre de 3');
    smtp.received.length = 0;
    expect((await signupOrienter(link.uuid, email('o3'))).status).toBe(201);
    expect((await signupOrienter(link.uuid, email('o4'))).status).toBe(410);
    const full = to(await delivered(), admin.email);
    expect(full.map((m) => m.subject)).toEqual(['El enlace de acceso «sin nombre» se quedó sin lugares']);
    // Orienters are not told of links.
    expect(to(full, school.orienter.email)).toHaveLength(0);
  });

  it('tells the admins once of a live link that ends within 7 days', async () => {
    const { db } = ctx.database;
    const school = await makeSchool(db);
    const soon = await makeAccessLink(db, school.school.id, { expiresAt: new Date(Date.now() + 3 * 86_400_000) });
    await makeAccessLink(db, school.school.id, { expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    await makeAccessLink(db, school.school.id, {
      expiresAt: new Date(Date.now() + 86_400_000),
      seats: 1,
      seatsUsed: 1,
    });
    const service = ctx.app.services.accessLinks;
    await Promise.all([service.noticeExpiring(), service.noticeExpiring()].map((p) => p.catch(() => 0)));
    await service.noticeExpiring();
    const got = to(await delivered(), admin.email).filter((m) => m.subject?.includes('vence el'));
    expect(got).toHaveLength(1);
    expect(got[0]!.text).toContain(`de ${school.school.name} vence el`);
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.idempotencyKey, `access-link-expiring:${soon.id}:%`));
    expect(rows.length).toBeGreaterThan(0);
  });
});
