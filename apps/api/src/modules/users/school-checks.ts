import { and, eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { highschools, semesters } from '../../db/schema/index.ts';
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
