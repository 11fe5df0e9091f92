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
