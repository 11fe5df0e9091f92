import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from './client.ts';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * One page of an ordered list (`query`, made `$dynamic()`), and the total of the whole list that
 * `total` counts with the same filters; both read at once.
 */
export async function pageOf<Q extends PgSelect>(
  query: Q,
  total: PromiseLike<Array<{ n: number }>>,
  { page, pageSize }: PageRequest,
): Promise<Page<Awaited<Q>[number]>> {
  const [rows, [count]] = await Promise.all([query.limit(pageSize).offset((page - 1) * pageSize), total]);
  return { rows: rows as Awaited<Q>, total: count?.n ?? 0 };
}

/** One page of the rows of one table that match `where`, in the given order, and their total. */
export async function pageOfTable<C extends SelectedFields>(
  db: DbOrTx,
  table: PgTable,
  columns: C,
  where: SQL | undefined,
  orderBy: Array<PgColumn | SQL>,
  page: PageRequest,
): Promise<Page<SelectResultFields<C>>> {
  const rows = db
    .select(columns as SelectedFields)
    .from(table)
    .where(where)
    .orderBy(...orderBy);
  const total = db.select({ n: count() }).from(table).where(where);
  return (await pageOf(rows.$dynamic(), total, page)) as Page<SelectResultFields<C>>;
}

/** The part of one group of an ordered list that a page holds: rows `offset` to `offset + limit` of group `index`. */
export interface GroupSlice {
  index: number;
  offset: number;
  limit: number;
}

/**
 * Where a page falls in a list made of groups laid end to end (degrees by area), given the size of
 * each group in order: the slice of each group it covers, so each can be read from an index on
 * (group, order) instead of sorting the whole list to skip to the page.
 */
export function pageSlices(sizes: readonly number[], { page, pageSize }: PageRequest): GroupSlice[] {
  const slices: GroupSlice[] = [];
  let start = (page - 1) * pageSize;
  let wanted = pageSize;
  for (const [index, size] of sizes.entries()) {
    if (wanted === 0) break;
    if (start >= size) {
      start -= size;
      continue;
    }
    const limit = Math.min(size - start, wanted);
    slices.push({ index, offset: start, limit });
    wanted -= limit;
    start = 0;
  }
  return slices;
}
