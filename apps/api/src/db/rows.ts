import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from './client.ts';

/** A table whose primary key is a serial `id`. */
type WithId = PgTable & { id: AnyPgColumn };

/** Inserts a row; its new id. */
export async function insertReturningId<T extends WithId>(db: DbOrTx, table: T, values: PgInsertValue<T>) {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** Updates the row of that id; false when there is none. */
export async function updateById<T extends WithId>(db: DbOrTx, table: T, id: number, values: PgUpdateSetSource<T>) {
  const rows = await db.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** Deletes the row of that id (and what cascades from it); false when there is none. */
export async function deleteById<T extends WithId>(db: DbOrTx, table: T, id: number) {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** How many rows of the table match. */
export async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Some columns of the rows of one table that `where` picks, oldest first by `order` (a person's rows, for their data export). */
export function rowsWhere<C extends SelectedFields>(
  db: DbOrTx,
  table: PgTable,
  columns: C,
  where: SQL,
  order: AnyPgColumn,
): Promise<Array<SelectResultFields<C>>> {
  return db
    .select(columns as SelectedFields)
    .from(table)
    .where(where)
    .orderBy(asc(order)) as unknown as Promise<Array<SelectResultFields<C>>>;
}

/** The rows of a raw SQL query: both drivers (node-postgres and PGlite) answer it with `{ rows }`. */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows;
}
