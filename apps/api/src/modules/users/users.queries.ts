import { and, asc, eq } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client.ts';
import { contactColumns } from '../../db/columns.ts';
import { campuses, cities, highschools, semesters } from '../../db/schema/index.ts';
import { users } from './users.schema.ts';

/** The city of a representative's campus (the school's city is `cities`). */
export const campusCities = alias(cities, 'campus_cities');

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
    .leftJoin(campusCities, eq(campusCities.id, campuses.cityId))
    .where(eq(users.id, userId));
  return row as SelectResultFields<C> | undefined;
}

/** A campus's representatives and how to reach them, oldest account first (for the campus's page). */
export async function campusRepresentatives(db: DbOrTx, campusId: number) {
  const rows = await db
    .select({ ...contactColumns, created_at: users.createdAt })
    .from(users)
    .where(and(eq(users.campusId, campusId), eq(users.type, 'university')))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
