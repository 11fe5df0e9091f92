import type { PgSelect } from 'drizzle-orm/pg-core';

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
