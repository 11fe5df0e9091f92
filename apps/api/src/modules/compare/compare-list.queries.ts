import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { compareListItems } from './compare-list.schema.ts';

/** The degrees the student compares, in their order (also for their data export). */
export async function compareListOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: compareListItems.degreeId })
    .from(compareListItems)
    .where(eq(compareListItems.userId, userId))
    .orderBy(asc(compareListItems.position));
  return rows.map((r) => r.id);
}
