import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from './client.ts';
import { pageOf, type Page, type PageRequest } from './paging.ts';
import { campuses, cities, highschools } from './schema/index.ts';
import { ownOrParentContains } from './search.ts';

/** Tables of places in a city: campuses and schools. */
type PlaceTable = typeof campuses | typeof highschools;

/**
 * One page of places whose name or city contains the search (all of them without one), by name,
 * with the total of every page. `also` narrows them further (a campus's cities or areas).
 */
export async function placesByNameOrCity<C extends SelectedFields>(
  db: DbOrTx,
  table: PlaceTable,
  columns: C,
  opts: PageRequest & { search?: string; also?: SQL },
): Promise<Page<SelectResultFields<C>>> {
  const where = and(
    opts.search
      ? ownOrParentContains(opts.search, {
          own: { id: table.id, name: table.name, parentId: table.cityId },
          parent: cities,
        })
      : undefined,
    opts.also,
  );
  const inCity = eq(cities.id, table.cityId);
  const rows = db
    .select(columns as SelectedFields)
    .from(table as PgTable)
    .innerJoin(cities, inCity)
    .where(where)
    .orderBy(asc(table.name), asc(table.id));
  const total = db
    .select({ n: count() })
    .from(table as PgTable)
    .innerJoin(cities, inCity)
    .where(where);
  return (await pageOf(rows.$dynamic(), total, opts)) as Page<SelectResultFields<C>>;
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
