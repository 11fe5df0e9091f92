import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { highschools, orienterKeys, semesters, users } from '../../db/schema/index.ts';
import { validationError, type ErrorDetail } from '../../lib/errors.ts';

/** A school that exists and an active semester, or a 400 naming the wrong field. */
export async function assertSchoolAndSemester(db: DbOrTx, highschoolId: number, semesterId: number) {
  const [school] = await db.select({ id: highschools.id }).from(highschools).where(eq(highschools.id, highschoolId));
  const [semester] = await db
    .select({ id: semesters.id })
    .from(semesters)
    .where(and(eq(semesters.id, semesterId), eq(semesters.active, true)));
  const details: ErrorDetail[] = [];
  if (!school) details.push({ path: 'highschoolId', message: ERROR_MESSAGES.highschoolNotFound });
  if (!semester) details.push({ path: 'semesterId', message: ERROR_MESSAGES.semesterNotFound });
  if (details.length) throw validationError(details);
}

/** The live key of an orienter of the given school, if the key is one. */
export async function liveKeyOfSchool(db: DbOrTx, key: string, highschoolId: number) {
  const rows = await db
    .select({ id: orienterKeys.id })
    .from(orienterKeys)
    .innerJoin(users, eq(users.id, orienterKeys.orienterId))
    .where(
      and(
        eq(sql`upper(${orienterKeys.key})`, key.toUpperCase()),
        eq(orienterKeys.active, true),
        or(isNull(orienterKeys.expiresAt), gt(orienterKeys.expiresAt, sql`now()`)),
        eq(users.type, 'orienter'),
        eq(users.highschoolId, highschoolId),
      ),
    );
  return rows[0];
}
