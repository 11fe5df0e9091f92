import { and, asc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { HighschoolDetail } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { contactColumns } from '../../db/columns.ts';
import { pageOfTable, type PageRequest } from '../../db/paging.ts';
import { rawRows } from '../../db/rows.ts';
import { cities, highschoolCounters, highschoolDataSharing, highschools, users } from '../../db/schema/index.ts';
import { placesByNameOrCity } from '../../db/places.ts';
import { cityTakes } from '../catalog/catalog.queries.ts';

const detailColumns = {
  id: highschools.id,
  name: highschools.name,
  city: cities.name,
  city_id: highschools.cityId,
  notebooks: highschools.notebooks,
};

const int = (value: unknown) => Number(value ?? 0);

/** The school's authorization in force (at most one: the unique index of migration 0021). */
const liveAuthorization = and(
  eq(highschoolDataSharing.highschoolId, highschools.id),
  isNull(highschoolDataSharing.revokedAt),
);

export function highschoolsRepository(db: DbOrTx) {
  return {
    /** Schools whose name or city contains the search, by name. */
    list: (opts: PageRequest & { search?: string }) =>
      placesByNameOrCity(db, highschools, { id: highschools.id, name: highschools.name, city: cities.name }, opts),

    /** The school with its city, notebooks and data-sharing authorization in force (if any). */
    async find(id: number): Promise<HighschoolDetail | undefined> {
      const [row] = await db
        .select({
          ...detailColumns,
          authorizedAt: highschoolDataSharing.authorizedAt,
          note: highschoolDataSharing.note,
        })
        .from(highschools)
        .innerJoin(cities, eq(cities.id, highschools.cityId))
        .leftJoin(highschoolDataSharing, liveAuthorization)
        .where(eq(highschools.id, id));
      if (!row) return undefined;
      const { authorizedAt, note, ...school } = row;
      return {
        ...school,
        data_sharing_authorized: authorizedAt !== null,
        data_sharing_authorized_at: authorizedAt ? authorizedAt.toISOString() : null,
        data_sharing_note: note,
      };
    },

    /**
     * Authorizes the school to share its students' data: a new authorization, or the one in force
     * kept (its date and recorder) with the note replaced when one is given. One statement: two
     * admins at once end with one authorization (the unique index of the one in force).
     */
    async authorizeDataSharing(id: number, actorId: number, note: string | undefined) {
      await db
        .insert(highschoolDataSharing)
        .values({ highschoolId: id, authorizedBy: actorId, note: note ?? null })
        .onConflictDoUpdate({
          target: highschoolDataSharing.highschoolId,
          targetWhere: isNull(highschoolDataSharing.revokedAt),
          set: { note: sql`coalesce(excluded.note, ${highschoolDataSharing.note})` },
        });
    },

    /** Ends the authorization in force, if any; it stays as a record of when it held. */
    async revokeDataSharing(id: number, actorId: number) {
      await db
        .update(highschoolDataSharing)
        .set({ revokedAt: sql`now()`, revokedBy: actorId })
        .where(and(eq(highschoolDataSharing.highschoolId, id), isNull(highschoolDataSharing.revokedAt)));
    },

    async exists(id: number) {
      const [row] = await db.select({ id: highschools.id }).from(highschools).where(eq(highschools.id, id));
      return !!row;
    },

    /**
     * Notebooks, students, their favourites and their meetings: of one school, or of all when no id
     * is given. Read from the running totals the database keeps (highschool_counters).
     */
    async stats(highschoolId?: number) {
      const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
      const [row] = await db
        .select({
          notebooks: total(highschools.notebooks),
          registers: total(highschoolCounters.registers),
          favorite_degrees: total(highschoolCounters.favoriteDegrees),
          meetings: total(highschoolCounters.meetings),
        })
        .from(highschools)
        .leftJoin(highschoolCounters, eq(highschoolCounters.highschoolId, highschools.id))
        .where(highschoolId === undefined ? undefined : eq(highschools.id, highschoolId));
      return {
        notebooks: int(row?.notebooks),
        registers: int(row?.registers),
        favorite_degrees: int(row?.favorite_degrees),
        meetings: int(row?.meetings),
      };
    },

    /** A new school, if its city takes one (it exists and is not retired): its id, or undefined. */
    async create(name: string, cityId: number): Promise<number | undefined> {
      const [row] = await rawRows<{ id: number }>(
        db,
        sql`insert into ${highschools} (name, city_id) select ${name}, ${cityId}::int where ${cityTakes(db, cityId)} returning id`,
      );
      return row?.id;
    },

    /**
     * A school's name or city; false when there is no such school or the city does not take it
     * (a retired city keeps its schools, but takes no other).
     */
    async updateDetails(id: number, { name, cityId }: { name?: string; cityId?: number }) {
      const rows = await db
        .update(highschools)
        .set({ name, cityId })
        .where(
          and(eq(highschools.id, id), cityId === undefined ? undefined : cityTakes(db, cityId, highschools.cityId)),
        )
        .returning({ id: highschools.id });
      return rows.length > 0;
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
      const columns = { ...contactColumns, created_at: users.createdAt };
      const order = [asc(users.createdAt), asc(users.id)];
      const { rows, total } = await pageOfTable(db, users, columns, where, order, page);
      return { rows: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total };
    },
  };
}
