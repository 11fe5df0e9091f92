import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from './client.ts';
import type { Page, PageRequest } from './paging.ts';
import { rawRows } from './rows.ts';
import { campuses, cities, highschools } from './schema/index.ts';
import { ownOrParentArms } from './search.ts';

/** Tables of places in a city: campuses and schools. */
type PlaceTable = typeof campuses | typeof highschools;

export interface PlacesRequest extends PageRequest {
  search?: string;
  /** Narrows the places further (a campus's cities or areas). */
  also?: SQL;
  /** The list's total when the caller knows it (kept under the catalogue's version): then only the page is read. */
  knownTotal?: number;
}

/**
 * One page of places whose name (stored search key) or city contains the search (all of them
 * without one), by name, with the total of every page: the page and the count are read at once,
 * and the count not at all when the caller knows it. A search reads the places of each of its
 * two disjoint conditions (ownOrParentArms) from their own index, laid end to end before the
 * page is sorted out of them.
 */
export async function placesByNameOrCity<C extends SelectedFields>(
  db: DbOrTx,
  table: PlaceTable,
  columns: C,
  opts: PlacesRequest,
): Promise<Page<SelectResultFields<C>>> {
  const arms = opts.search
    ? ownOrParentArms(opts.search, {
        own: { key: table.searchName, parentId: table.cityId },
        parent: { id: cities.id, name: cities.name },
      })
    : [undefined];
  const select = (where: SQL | undefined) =>
    db
      .select(columns as SelectedFields)
      .from(table as PgTable)
      .innerJoin(cities, eq(cities.id, table.cityId))
      .where(where)
      .orderBy(table.name, table.id);
  const offset = (opts.page - 1) * opts.pageSize;
  const whereOf = (where: SQL | undefined) => and(where, opts.also) ?? sql`true`;
  const arm = (where: SQL | undefined) =>
    sql`select ${table.id} as id, ${table.name} as name from ${table} where ${whereOf(where)}`;
  const page =
    arms.length === 1
      ? select(and(arms[0], opts.also)).limit(opts.pageSize).offset(offset)
      : // The page's ids out of both conditions' places, then their rows.
        select(
          sql`${table.id} = any(array(
            select p.id from ((${arm(arms[0])}) union all (${arm(arms[1])})) p
            order by p.name, p.id limit ${opts.pageSize} offset ${offset}))`,
        );
  // Every place has its city (a required key), so the total needs no join: the sum of both
  // conditions' counts (disjoint), in one statement.
  const countOf = (where: SQL | undefined) => sql`(select count(*) from ${table} where ${whereOf(where)})`;
  const total =
    opts.knownTotal ??
    rawRows<{ n: number }>(db, sql`select (${sql.join(arms.map(countOf), sql` + `)})::int as n`).then(
      ([row]) => row?.n ?? 0,
    );
  const [rows, n] = await Promise.all([page, total]);
  return { rows: rows as SelectResultFields<C>[], total: n };
}
