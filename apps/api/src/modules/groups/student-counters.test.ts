import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { favoriteDegrees, meetings, users } from '../../db/schema/index.ts';
import { afterAnySteps, signup, studentIds, takeSharedStep, type SharedStep } from '../../../test/counter-steps.ts';
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

type Step = { op: 'signup'; n: number } | SharedStep;

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

  async function run(s: Step) {
    const ids = await studentIds(db);
    switch (s.op) {
      case 'signup':
        return signup(db, school, s.n);
      default:
        degreeIds = await takeSharedStep(db, s, ids, degreeIds);
    }
  }

  it('equal the counted rows after any sequence of favourites, meetings and deletions', async () => {
    await afterAnySteps(step, run, { numRuns: 12 }, async () => {
      expect(await kept(db)).toEqual(await counted(db));
    });
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
