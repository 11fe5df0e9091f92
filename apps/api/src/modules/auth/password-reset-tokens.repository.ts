import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

/** How long a mailed reset link works. */
export const RESET_TOKEN_MINUTES = 30;

const live = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export function passwordResetTokensRepository(db: DbOrTx) {
  return {
    /** Stores a new token of the user, valid RESET_TOKEN_MINUTES; answers its id. */
    async insert(userId: number, tokenHash: string): Promise<number> {
      const [row] = await db
        .insert(passwordResetTokens)
        .values({
          userId,
          tokenHash,
          expiresAt: sql`now() + ${RESET_TOKEN_MINUTES} * interval '1 minute'`,
        })
        .returning({ id: passwordResetTokens.id });
      return row!.id;
    },

    /** Ends every unused token of the user: a newer request, or a password that changed. */
    async endAllOfUser(userId: number) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    /** The user of a live token (unused, not expired), without using it. */
    async findLive(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(live(tokenHash));
      return row?.userId;
    },

    /**
     * Uses a live token: one conditional update, so of two requests with the same link only one
     * gets its row back. Answers the token's id and user, or undefined.
     */
    async use(tokenHash: string) {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(live(tokenHash))
        .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId });
      return row;
    },
  };
}
