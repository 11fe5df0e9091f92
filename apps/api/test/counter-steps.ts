// The steps of the counters' property tests: each changes the rows a counter counts as a request, an admin
// or a cascade would. A step takes the student and degree it picked, and does nothing where either is missing.
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { degrees, favoriteDegrees, meetings, users } from '../src/db/schema/index.ts';
import { makeUser } from './factories.ts';

/** The item a generated number picks from a list (counted round), or undefined on an empty list. */
export const nth = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);

/** Every student's id, oldest first: what a step's `student` number picks from. */
export async function studentIds(db: Db) {
  return (await db.select({ id: users.id }).from(users).where(eq(users.type, 'student')).orderBy(users.id)).map(
    (u) => u.id,
  );
}

/** The degrees the generated numbers pick, each once. */
export const pickDegrees = (degreeIds: number[], picks: number[]) => [...new Set(picks.map((d) => nth(degreeIds, d)!))];

/** Signs up n students of the school, in its active semester. */
export async function signup(db: Db, school: { id: number; semesterId: number }, n = 1) {
  for (let i = 0; i < n; i++)
    await makeUser(db, { type: 'student', highschoolId: school.id, semesterId: school.semesterId });
}

export async function deleteStudent(db: Db, student: number | undefined) {
  if (student) await db.delete(users).where(eq(users.id, student));
}

/** Adds the degrees to the student's favourites (those already there stay as they are). */
export async function favorite(db: Db, student: number | undefined, degreeIds: number[]) {
  if (student && degreeIds.length)
    await db
      .insert(favoriteDegrees)
      .values(degreeIds.map((degreeId) => ({ userId: student, degreeId })))
      .onConflictDoNothing();
}

export async function unfavorite(db: Db, student: number | undefined, degree: number | undefined) {
  // What the API does: a favourite with its meeting goes only with the meeting first.
  if (student && degree)
    await db.transaction(async (tx) => {
      await tx.delete(meetings).where(and(eq(meetings.userId, student), eq(meetings.degreeId, degree)));
      await tx
        .delete(favoriteDegrees)
        .where(and(eq(favoriteDegrees.userId, student), eq(favoriteDegrees.degreeId, degree)));
    });
}

/** Asks for a meeting on a favourite degree, once. */
export async function requestMeeting(db: Db, student: number | undefined, degree: number | undefined) {
  if (student && degree)
    await db.execute(
      sql`insert into ${meetings} (user_id, degree_id) select ${student}, ${degree}
          where exists (select 1 from ${favoriteDegrees} where user_id = ${student} and degree_id = ${degree})
          and not exists (select 1 from ${meetings} where user_id = ${student} and degree_id = ${degree})`,
    );
}

export async function cancelMeeting(db: Db, student: number | undefined, degree: number | undefined) {
  if (student && degree)
    await db.delete(meetings).where(and(eq(meetings.userId, student), eq(meetings.degreeId, degree)));
}

/** Deletes the degree while more than five are left; returns the degrees left. */
export async function deleteDegree(db: Db, degree: number | undefined, degreeIds: number[]) {
  if (!degree || degreeIds.length <= 5) return degreeIds;
  // Its favourites and meetings go with it (cascade), many users at once.
  await db.delete(degrees).where(inArray(degrees.id, [degree]));
  return degreeIds.filter((id) => id !== degree);
}

/** The steps on favourites, meetings and degrees that the tests of student_counters and highschool_counters share. */
export type SharedStep =
  | { op: 'deleteStudent'; student: number }
  | { op: 'favorite'; student: number; degrees: number[] }
  | { op: 'unfavorite'; student: number; degree: number }
  | { op: 'meeting'; student: number; degree: number }
  | { op: 'cancelMeeting'; student: number; degree: number }
  | { op: 'deleteDegree'; degree: number };

/** Takes one of the shared steps on the students and degrees there are; returns the degrees left. */
export async function takeSharedStep(db: Db, s: SharedStep, studentIds: number[], degreeIds: number[]) {
  if (s.op === 'deleteDegree') return deleteDegree(db, nth(degreeIds, s.degree), degreeIds);
  await takeStudentStep(db, s, nth(studentIds, s.student), degreeIds);
  return degreeIds;
}

async function takeStudentStep(
  db: Db,
  s: Exclude<SharedStep, { op: 'deleteDegree' }>,
  student: number | undefined,
  degreeIds: number[],
) {
  const degree = 'degree' in s ? nth(degreeIds, s.degree) : undefined;
  switch (s.op) {
    case 'deleteStudent':
      return deleteStudent(db, student);
    case 'favorite':
      return favorite(db, student, pickDegrees(degreeIds, s.degrees));
    case 'unfavorite':
      return unfavorite(db, student, degree);
    case 'meeting':
      return requestMeeting(db, student, degree);
    case 'cancelMeeting':
      return cancelMeeting(db, student, degree);
  }
}

/** Takes numRuns random sequences of 1 to 20 steps, each followed by the check of the counters. */
export async function afterAnySteps<S>(
  step: fc.Arbitrary<S>,
  run: (s: S) => Promise<void>,
  { numRuns }: { numRuns: number },
  check: () => Promise<void>,
) {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
      for (const s of steps) await run(s);
      await check();
    }),
    { numRuns },
  );
}
