import { and, desc, eq, like } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, disclosures, mailOutbox, meetings, meetingSlots, users } from '../../db/schema/index.ts';
import {
  addFavorites,
  makeCatalog,
  makeGroup,
  makeSchool,
  makeStudent,
  makeUser,
  PASSWORD,
  signedInStudent,
} from '../../../test/factories.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import { eventually } from '../../../test/smtp.ts';

// The counselor's list of the school's students, one student's choices, its CSV, and the reminders.

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let school: Awaited<ReturnType<typeof makeSchool>>;
let other: Awaited<ReturnType<typeof makeSchool>>;
let orienter: string;
let otherOrienter: string;
const db = () => ctx.database.db;
const DAY = 86_400_000;
type Degree = Awaited<ReturnType<typeof makeCatalog>>['degrees'][number];

beforeAll(async () => {
  ctx = await createTestApp({}, { mailWorker: { pollMs: 20, retryBaseMs: 40, maxRetryMs: 200, maxAttempts: 50 } });
  cat = await makeCatalog(db());
  school = await makeSchool(db());
  other = await makeSchool(db());
  orienter = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
  otherOrienter = await tokenFor(ctx.app, other.orienter.email, 'orienter', PASSWORD);
});
afterAll(() => ctx.close());

const get = (token: string, url: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
const post = (token: string, url: string, payload: object) =>
  call(ctx.app, { method: 'POST', url: `/api/v1${url}`, payload, headers: bearer(token) });

/** A fresh school with its own students, so each test counts only its own. */
async function schoolWithStudents() {
  const world = await makeSchool(db());
  const token = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
  const ana = await makeStudent(db(), world, { firstName: 'Ana', lastName: 'Zúñiga' });
  const jose = await makeStudent(db(), world, { firstName: 'José', lastName: 'Álvarez' });
  const bea = await makeStudent(db(), world, { firstName: 'Beatriz', lastName: 'Martínez' });
  await db().update(users).set({ semesterId: world.inactiveSemester.id }).where(eq(users.id, bea.id));
  const group = await makeGroup(db(), world.school.id, `Grupo ${world.school.id}`, [ana.id, bea.id]);
  await addFavorites(db(), ana.id, [cat.degrees[0]!.id, cat.degrees[3]!.id], [cat.degrees[0]!.id]);
  return { world, token, ana, jose, bea, group };
}

describe('GET /highschools/{id}/students', () => {
  it('lists the students by last name with semester, group, onboarding and counts', async () => {
    const { world, token, ana, jose, bea, group } = await schoolWithStudents();
    const res = await get(token, `/highschools/${world.school.id}/students`);
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.map((s: { id: number }) => s.id)).toEqual([jose.id, bea.id, ana.id]);
    expect(res.body[2]).toEqual({
      id: ana.id,
      first_name: 'Ana',
      last_name: 'Zúñiga',
      email: ana.email,
      semester: world.activeSemester.name,
      group: { id: group.id, name: group.name },
      onboarded: true,
      favorites: 2,
      meetings: 1,
      created_at: ana.createdAt.toISOString(),
    });
    expect(res.body[0]).toMatchObject({ group: null, favorites: 0, meetings: 0 });
    expect(res.body[1]).toMatchObject({ semester: world.inactiveSemester.name });
  });

  it('searches name or e-mail without accents, filters by group, "none" and semester, and pages', async () => {
    const { world, token, ana, jose, bea, group } = await schoolWithStudents();
    const ids = async (query: string) => {
      const res = await get(token, `/highschools/${world.school.id}/students?${query}`);
      expect(res.status).toBe(200);
      return { ids: res.body.map((s: { id: number }) => s.id), total: Number(res.headers['x-total-count']) };
    };
    expect(await ids('search=alvarez')).toEqual({ ids: [jose.id], total: 1 });
    expect(await ids('search=JOSE')).toEqual({ ids: [jose.id], total: 1 });
    expect(await ids(`search=${encodeURIComponent('josé álvarez')}`)).toEqual({ ids: [jose.id], total: 1 });
    // The name and the e-mail are searched each on its own: a term never spans from one to the other.
    expect(await ids(`search=${encodeURIComponent(`alvarez${jose.email.slice(0, 3)}`)}`)).toEqual({
      ids: [],
      total: 0,
    });
    expect(await ids(`search=${encodeURIComponent(ana.email.toUpperCase())}`)).toMatchObject({ ids: [ana.id] });
    expect(await ids(`groupId=${group.id}`)).toEqual({ ids: [bea.id, ana.id], total: 2 });
    expect(await ids('groupId=none')).toEqual({ ids: [jose.id], total: 1 });
    expect(await ids(`semesterId=${world.inactiveSemester.id}`)).toEqual({ ids: [bea.id], total: 1 });
    expect(await ids('page=2&pageSize=2')).toEqual({ ids: [ana.id], total: 3 });
    expect((await get(token, `/highschools/${world.school.id}/students?groupId=abc`)).status).toBe(400);
  });

  it('is for the school: another school orienter and a student get 403, an admin reads it', async () => {
    expect((await get(otherOrienter, `/highschools/${school.school.id}/students`)).status).toBe(403);
    const student = await signedInStudent(ctx.app, db(), school);
    expect((await get(student.token, `/highschools/${school.school.id}/students`)).status).toBe(403);
    const admin = await makeUser(db(), { type: 'admin' });
    const adminToken = await tokenFor(ctx.app, admin.email, 'orienter', PASSWORD);
    expect((await get(adminToken, `/highschools/${school.school.id}/students`)).status).toBe(200);
  });
});

describe('GET /highschools/{id}/students/{userId}', () => {
  it('shows favourites and requests with their state and slot', async () => {
    const world = await makeSchool(db());
    const token = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    const student = await makeStudent(db(), world, { firstName: 'Carla', lastName: 'Núñez' });
    const [d0, d1, d2, d3] = cat.degrees as [Degree, Degree, Degree, Degree];
    await addFavorites(db(), student.id, [d0.id, d1.id, d2.id, d3.id], [d0.id, d1.id, d2.id]);
    const startsAt = new Date(Date.now() + 3 * DAY);
    const [slot] = await db()
      .insert(meetingSlots)
      .values({
        campusId: cat.campuses[0].id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        minutes: 30,
        seats: 5,
        seatsTaken: 1,
        videoUrl: 'https://meet.example.com/x',
        timeZone: 'America/Mexico_City',
      })
      .returning();
    await db()
      .update(meetings)
      .set({ slotId: slot!.id, bookedAt: new Date() })
      .where(and(eq(meetings.userId, student.id), eq(meetings.degreeId, d0.id)));
    await db()
      .update(meetings)
      .set({ attended: true, outcomeAt: new Date() })
      .where(and(eq(meetings.userId, student.id), eq(meetings.degreeId, d1.id)));

    const res = await get(token, `/highschools/${world.school.id}/students/${student.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: student.id,
      first_name: 'Carla',
      last_name: 'Núñez',
      email: student.email,
      semester: world.activeSemester.name,
      group: null,
      onboarded: true,
    });
    expect(res.body.favorites).toHaveLength(4);
    expect(res.body.favorites).toContainEqual({
      degree_id: d3.id,
      degree: d3.name,
      campus_id: cat.campuses[1].id,
      campus: cat.campuses[1].name,
      created_at: expect.any(String),
    });
    const byDegree = Object.fromEntries(
      (res.body.meetings as Array<{ degree_id: number }>).map((m) => [m.degree_id, m]),
    );
    expect(byDegree[d0.id]).toMatchObject({
      degree: d0.name,
      campus: cat.campuses[0].name,
      state: 'booked',
      slot_starts_at: startsAt.toISOString(),
      time_zone: 'America/Mexico_City',
    });
    expect(byDegree[d1.id]).toMatchObject({ state: 'attended' });
    expect(byDegree[d2.id]).toMatchObject({ state: 'requested', slot_starts_at: null, time_zone: null });
  });

  it("says 'held' while the school does not authorize sharing", async () => {
    const world = await makeSchool(db(), { authorized: false });
    const token = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    const student = await makeStudent(db(), world);
    await addFavorites(db(), student.id, [cat.degrees[0]!.id], [cat.degrees[0]!.id]);
    const res = await get(token, `/highschools/${world.school.id}/students/${student.id}`);
    expect(res.body.meetings).toEqual([expect.objectContaining({ state: 'held' })]);
  });

  it("answers 404 StudentNotInSchool for another school's student or an orienter", async () => {
    const stranger = await makeStudent(db(), other);
    for (const userId of [stranger.id, school.orienter.id]) {
      const res = await get(orienter, `/highschools/${school.school.id}/students/${userId}`);
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('StudentNotInSchool');
    }
    const mine = await makeStudent(db(), school);
    expect((await get(otherOrienter, `/highschools/${school.school.id}/students/${mine.id}`)).status).toBe(403);
  });
});

describe('GET /highschools/{id}/students.csv', () => {
  it('sends the filtered list as a CSV with a BOM, audited, with no disclosure event', async () => {
    const { world, token, ana, bea, group } = await schoolWithStudents();
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools/${world.school.id}/students.csv?groupId=${group.id}`,
      headers: bearer(token),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="students-${world.school.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const text = res.raw.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      '"Nombre","Apellidos","Correo","Semestre","Grupo","Registro terminado","Favoritas","Solicitudes de reunión"',
      `"Beatriz","Martínez","${bea.email}","${world.inactiveSemester.name}","${group.name}","Sí","0","0"`,
      `"Ana","Zúñiga","${ana.email}","${world.activeSemester.name}","${group.name}","Sí","2","1"`,
    ]);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'school_students_csv.download'), eq(auditLog.entityId, String(world.school.id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      actorId: world.orienter.id,
      entity: 'school_students_csv',
      after: { highschool_id: world.school.id, students: 2, filters: { groupId: group.id } },
    });
    const events = await db().select().from(disclosures).where(eq(disclosures.actorId, world.orienter.id));
    expect(events).toEqual([]);
  });

  it('refuses HEAD (a download that sends no file is not recorded)', async () => {
    const res = await call(ctx.app, {
      method: 'HEAD',
      url: `/api/v1/highschools/${school.school.id}/students.csv`,
      headers: bearer(orienter),
    });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
  });
});

describe('nudges', () => {
  /** A school with a student who never finished, one onboarded 10 days ago without favourites, and others who need none. */
  async function nudgeWorld() {
    const world = await makeSchool(db());
    const token = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    const pending = await makeStudent(db(), world, { firstName: 'Pedro', lastName: 'Pendiente' });
    const idle = await makeStudent(db(), world, { firstName: 'Irma', lastName: 'Inactiva' });
    const fresh = await makeStudent(db(), world, { firstName: 'Fabián', lastName: 'Fresco' });
    const done = await makeStudent(db(), world, { firstName: 'Diana', lastName: 'Decidida' });
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    await db().update(users).set({ onboarded: false, createdAt: tenDaysAgo }).where(eq(users.id, pending.id));
    await db().update(users).set({ createdAt: tenDaysAgo }).where(eq(users.id, idle.id));
    await db().update(users).set({ createdAt: tenDaysAgo }).where(eq(users.id, done.id));
    await addFavorites(db(), done.id, [cat.degrees[0]!.id]);
    return { world, token, pending, idle, fresh, done, tenDaysAgo };
  }

  it('lists who needs one and why', async () => {
    const { world, token, pending, idle, tenDaysAgo } = await nudgeWorld();
    const res = await get(token, `/highschools/${world.school.id}/nudges`);
    expect(res.status).toBe(200);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(tenDaysAgo);
    expect(res.body).toEqual([
      {
        id: idle.id,
        first_name: 'Irma',
        last_name: 'Inactiva',
        email: idle.email,
        reason: 'no_favorite',
        since: day,
        last_nudged_at: null,
      },
      {
        id: pending.id,
        first_name: 'Pedro',
        last_name: 'Pendiente',
        email: pending.email,
        reason: 'not_onboarded',
        since: day,
        last_nudged_at: null,
      },
    ]);
  });

  it('sends one e-mail per student who needs it, at most once in 7 days, and audits each call', async () => {
    const { world, token, pending, idle, fresh, done } = await nudgeWorld();
    const stranger = await makeStudent(db(), other);
    const url = `/highschools/${world.school.id}/nudges`;
    const first = await post(token, url, { userIds: [pending.id, idle.id, fresh.id, done.id, stranger.id] });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      sent: 2,
      skipped: [
        { userId: fresh.id, reason: 'not_needed' },
        { userId: done.id, reason: 'not_needed' },
        { userId: stranger.id, reason: 'not_in_school' },
      ],
    });

    const rows = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'nudge'), like(mailOutbox.recipient, '%')))
      .orderBy(mailOutbox.id);
    const mine = rows.filter((r) => [pending.email, idle.email].includes(r.recipient));
    expect(mine).toHaveLength(2);
    const toPending = mine.find((r) => r.recipient === pending.email)!;
    expect(toPending.idempotencyKey).toMatch(new RegExp(`^nudge:${pending.id}:\\d{4}-W\\d{2}$`));
    expect(toPending.subject).toBe('Termina tu registro en Toca la Puerta');
    expect(toPending.text).toContain(`${ctx.app.config.mail.publicUrl}/onboarding`);
    const toIdle = mine.find((r) => r.recipient === idle.email)!;
    expect(toIdle.subject).toBe('Guarda tu primera carrera favorita');
    expect(toIdle.text).toContain(`${ctx.app.config.mail.publicUrl}/explorar`);
    expect(toIdle.text).toContain(world.school.name);

    // The worker writes it as an .eml file (no SMTP in tests).
    const { outboxDir } = ctx.app.config.mail;
    ctx.app.mail.nudge();
    const files = await eventually(async () => {
      const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((n) => n.endsWith('-nudge.eml'));
      return names.length >= 2 && names;
    });
    const emls = await Promise.all(files.map((f) => readFile(`${outboxDir}/${f}`, 'utf8')));
    expect(emls.some((e) => e.includes(`To: ${pending.email}`))).toBe(true);

    const listed = await get(token, url);
    expect(listed.body.find((c: { id: number }) => c.id === pending.id).last_nudged_at).toBe(
      toPending.createdAt.toISOString(),
    );

    const second = await post(token, url, { userIds: [pending.id, idle.id] });
    expect(second.body).toEqual({
      sent: 0,
      skipped: [
        { userId: pending.id, reason: 'recent' },
        { userId: idle.id, reason: 'recent' },
      ],
    });

    // Eight days later (its message moved back), the student may get another.
    await db()
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 8 * DAY), idempotencyKey: `nudge:${pending.id}:2000-W01` })
      .where(eq(mailOutbox.id, toPending.id));
    const third = await post(token, url, { userIds: [pending.id] });
    expect(third.body).toEqual({ sent: 1, skipped: [] });

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'nudge.send'), eq(auditLog.entityId, String(world.school.id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.after)).toEqual([
      { highschool_id: world.school.id, requested: 5, sent: 2, recent: 0, not_needed: 2, not_in_school: 1 },
      { highschool_id: world.school.id, requested: 2, sent: 0, recent: 2, not_needed: 0, not_in_school: 0 },
      { highschool_id: world.school.id, requested: 1, sent: 1, recent: 0, not_needed: 0, not_in_school: 0 },
    ]);
    expect(audits[0]).toMatchObject({ actorId: world.orienter.id, entity: 'nudge' });
  });

  it('takes 1 to 200 ids; another school orienter and a student get 403', async () => {
    const url = `/highschools/${school.school.id}/nudges`;
    expect((await post(orienter, url, { userIds: [] })).status).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await post(orienter, url, { userIds: many })).status).toBe(400);
    expect((await post(otherOrienter, url, { userIds: [1] })).status).toBe(403);
    expect((await get(otherOrienter, url)).status).toBe(403);
    const student = await signedInStudent(ctx.app, db(), school);
    expect((await post(student.token, url, { userIds: [student.id] })).status).toBe(403);
  });
});
