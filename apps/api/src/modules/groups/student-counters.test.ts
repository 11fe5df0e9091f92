import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { degrees, favoriteDegrees, meetings, users } from '../../db/schema/index.ts';
import { makeCatalog, makeSchool, makeUser } from '../../../test/factories.ts';
import { openTestDatabase } from '../../../test/helper.ts';

interface Counts {
  user_id: number;
  favorite_degrees: number;
  meetings: number;
}

/** What the counters must say: each user's favourites and meetings counted from the rows (users with none left out). */
const counted = (db: Db) =>
  rawRows<Counts>(
    db,
    sql`select u.id as user_id,
          (select count(*) from favorite_degrees f where f.user_id = u.id)::int as favorite_degrees,
          (select count(*) from meetings m where m.user_id = u.id)::int as meetings
        from users u
        where exists (select 1 from favorite_degrees f where f.user_id = u.id)
           or exists (select 1 from meetings m where m.user_id = u.id)
        order by u.id`,
  );

/** What the counters say, read as zeros where a user has no row; users at zero left out, as above. */
const kept = (db: Db) =>
  rawRows<Counts>(
    db,
    sql`select user_id, favorite_degrees, meetings from student_counters
        where favorite_degrees <> 0 or meetings <> 0 order by user_id`,
  );

type Step =
  | { op: 'signup'; n: number }
  | { op: 'deleteStudent'; student: number }
  | { op: 'favorite'; student: number; degrees: number[] }
  | { op: 'unfavorite'; student: number; degree: number }
  | { op: 'meeting'; student: number; degree: number }
  | { op: 'cancelMeeting'; student: number; degree: number }
  | { op: 'deleteDegree'; degree: number };

const pick = fc.nat({ max: 40 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('signup' as const), n: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('deleteStudent' as const), student: pick }),
  fc.record({ op: fc.constant('favorite' as const), student: pick, degrees: fc.array(pick, { maxLength: 4 }) }),
  fc.record({ op: fc.constant('unfavorite' as const), student: pick, degree: pick }),
  fc.record({ op: fc.constant('meeting' as const), student: pick, degree: pick }),
  fc.record({ op: fc.constant('cancelMeeting' as const), student: pick, degree: pick }),
  fc.record({ op: fc.constant('deleteDegree' as const), degree: pick }),
);

describe("each user's favourites and meetings (student_counters)", () => {
  let database: Database;
  let db: Db;
  let school: { id: number; semesterId: number };
  let degreeIds: number[];

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    const world = await makeSchool(db);
    school = { id: world.school.id, semesterId: world.activeSemester.id };
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
      case 'signup':
        for (let i = 0; i < s.n; i++)
          await makeUser(db, { type: 'student', highschoolId: school.id, semesterId: school.semesterId });
        return;
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
      case 'deleteDegree':
        // Its favourites and meetings go with it (cascade), many users at once.
        if (degree && degreeIds.length > 5) {
          await db.delete(degrees).where(inArray(degrees.id, [degree]));
          degreeIds = degreeIds.filter((id) => id !== degree);
        }
        return;
    }
  }

  it('equal the counted rows after any sequence of favourites, meetings and deletions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        for (const s of steps) await run(s);
        expect(await kept(db)).toEqual(await counted(db));
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it("count a statement's many rows of one user once each, and go with the account", async () => {
    const u = await makeUser(db, { type: 'student', highschoolId: school.id, semesterId: school.semesterId });
    const four = degreeIds.slice(0, 4);
    await db.insert(favoriteDegrees).values(four.map((degreeId) => ({ userId: u.id, degreeId })));
    await db.insert(meetings).values(four.slice(0, 2).map((degreeId) => ({ userId: u.id, degreeId })));
    const mine = sql`select favorite_degrees, meetings from student_counters where user_id = ${u.id}`;
    expect(await rawRows(db, mine)).toEqual([{ favorite_degrees: 4, meetings: 2 }]);
    await db.delete(users).where(eq(users.id, u.id));
    expect(await rawRows(db, mine)).toEqual([]);
  });
});
