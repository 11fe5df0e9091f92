import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orienterKeys, users } from '../../db/schema/index.ts';
import { pgCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { newOrienterKey } from '../users/signup.service.ts';

const keyColumns = { key: orienterKeys.key, created_at: orienterKeys.createdAt };
const toJson = (row: { key: string; created_at: Date }) => ({ key: row.key, created_at: row.created_at.toISOString() });

/** A fresh key can collide with an existing one (unique, case-insensitive); a few tries settle it. */
const RENEW_ATTEMPTS = 5;

export function orienterKeysRepository(db: DbOrTx) {
  return {
    /** The orienter's live key: active and not past its expiry. */
    async live(orienterId: number) {
      const [row] = await db
        .select(keyColumns)
        .from(orienterKeys)
        .where(
          and(
            eq(orienterKeys.orienterId, orienterId),
            eq(orienterKeys.active, true),
            or(isNull(orienterKeys.expiresAt), gt(orienterKeys.expiresAt, sql`now()`)),
          ),
        )
        .orderBy(desc(orienterKeys.createdAt))
        .limit(1);
      return row ? toJson(row) : undefined;
    },
  };
}

/**
 * Replaces the orienter's key: the old one is deactivated and a new one created in one
 * transaction. The orienter's row is locked first, so two renewals run one after the other
 * (the partial unique index allows a single active key per orienter in any case).
 */
export async function renewOrienterKey(db: Db, orienterId: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, orienterId)).for('update');
        await tx
          .update(orienterKeys)
          .set({ active: false })
          .where(and(eq(orienterKeys.orienterId, orienterId), eq(orienterKeys.active, true)));
        const [row] = await tx.insert(orienterKeys).values({ orienterId, key: newOrienterKey() }).returning(keyColumns);
        return toJson(row!);
      });
    } catch (err) {
      if (pgCode(err) !== PG_UNIQUE_VIOLATION || attempt >= RENEW_ATTEMPTS) throw err;
    }
  }
}
