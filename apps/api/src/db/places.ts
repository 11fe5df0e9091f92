import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from './client.ts';
import type { Page, PageRequest } from './paging.ts';
import { campuses, cities, highschools } from './schema/index.ts';
import { ownOrParentContains } from './search.ts';

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
 * and the count not at all when the caller knows it.
 */
export async function placesByNameOrCity<C extends SelectedFields>(
  db: DbOrTx,
  table: PlaceTable,
  columns: C,
  opts: PlacesRequest,
): Promise<Page<SelectResultFields<C>>> {
  const where = and(
    opts.search
      ? ownOrParentContains(opts.search, {
          own: { key: table.searchName, parentId: table.cityId },
          parent: { id: cities.id, name: cities.name },
        })
      : undefined,
    opts.also,
  );
  const rows = db
    .select(columns as SelectedFields)
    .from(table as PgTable)
    .innerJoin(cities, eq(cities.id, table.cityId))
    .where(where)
    .orderBy(asc(table.name), asc(table.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  // Every place has its city (a required key), so the total needs no join.
  const total =
    opts.knownTotal ??
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where)
      .then(([row]) => row?.n ?? 0);
  const [page, n] = await Promise.all([rows, total]);
  return { rows: page as SelectResultFields<C>[], total: n };
}

/** The place of that id with the given columns (its city's among them), or undefined. */
export async function placeById<C extends SelectedFields>(db: DbOrTx, table: PlaceTable, columns: C, id: number) {
  const [row] = await db
    .select(columns as SelectedFields)
    .from(table as PgTable)
    .innerJoin(cities, eq(cities.id, table.cityId))
    .where(eq(table.id, id));
  return row as SelectResultFields<C> | undefined;
}
