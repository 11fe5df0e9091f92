import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';

const REFRESH_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const REFRESH_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** A token rotated this recently may be presented again by a parallel request of the same session. */
export const REFRESH_RACE_GRACE_MS = 10_000;

interface IssuedRefresh {
  token: string;
  familyExpiresAt: Date;
}

export function refreshTokensRepository(db: DbOrTx) {
  return {
    async issue(userId: number, family?: { id: string; expiresAt: Date }): Promise<IssuedRefresh> {
      const { token, tokenHash } = newSecretToken();
      const now = Date.now();
      const familyExpiresAt = family?.expiresAt ?? new Date(now + REFRESH_ABSOLUTE_MS);
      const expiresAt = new Date(Math.min(now + REFRESH_IDLE_MS, familyExpiresAt.getTime()));
      await db.insert(refreshTokens).values({
        userId,
        familyId: family?.id ?? randomUUID(),
        tokenHash,
        expiresAt,
        familyExpiresAt,
      });
      return { token, familyExpiresAt };
    },

    /** The token's row, locked until the transaction ends, so refreshes of one session queue. */
    async findForUpdate(token: string) {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashSecretToken(token)))
        .for('update');
      return rows[0];
    },

    markRotated(id: number) {
      return db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(eq(refreshTokens.id, id));
    },

    revokeFamily(familyId: string) {
      return db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    revokeAllOfUser(userId: number) {
      return db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
