// A school's insights on both databases: the funnel of distinct students per step and per group,
// the interests with their floor of 5 students, the season's weeks with the forecast, the admins'
// list of every school and its audited CSV, and who may read them.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { addDays, dayInMexico, MEXICO_UTC_OFFSET, seasonOf, weekStartOf, weekStarts } from '@tlp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, meetings, meetingSlots, userCities, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import { parseCsv } from '../../../test/csv.ts';
import {
  addFavorites,
  adminToken,
  makeCatalog,
  makeGroup,
  makeSchool,
  makeStudent,
  PASSWORD,
  signedInStudent,
} from '../../../test/factories.ts';

type School = Awaited<ReturnType<typeof makeSchool>>;

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let world: School;
let other: School;
let tokens: { admin: string; orienter: string; otherOrienter: string; student: string };
let groupA: { id: number };
let groupB: { id: number };

const db = () => ctx.database.db;
const get = (url: string, token: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

const HOUR = 3_600_000;
/** A slot of campus A, a day ahead, for the bookings of the funnel. */
async function slot() {
  const startsAt = new Date(Date.now() + 24 * HOUR);
  const [row] = await db()
    .insert(meetingSlots)
    .values({
      campusId: cat.campuses[0].id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      minutes: 30,
      seats: 10,
      videoUrl: 'https://meet.example.com/sala',
      timeZone: 'America/Mexico_City',
    })
    .returning();
  return row!;
}

const setMeeting = (userId: number, degreeId: number, values: { slotId?: number; attended?: boolean }) =>
  db()
    .update(meetings)
    .set(values)
    .where(and(eq(meetings.userId, userId), eq(meetings.degreeId, degreeId)));

const notOnboarded = (ids: number[]) => db().update(users).set({ onboarded: false }).where(inArray(users.id, ids));

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await makeCatalog(db());
  world = await makeSchool(db());
  other = await makeSchool(db());
  const deg = cat.degrees;
  const booked = await slot();

  // Group A: s1 not onboarded; s2 a favourite; s3 a request; s4 booked; s5 attended.
  const a = await Promise.all([1, 2, 3, 4, 5].map(() => makeStudent(db(), world)));
  const [s1, s2, s3, s4, s5] = a as [(typeof a)[0], (typeof a)[0], (typeof a)[0], (typeof a)[0], (typeof a)[0]];
  await notOnboarded([s1.id]);
  await addFavorites(db(), s2.id, [deg[0]!.id, deg[1]!.id]);
  await addFavorites(db(), s3.id, [deg[0]!.id, deg[1]!.id], [deg[0]!.id, deg[1]!.id]);
  await addFavorites(db(), s4.id, [deg[0]!.id], [deg[0]!.id]);
  await setMeeting(s4.id, deg[0]!.id, { slotId: booked.id });
  await addFavorites(db(), s5.id, [deg[2]!.id], [deg[2]!.id]);
  await setMeeting(s5.id, deg[2]!.id, { slotId: booked.id, attended: true });
  groupA = await makeGroup(
    db(),
    world.school.id,
    'Grupo A',
    a.map((s) => s.id),
  );
  groupB = await makeGroup(db(), world.school.id, 'Grupo B');

  // In no group: s6 with two requests, one booked (counted once); s7 not onboarded.
  const s6 = await makeStudent(db(), world);
  const s7 = await makeStudent(db(), world);
  await notOnboarded([s7.id]);
  await addFavorites(db(), s6.id, [deg[0]!.id, deg[3]!.id], [deg[0]!.id, deg[3]!.id]);
  await setMeeting(s6.id, deg[3]!.id, { slotId: booked.id });

  // Another school's student, with everything: never counted here.
  const stranger = await makeStudent(db(), other);
  await addFavorites(db(), stranger.id, [deg[0]!.id], [deg[0]!.id]);
  await setMeeting(stranger.id, deg[0]!.id, { slotId: booked.id, attended: true });

  tokens = {
    admin: await adminToken(ctx.app, db()),
    orienter: await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD),
    otherOrienter: await tokenFor(ctx.app, other.orienter.email, 'orienter', PASSWORD),
    // One more student of the school, onboarded, in no group, with nothing else.
    student: (await signedInStudent(ctx.app, db(), world)).token,
  };
});
afterAll(() => ctx.close());

const counts = (
  registered: number,
  onboarded: number,
  fav: number,
  meeting: number,
  booked: number,
  attended: number,
) => ({
  registered,
  onboarded,
  with_favorite: fav,
  with_meeting: meeting,
  booked,
  attended,
});

describe('GET /highschools/:id/funnel', () => {
  it('counts distinct students at each step, for the school, each group and "Sin grupo" last', async () => {
    const res = await get(`/highschools/${world.school.id}/funnel`, tokens.orienter);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      school: { notebooks: 10, ...counts(8, 6, 5, 4, 3, 1) },
      groups: [
        { id: groupA.id, name: 'Grupo A', notebooks: null, ...counts(5, 4, 4, 3, 2, 1) },
        { id: groupB.id, name: 'Grupo B', notebooks: null, ...counts(0, 0, 0, 0, 0, 0) },
        { id: null, name: 'Sin grupo', notebooks: null, ...counts(3, 2, 1, 1, 1, 0) },
      ],
    });
  });

  it('answers a school with no students with zeros and "Sin grupo"', async () => {
    const empty = await makeSchool(db());
    const res = await get(`/highschools/${empty.school.id}/funnel`, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      school: { notebooks: 10, ...counts(0, 0, 0, 0, 0, 0) },
      groups: [{ id: null, name: 'Sin grupo', notebooks: null, ...counts(0, 0, 0, 0, 0, 0) }],
    });
  });
});

describe('GET /highschools/:id/interests', () => {
  it('shows buckets of 5 students or more, and "Otros" (distinct students) only with 5 or more', async () => {
    const school = await makeSchool(db());
    const s = await Promise.all(Array.from({ length: 12 }, () => makeStudent(db(), school)));
    const [civil, , medicina, , diseno] = cat.degrees;
    // Civil (area 1): 6 students. Diseño (area 3): 4. Medicina (area 2): 3, one of them also in Diseño.
    for (const student of s.slice(0, 6)) await addFavorites(db(), student.id, [civil!.id]);
    for (const student of s.slice(6, 10)) await addFavorites(db(), student.id, [diseno!.id]);
    for (const student of [s[6]!, s[10]!, s[11]!]) await addFavorites(db(), student.id, [medicina!.id]);
    // City 1: 5 students (shown); city 2: 4 (its 'Otros' alone is 4: not shown).
    await db()
      .insert(userCities)
      .values([
        ...s.slice(0, 5).map((u) => ({ userId: u.id, cityId: cat.cities[0].id })),
        ...s.slice(5, 9).map((u) => ({ userId: u.id, cityId: cat.cities[1].id })),
      ]);

    const res = await get(`/highschools/${school.school.id}/interests`, tokens.admin);
    expect(res.status).toBe(200);
    const others = { id: null, name: 'Otros', students: 6 };
    expect(res.body).toEqual({
      areas: [{ id: cat.areas[0].id, name: cat.areas[0].name, students: 6 }, others],
      degrees: [{ id: civil!.id, name: `Ingeniería Civil (${cat.campuses[0].name})`, students: 6 }, others],
      cities: [{ id: cat.cities[0].id, name: cat.cities[0].name, students: 5 }],
    });
    // A bucket of 4 never appears.
    const names = Object.values(res.body as Record<string, Array<{ students: number }>>).flat();
    expect(names.every((b) => b.students >= 5)).toBe(true);
  });

  it('names at most 10 buckets; the rest count in "Otros"', async () => {
    const school = await makeSchool(db());
    const s = await Promise.all(Array.from({ length: 5 }, () => makeStudent(db(), school)));
    // The same 5 students favour 12 degrees of area 2: 12 buckets of 5.
    const many = cat.degrees.slice(5, 17).map((d) => d.id);
    for (const student of s) await addFavorites(db(), student.id, many);
    const res = await get(`/highschools/${school.school.id}/interests`, tokens.admin);
    expect(res.body.degrees).toHaveLength(11);
    expect(res.body.degrees.slice(0, 10).every((b: { id: number | null }) => b.id !== null)).toBe(true);
    expect(res.body.degrees[10]).toEqual({ id: null, name: 'Otros', students: 5 });
    expect(res.body.areas).toEqual([{ id: cat.areas[1].id, name: cat.areas[1].name, students: 5 }]);
  });
});

describe('GET /highschools/:id/trend', () => {
  /** Noon in central Mexico of the day `offset` days after the Monday `weeksAgo` weeks ago. */
  const at = (weeksAgo: number, offset = 2) => {
    const monday = addDays(weekStartOf(dayInMexico(new Date())), -7 * weeksAgo);
    return new Date(`${addDays(monday, offset)}T12:00:00${MEXICO_UTC_OFFSET}`);
  };

  it('gives every week of the season, the reward targets and the forecast from the last 4 complete weeks', async () => {
    const school = await makeSchool(db()); // 10 notebooks: targets 8 registrations, 4 meetings
    const when = [at(1), at(1, 6), at(2), at(4), at(5), new Date()];
    const students = await Promise.all(when.map(() => makeStudent(db(), school)));
    for (const [i, student] of students.entries())
      await db().update(users).set({ createdAt: when[i]! }).where(eq(users.id, student.id));
    // Two requests last week: 0.5 a week over 4 weeks.
    await addFavorites(
      db(),
      students[0]!.id,
      [cat.degrees[0]!.id, cat.degrees[1]!.id],
      [cat.degrees[0]!.id, cat.degrees[1]!.id],
    );
    await db()
      .update(meetings)
      .set({ createdAt: at(1, 3) })
      .where(eq(meetings.userId, students[0]!.id));

    const res = await get(`/highschools/${school.school.id}/trend`, tokens.admin);
    expect(res.status).toBe(200);
    const today = dayInMexico(new Date());
    const season = seasonOf(today);
    const current = weekStartOf(today);
    expect(res.body.season).toEqual(season);
    expect(res.body.weeks.map((w: { week_start: string }) => w.week_start)).toEqual(
      weekStarts(weekStartOf(season.starts_on), current),
    );
    const registrations: Record<string, number> = {};
    for (const date of when) {
      const week = weekStartOf(dayInMexico(date));
      registrations[week] = (registrations[week] ?? 0) + 1;
    }
    const lastWeek = addDays(current, -7);
    for (const w of res.body.weeks as Array<{ week_start: string; registrations: number; meetings: number }>) {
      expect(w.registrations, w.week_start).toBe(registrations[w.week_start] ?? 0);
      expect(w.meetings, w.week_start).toBe(w.week_start === lastWeek ? 2 : 0);
    }
    expect(res.body.targets).toEqual({ registrations: 8, meetings: 4 });
    expect(res.body.totals).toEqual({ registrations: 6, meetings: 2 });
    expect(res.body.method).toBe('last_4_weeks');
    // Weeks 1 to 4 ago hold 4 registrations (the current week and the 5th are left out): 1 a week,
    // 2 to go: 14 days. Meetings: 0.5 a week, 2 to go: 28 days.
    const until = (days: number) => (addDays(today, days) <= season.ends_on ? addDays(today, days) : null);
    expect(res.body.forecast).toEqual({
      registrations: { rate_per_week: 1, reached: false, reaches_on: until(14) },
      meetings: { rate_per_week: 0.5, reached: false, reaches_on: until(28) },
    });
  });

  it('says a reached goal is reached', async () => {
    const res = await get(`/highschools/${world.school.id}/trend`, tokens.orienter);
    expect(res.status).toBe(200);
    // 8 students of 10 notebooks: the registrations goal (8) is met.
    expect(res.body.forecast.registrations).toMatchObject({ reached: true, reaches_on: null });
    expect(res.body.forecast.meetings.reached).toBe(true); // 6 requests of 4
  });
});

describe("the admins' funnel of every school", () => {
  it('pages schools by name with their funnels, filtered by city', async () => {
    const res = await get(`/highschools/funnel?cityId=${world.city.id}&page=1&pageSize=10`, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body).toEqual([
      {
        highschool_id: world.school.id,
        name: world.school.name,
        city: world.city.name,
        notebooks: 10,
        ...counts(8, 6, 5, 4, 3, 1),
      },
    ]);
    const all = await get('/highschools/funnel?page=1&pageSize=200', tokens.admin);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(all.body).toHaveLength(total);
    const names = all.body.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort());
  });

  it('downloads it as CSV, recorded in the audit trail; HEAD is refused', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools/funnel.csv?cityId=${other.city.id}`,
      headers: bearer(tokens.admin),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="embudo-preparatorias-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.raw.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      [
        'Preparatoria',
        'Ciudad',
        'Libretas',
        'Registrados',
        'Registro terminado',
        'Con favorita',
        'Con solicitud de reunión',
        'Con reunión agendada',
        'Asistieron',
      ],
      [other.school.name, other.city.name, '10', '1', '1', '1', '1', '1', '1'],
    ]);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'school_funnel_csv.download'))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({ entity: 'school_funnel_csv', after: { filters: { cityId: other.city.id } } });

    const head = await call(ctx.app, {
      method: 'HEAD',
      url: '/api/v1/highschools/funnel.csv',
      headers: bearer(tokens.admin),
    });
    expect(head.status).toBe(405);
  });
});

describe('who may read them', () => {
  const schoolRoutes = (id: number) => [
    `/highschools/${id}/funnel`,
    `/highschools/${id}/trend`,
    `/highschools/${id}/interests`,
  ];

  it("keeps a school's insights from another school's orienter and from students (403)", async () => {
    for (const url of schoolRoutes(world.school.id)) {
      expect((await get(url, tokens.otherOrienter)).status, url).toBe(403);
      expect((await get(url, tokens.student)).status, url).toBe(403);
      expect((await get(url, tokens.orienter)).status, url).toBe(200);
      expect((await get(url, tokens.admin)).status, url).toBe(200);
    }
    for (const url of schoolRoutes(2_000_000_000)) expect((await get(url, tokens.admin)).status, url).toBe(404);
  });

  it("keeps every school's funnel and its CSV for admins", async () => {
    for (const url of ['/highschools/funnel', '/highschools/funnel.csv']) {
      expect((await get(url, tokens.orienter)).status, url).toBe(403);
      expect((await get(url, tokens.student)).status, url).toBe(403);
    }
  });
});
