import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { users } from './schema/index.ts';

/**
 * Reads the given columns of the row of that id and locks it until the transaction ends
 * (`SELECT … FOR UPDATE`): what changes under it then changes one request at a time, however
 * many arrive together. Undefined when there is no such row.
 */
export async function lockRow<T extends PgTable & { id: AnyPgColumn }, C extends Record<string, AnyPgColumn>>(
  tx: DbOrTx,
  table: T,
  id: number,
  columns: C,
) {
  const [row] = await tx
    .select(columns as Record<string, AnyPgColumn>)
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  return row as
    { [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null } | undefined;
}

/**
 * Locks the user's row, and reads their school. What one user changes under a limit or a rule
 * (favourites, meetings, their orienter key, their school) changes one request at a time.
 */
export const lockUser = (tx: DbOrTx, userId: number) =>
  lockRow(tx, users, userId, { id: users.id, highschoolId: users.highschoolId });
