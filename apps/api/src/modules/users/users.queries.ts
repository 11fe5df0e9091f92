import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client.ts';
import { campuses, cities, highschools, semesters } from '../../db/schema/index.ts';
import { users } from './users.schema.ts';

/**
 * One user with their school, its city and their semester, the columns asked for (for this module
 * and the data export). An admin has neither school nor semester: those columns are null then.
 */
export async function userWithSchool<C extends SelectedFields>(
  db: DbOrTx,
  columns: C,
  userId: number,
): Promise<SelectResultFields<C> | undefined> {
  const [row] = await db
    .select(columns as SelectedFields)
    .from(users)
    .leftJoin(highschools, eq(highschools.id, users.highschoolId))
    .leftJoin(cities, eq(cities.id, highschools.cityId))
    .leftJoin(semesters, eq(semesters.id, users.semesterId))
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .where(eq(users.id, userId));
  return row as SelectResultFields<C> | undefined;
}
