import fc from 'fast-check';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { favoriteDegrees, highschoolCounters, meetings, users } from '../../db/schema/index.ts';
import {
  afterAnySteps,
  nth,
  signup,
  studentIds,
  takeSharedStep,
  type SharedStep,
} from '../../../test/counter-steps.ts';
import { makeCatalog, makeSchool } from '../../../test/factories.ts';
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
  | SharedStep
  | { op: 'move'; student: number; school: number }
  | { op: 'becomeOrienter'; student: number };

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

  async function run(s: Step) {
    const ids = await studentIds(db);
    const student = 'student' in s ? nth(ids, s.student) : undefined;
    switch (s.op) {
      case 'signup':
        return signup(db, schools[s.school]!, s.n);
      case 'move':
        if (student) await db.update(users).set({ highschoolId: schools[s.school]!.id }).where(eq(users.id, student));
        return;
      case 'becomeOrienter':
        if (student) await db.update(users).set({ type: 'orienter', semesterId: null }).where(eq(users.id, student));
        return;
      default:
        degreeIds = await takeSharedStep(db, s, ids, degreeIds);
    }
  }

  it('equal the counted rows after any sequence of signups, favourites, meetings, moves and deletions', async () => {
    await afterAnySteps(step, run, { numRuns: 12 }, async () => {
      for (const school of schools) {
        expect(await keptTotals(db, school.id)).toEqual(await countedTotals(db, school.id));
      }
    });
  }, 120_000);

  it('start at zero for a new school', async () => {
    const { school } = await makeSchool(db);
    expect(await keptTotals(db, school.id)).toEqual({ registers: 0, favoriteDegrees: 0, meetings: 0 });
  });
});
