import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { degrees } from '../../db/schema/index.ts';
import { compareListItems } from './compare-list.schema.ts';
import { compareListOf } from './compare-list.queries.ts';

export function compareListRepository(db: DbOrTx) {
  return {
    /** The student's list, in its order. */
    idsOf: (userId: number) => compareListOf(db, userId),

    /**
     * Replaces the student's list with those of the ids that name a degree, numbered in the order
     * given, in one statement that reads the degrees it writes (the caller holds the student's lock).
     */
    async replace(userId: number, ids: number[]) {
      await db.delete(compareListItems).where(eq(compareListItems.userId, userId));
      if (!ids.length) return;
      const given = sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      );
      await db.insert(compareListItems).select(
        db
          .select({
            userId: sql<number>`${userId}::int`.as('user_id'),
            degreeId: degrees.id,
            position: sql<number>`row_number() over (order by array_position(array[${given}], ${degrees.id}))`.as(
              'position',
            ),
          })
          .from(degrees)
          .where(inArray(degrees.id, ids)),
      );
    },
  };
}
