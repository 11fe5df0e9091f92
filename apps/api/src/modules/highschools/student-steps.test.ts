import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { campuses, degrees, favoriteDegrees, meetings, meetingSlots, users } from '../../db/schema/index.ts';
import {
  afterAnySteps,
  cancelMeeting,
  deleteDegree,
  deleteStudent,
  favorite,
  nth,
  pickDegrees,
  signup,
  studentIds,
} from '../../../test/counter-steps.ts';
import { makeCatalog, makeSchool, makeUser } from '../../../test/factories.ts';
import { openTestDatabase } from '../../../test/helper.ts';

interface Steps {
  user_id: number;
  meetings: number;
  booked: number;
  attended: number;
}

/** What the counters must say: each user's meetings, booked (a slot or attended) and attended, counted from the rows. */
const counted = (db: Db) =>
  rawRows<Steps>(
    db,
    sql`select m.user_id, count(*)::int as meetings,
          (count(*) filter (where m.slot_id is not null or m.attended))::int as booked,
          (count(*) filter (where m.attended))::int as attended
        from meetings m group by m.user_id order by m.user_id`,
  );

/** What the counters say, users without meetings left out (as in the count). */
const kept = (db: Db) =>
  rawRows<Steps>(
    db,
    sql`select user_id, meetings, booked, attended from student_counters
        where meetings <> 0 or booked <> 0 or attended <> 0 order by user_id`,
  );

interface SchoolCampus {
  highschool_id: number;
  campus_id: number;
  requested: number;
  booked: number;
  attended: number;
}

/** What each school's totals per campus must say: its students' requests counted by their degree's campus. */
const countedByCampus = (db: Db) =>
  rawRows<SchoolCampus>(
    db,
    sql`select u.highschool_id, d.campus_id, count(*)::int as requested,
          (count(*) filter (where m.slot_id is not null))::int as booked,
          (count(*) filter (where m.attended))::int as attended
        from meetings m join users u on u.id = m.user_id join degrees d on d.id = m.degree_id
        where u.type = 'student' group by 1, 2 order by 1, 2`,
  );

const keptByCampus = (db: Db) =>
  rawRows<SchoolCampus>(
    db,
    sql`select highschool_id, campus_id, requested, booked, attended from highschool_campus_meetings
        where requested <> 0 or booked <> 0 or attended <> 0 order by 1, 2`,
  );

type Step =
  | { op: 'signup' }
  | { op: 'move'; student: number; school: number }
  | { op: 'becomeOrienter'; student: number }
  | { op: 'moveDegree'; degree: number; campus: number }
  | { op: 'deleteCampus'; campus: number }
  | { op: 'deleteStudent'; student: number }
  | { op: 'request'; student: number; degrees: number[] }
  | { op: 'cancel'; student: number; degree: number }
  | { op: 'book'; student: number; degree: number }
  | { op: 'unbook'; student: number }
  | { op: 'outcome'; degree: number; attended: boolean | null }
  | { op: 'share'; student: number }
  | { op: 'deleteDegree'; degree: number };

const pick = fc.nat({ max: 30 });
/** Few degrees, so that bookings and outcomes find requests to change. */
const few = fc.nat({ max: 5 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('signup' as const) }),
  fc.record({ op: fc.constant('move' as const), student: pick, school: fc.nat({ max: 1 }) }),
  fc.record({ op: fc.constant('becomeOrienter' as const), student: pick }),
  fc.record({ op: fc.constant('moveDegree' as const), degree: few, campus: pick }),
  fc.record({ op: fc.constant('deleteCampus' as const), campus: pick }),
  fc.record({ op: fc.constant('deleteStudent' as const), student: pick }),
  fc.record({ op: fc.constant('request' as const), student: pick, degrees: fc.array(few, { maxLength: 4 }) }),
  fc.record({ op: fc.constant('cancel' as const), student: pick, degree: few }),
  fc.record({ op: fc.constant('book' as const), student: pick, degree: few }),
  fc.record({ op: fc.constant('unbook' as const), student: pick }),
  fc.record({
    op: fc.constant('outcome' as const),
    degree: few,
    attended: fc.constantFrom(true, false, null),
  }),
  fc.record({ op: fc.constant('share' as const), student: pick }),
  fc.record({ op: fc.constant('deleteDegree' as const), degree: few }),
);

describe("each user's booked and attended meetings (student_counters, 0031) and each school's per campus (0032)", () => {
  let database: Database;
  let db: Db;
  let school: { id: number; semesterId: number };
  let schoolIds: number[];
  let degreeIds: number[];
  let slotId: number;
  let slotCampusId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    const world = await makeSchool(db);
    school = { id: world.school.id, semesterId: world.activeSemester.id };
    schoolIds = [world.school.id, (await makeSchool(db)).school.id];
    degreeIds = [];
    let campusId = 0;
    for (let i = 0; i < 3; i++) {
      const catalog = await makeCatalog(db);
      degreeIds.push(...catalog.degrees.map((d) => d.id));
      campusId = catalog.degrees[0]!.campusId;
    }
    const startsAt = new Date(Date.now() + 86_400_000);
    const [slot] = await db
      .insert(meetingSlots)
      .values({
        campusId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        minutes: 30,
        seats: 50,
        videoUrl: 'https://meet.example/x',
        timeZone: 'America/Mexico_City',
      })
      .returning({ id: meetingSlots.id });
    slotId = slot!.id;
    slotCampusId = campusId;
    await signup(db, school, 4);
  });
  afterAll(() => database.close());

  async function run(s: Step) {
    const ids = await studentIds(db);
    degreeIds = (await db.select({ id: degrees.id }).from(degrees).orderBy(degrees.id)).map((d) => d.id);
    // Every campus but the one of the slot the bookings take.
    const campusIds = (await db.select({ id: campuses.id }).from(campuses).orderBy(campuses.id))
      .map((c) => c.id)
      .filter((id) => id !== slotCampusId);
    const student = 'student' in s ? nth(ids, s.student) : undefined;
    const degree = 'degree' in s ? nth(degreeIds, s.degree) : undefined;
    switch (s.op) {
      case 'signup':
        return signup(db, school);
      case 'move':
        if (student) await db.update(users).set({ highschoolId: schoolIds[s.school]! }).where(eq(users.id, student));
        return;
      case 'becomeOrienter':
        if (student) await db.update(users).set({ type: 'orienter' }).where(eq(users.id, student));
        return;
      case 'moveDegree': {
        const campus = nth(campusIds, s.campus);
        // Another campus may already have a degree of that name (degrees_campus_name_key).
        if (degree && campus)
          await db
            .update(degrees)
            .set({ campusId: campus, name: sql`${degrees.name} || ' ' || ${degree}` })
            .where(eq(degrees.id, degree));
        return;
      }
      case 'deleteCampus': {
        const campus = nth(campusIds, s.campus);
        if (campus && campusIds.length > 3) await db.delete(campuses).where(eq(campuses.id, campus));
        return;
      }
      case 'deleteStudent':
        return deleteStudent(db, student);
      case 'request': {
        const chosen = pickDegrees(degreeIds, s.degrees);
        if (!student || !chosen.length) return;
        await favorite(db, student, chosen);
        await db
          .insert(meetings)
          .values(chosen.map((degreeId) => ({ userId: student, degreeId })))
          .onConflictDoNothing();
        return;
      }
      case 'cancel':
        return cancelMeeting(db, student, degree);
      case 'book':
        if (student && degree)
          await db
            .update(meetings)
            .set({ slotId })
            .where(and(eq(meetings.userId, student), eq(meetings.degreeId, degree)));
        return;
      case 'unbook':
        // Every booking of the student at once, as a cancelled slot frees them.
        if (student) await db.update(meetings).set({ slotId: null }).where(eq(meetings.userId, student));
        return;
      case 'outcome':
        // Every request on the degree, many students in one statement.
        if (degree) await db.update(meetings).set({ attended: s.attended }).where(eq(meetings.degreeId, degree));
        return;
      case 'share':
        if (student) await db.update(meetings).set({ sharedAt: new Date() }).where(eq(meetings.userId, student));
        return;
      case 'deleteDegree':
        // The degrees are read again at the next step.
        await deleteDegree(db, degree, degreeIds);
        return;
    }
  }

  it('equal the counted rows after any sequence of requests, bookings, outcomes, moves and deletions', async () => {
    await afterAnySteps(step, run, { numRuns: 25 }, async () => {
      expect(await kept(db)).toEqual(await counted(db));
      expect(await keptByCampus(db)).toEqual(await countedByCampus(db));
    });
  }, 120_000);

  it('follow a booking, an outcome and a cancellation of one request', async () => {
    const u = await makeUser(db, { type: 'student', highschoolId: school.id, semesterId: school.semesterId });
    const [a, b] = (await db.select({ id: degrees.id }).from(degrees).orderBy(degrees.id).limit(2)).map(
      (d) => d.id,
    ) as [number, number];
    await run({ op: 'signup' });
    await db.insert(favoriteDegrees).values([a, b].map((degreeId) => ({ userId: u.id, degreeId })));
    await db.insert(meetings).values([a, b].map((degreeId) => ({ userId: u.id, degreeId })));
    const mine = sql`select meetings, booked, attended from student_counters where user_id = ${u.id}`;
    expect(await rawRows(db, mine)).toEqual([{ meetings: 2, booked: 0, attended: 0 }]);
    await db.update(meetings).set({ slotId }).where(eq(meetings.userId, u.id));
    expect(await rawRows(db, mine)).toEqual([{ meetings: 2, booked: 2, attended: 0 }]);
    await db
      .update(meetings)
      .set({ attended: true, slotId: null })
      .where(and(eq(meetings.userId, u.id), eq(meetings.degreeId, a)));
    expect(await rawRows(db, mine)).toEqual([{ meetings: 2, booked: 2, attended: 1 }]);
    await db.delete(meetings).where(and(eq(meetings.userId, u.id), eq(meetings.degreeId, a)));
    expect(await rawRows(db, mine)).toEqual([{ meetings: 1, booked: 1, attended: 0 }]);
  });
});
