import fc from 'fast-check';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { degrees, favoriteDegrees, highschoolCounters, meetings, users } from '../../db/schema/index.ts';
import { makeCatalog, makeSchool, makeUser } from '../../../test/factories.ts';
import { openTestDatabase } from '../../../test/helper.ts';

/** What the counters must say: the totals counted from the rows themselves. */
async function countedTotals(db: Db, schoolId: number) {
  const ofSchool = and(eq(users.highschoolId, schoolId), eq(users.type, 'student'));
  const [registers] = await db.select({ n: count() }).from(users).where(ofSchool);
  const [favorites] = await db
    .select({ n: count() })
    .from(favoriteDegrees)
    .innerJoin(users, eq(users.id, favoriteDegrees.userId))
    .where(ofSchool);
  const [meetingRows] = await db
    .select({ n: count() })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.userId))
    .where(ofSchool);
  return { registers: registers!.n, favoriteDegrees: favorites!.n, meetings: meetingRows!.n };
}

async function keptTotals(db: Db, schoolId: number) {
  const [row] = await db
    .select({
      registers: highschoolCounters.registers,
      favoriteDegrees: highschoolCounters.favoriteDegrees,
      meetings: highschoolCounters.meetings,
    })
    .from(highschoolCounters)
    .where(eq(highschoolCounters.highschoolId, schoolId));
  return row;
}

/** One change a real request (or an admin, or a cascade) can make to what the totals count. */
type Step =
  | { op: 'signup'; school: number; n: number }
  | { op: 'deleteStudent'; student: number }
  | { op: 'favorite'; student: number; degrees: number[] }
  | { op: 'unfavorite'; student: number; degree: number }
  | { op: 'meeting'; student: number; degree: number }
  | { op: 'cancelMeeting'; student: number; degree: number }
  | { op: 'move'; student: number; school: number }
  | { op: 'becomeOrienter'; student: number }
  | { op: 'deleteDegree'; degree: number };

const pick = fc.nat({ max: 40 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('signup' as const), school: fc.nat({ max: 1 }), n: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('deleteStudent' as const), student: pick }),
  fc.record({ op: fc.constant('favorite' as const), student: pick, degrees: fc.array(pick, { maxLength: 4 }) }),
  fc.record({ op: fc.constant('unfavorite' as const), student: pick, degree: pick }),
  fc.record({ op: fc.constant('meeting' as const), student: pick, degree: pick }),
  fc.record({ op: fc.constant('cancelMeeting' as const), student: pick, degree: pick }),
  fc.record({ op: fc.constant('move' as const), student: pick, school: fc.nat({ max: 1 }) }),
  fc.record({ op: fc.constant('becomeOrienter' as const), student: pick }),
  fc.record({ op: fc.constant('deleteDegree' as const), degree: pick }),
);

describe('the running totals of each school (highschool_counters)', () => {
  let database: Database;
  let db: Db;
  let schools: { id: number; semesterId: number }[];
  let degreeIds: number[];

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    const worlds = [await makeSchool(db), await makeSchool(db)];
    schools = worlds.map((w) => ({ id: w.school.id, semesterId: w.activeSemester.id }));
    // Spare catalogs: deleting a degree must not run the steps out of degrees.
    degreeIds = [];
    for (let i = 0; i < 3; i++) degreeIds.push(...(await makeCatalog(db)).degrees.map((d) => d.id));
  });
  afterAll(() => database.close());

  const students = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.type, 'student')).orderBy(users.id)).map((u) => u.id);
  const nth = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);

  async function run(s: Step) {
    const ids = await students();
    const student = 'student' in s ? nth(ids, s.student) : undefined;
    const degree = 'degree' in s ? nth(degreeIds, s.degree) : undefined;
    switch (s.op) {
      case 'signup': {
        const school = schools[s.school]!;
        for (let i = 0; i < s.n; i++)
          await makeUser(db, { type: 'student', highschoolId: school.id, semesterId: school.semesterId });
        return;
      }
      case 'deleteStudent':
        if (student) await db.delete(users).where(eq(users.id, student));
        return;
      case 'favorite': {
        const chosen = [...new Set(s.degrees.map((d) => nth(degreeIds, d)!))];
        if (student && chosen.length)
          await db
            .insert(favoriteDegrees)
            .values(chosen.map((degreeId) => ({ userId: student, degreeId })))
            .onConflictDoNothing();
        return;
      }
      case 'unfavorite':
        // What the API does: a favourite with its meeting goes only with the meeting first.
        if (student && degree)
          await db.transaction(async (tx) => {
            await tx.delete(meetings).where(and(eq(meetings.userId, student), eq(meetings.degreeId, degree)));
            await tx
              .delete(favoriteDegrees)
              .where(and(eq(favoriteDegrees.userId, student), eq(favoriteDegrees.degreeId, degree)));
          });
        return;
      case 'meeting':
        if (student && degree)
          await db.execute(
            sql`insert into ${meetings} (user_id, degree_id) select ${student}, ${degree}
                where exists (select 1 from ${favoriteDegrees} where user_id = ${student} and degree_id = ${degree})
                and not exists (select 1 from ${meetings} where user_id = ${student} and degree_id = ${degree})`,
          );
        return;
      case 'cancelMeeting':
        if (student && degree)
          await db.delete(meetings).where(and(eq(meetings.userId, student), eq(meetings.degreeId, degree)));
        return;
      case 'move':
        if (student) await db.update(users).set({ highschoolId: schools[s.school]!.id }).where(eq(users.id, student));
        return;
      case 'becomeOrienter':
        if (student) await db.update(users).set({ type: 'orienter', semesterId: null }).where(eq(users.id, student));
        return;
      case 'deleteDegree':
        if (degree && degreeIds.length > 5) {
          await db.delete(degrees).where(inArray(degrees.id, [degree]));
          degreeIds = degreeIds.filter((id) => id !== degree);
        }
        return;
    }
  }

  it('equal the counted rows after any sequence of signups, favourites, meetings, moves and deletions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        for (const s of steps) await run(s);
        for (const school of schools) {
          expect(await keptTotals(db, school.id)).toEqual(await countedTotals(db, school.id));
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('start at zero for a new school', async () => {
    const { school } = await makeSchool(db);
    expect(await keptTotals(db, school.id)).toEqual({ registers: 0, favoriteDegrees: 0, meetings: 0 });
  });
});
