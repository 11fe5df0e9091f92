import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactColumns } from '../../db/columns.ts';
import { pageOf, type PageRequest } from '../../db/paging.ts';
import { cities, favoriteDegrees, highschools, meetings, users } from '../../db/schema/index.ts';
import { placeById, placesByNameOrCity } from '../../db/places.ts';

const detailColumns = {
  id: highschools.id,
  name: highschools.name,
  city: cities.name,
  city_id: highschools.cityId,
  notebooks: highschools.notebooks,
};

const int = (value: unknown) => Number(value ?? 0);

export function highschoolsRepository(db: DbOrTx) {
  return {
    /** Schools whose name or city contains the search, by name. */
    list: (opts: PageRequest & { search?: string }) =>
      placesByNameOrCity(db, highschools, { id: highschools.id, name: highschools.name, city: cities.name }, opts),

    find: (id: number) => placeById(db, highschools, detailColumns, id),

    async exists(id: number) {
      const [row] = await db.select({ id: highschools.id }).from(highschools).where(eq(highschools.id, id));
      return !!row;
    },

    /** Notebooks, students, their favourites and their meetings: of one school, or of all when no id is given. */
    async stats(highschoolId?: number) {
      const ofSchool = highschoolId === undefined ? sql`true` : sql`${users.highschoolId} = ${highschoolId}`;
      const students = sql`select ${users.id} from ${users} where ${users.type} = 'student' and ${ofSchool}`;
      const notebooks =
        highschoolId === undefined
          ? sql`(select coalesce(sum(${highschools.notebooks}), 0) from ${highschools})`
          : sql`(select ${highschools.notebooks} from ${highschools} where ${highschools.id} = ${highschoolId})`;
      const result = await db.execute<{
        notebooks: unknown;
        registers: unknown;
        favorite_degrees: unknown;
        meetings: unknown;
      }>(sql`
        select
          ${notebooks}::int as notebooks,
          (select count(*) from (${students}) s)::int as registers,
          (select count(*) from ${favoriteDegrees} where ${favoriteDegrees.userId} in (${students}))::int as favorite_degrees,
          (select count(*) from ${meetings} where ${meetings.userId} in (${students}))::int as meetings
      `);
      const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
      return {
        notebooks: int(row.notebooks),
        registers: int(row.registers),
        favorite_degrees: int(row.favorite_degrees),
        meetings: int(row.meetings),
      };
    },

    async updateNotebooks(id: number, notebooks: number) {
      const rows = await db
        .update(highschools)
        .set({ notebooks })
        .where(eq(highschools.id, id))
        .returning({ id: highschools.id });
      return rows.length > 0;
    },

    async orienters(highschoolId: number, page: PageRequest) {
      const where = and(eq(users.highschoolId, highschoolId), eq(users.type, 'orienter'));
      const { rows, total } = await pageOf(
        db
          .select({ ...contactColumns, created_at: users.createdAt })
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .$dynamic(),
        db.select({ n: count() }).from(users).where(where),
        page,
      );
      return { rows: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total };
    },
  };
}
