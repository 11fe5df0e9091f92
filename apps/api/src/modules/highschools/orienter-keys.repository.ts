import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { orienterKeys, users } from '../../db/schema/index.ts';

const keyColumns = { key: orienterKeys.key, created_at: orienterKeys.createdAt };
const toJson = (row: { key: string; created_at: Date }) => ({ key: row.key, created_at: row.created_at.toISOString() });

/** Active and not past its expiry. */
const isLive = and(
  eq(orienterKeys.active, true),
  or(isNull(orienterKeys.expiresAt), gt(orienterKeys.expiresAt, sql`now()`)),
);

export function orienterKeysRepository(db: DbOrTx) {
  return {
    /** The orienter's live key. */
    async live(orienterId: number) {
      const [row] = await db
        .select(keyColumns)
        .from(orienterKeys)
        .where(and(eq(orienterKeys.orienterId, orienterId), isLive))
        .orderBy(desc(orienterKeys.createdAt))
        .limit(1);
      return row ? toJson(row) : undefined;
    },

    /** Whether the key (in any case) is the live key of an orienter of the given school. */
    async isLiveKeyOfSchool(key: string, highschoolId: number): Promise<boolean> {
      const rows = await db
        .select({ id: orienterKeys.id })
        .from(orienterKeys)
        .innerJoin(users, eq(users.id, orienterKeys.orienterId))
        .where(
          and(
            eq(sql`upper(${orienterKeys.key})`, key.toUpperCase()),
            isLive,
            eq(users.type, 'orienter'),
            eq(users.highschoolId, highschoolId),
          ),
        );
      return rows.length > 0;
    },

    /** Renewals of one orienter's key queue behind this lock (db/locks.ts). */
    lockOrienter: (orienterId: number) => lockUser(db, orienterId),

    deactivateAll(orienterId: number) {
      return db
        .update(orienterKeys)
        .set({ active: false })
        .where(and(eq(orienterKeys.orienterId, orienterId), eq(orienterKeys.active, true)));
    },

    /** A new active key; one that collides with an existing key (unique, case-insensitive) fails. */
    async insert(orienterId: number, key: string) {
      const [row] = await db.insert(orienterKeys).values({ orienterId, key }).returning(keyColumns);
      return toJson(row!);
    },
  };
}
