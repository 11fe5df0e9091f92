import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { degrees } from '../../db/schema/index.ts';
import { compareListItems } from './compare-list.schema.ts';
import { compareListOf } from './compare-list.queries.ts';

export function compareListRepository(db: DbOrTx) {
  return {
    /** The student's list, in its order. */
    idsOf: (userId: number) => compareListOf(db, userId),

    /** Those of the ids that name a degree. */
    async existing(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db.select({ id: degrees.id }).from(degrees).where(inArray(degrees.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** Replaces the student's list with these ids, in this order (the caller holds the student's lock). */
    async replace(userId: number, ids: number[]) {
      await db.delete(compareListItems).where(eq(compareListItems.userId, userId));
      if (ids.length)
        await db
          .insert(compareListItems)
          .values(ids.map((degreeId, i) => ({ userId, degreeId, position: i + 1 })))
          // A degree deleted since it was checked is left out, not an error.
          .onConflictDoNothing();
    },
  };
}
