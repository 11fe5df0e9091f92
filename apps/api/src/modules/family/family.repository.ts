import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { FAMILY_LINK_MINUTES, FAMILY_SESSION_HOURS } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { childrenOfGuardian, isShareable } from '../consents/consents.queries.ts';
import { disclosureEventsOf } from '../disclosures/disclosures.queries.ts';
import { familySessions, familySignInLinks } from './family.schema.ts';

const liveLink = (tokenHash: string) =>
  and(
    eq(familySignInLinks.tokenHash, tokenHash),
    isNull(familySignInLinks.usedAt),
    gt(familySignInLinks.expiresAt, sql`now()`),
  );

/** The family view's SQL: its links and sessions, and what it reads of a guardian's children. */
export function familyRepository(db: DbOrTx) {
  return {
    /** Ends every unused link of the address: a newer one was asked for. */
    async endLinksOf(guardianEmail: string) {
      await db
        .update(familySignInLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(familySignInLinks.guardianEmail, guardianEmail), isNull(familySignInLinks.usedAt)));
    },

    /** A new link of the address, valid FAMILY_LINK_MINUTES; answers its id. */
    async insertLink(guardianEmail: string, tokenHash: string): Promise<number> {
      const [row] = await db
        .insert(familySignInLinks)
        .values({
          guardianEmail,
          tokenHash,
          expiresAt: sql`now() + ${FAMILY_LINK_MINUTES} * interval '1 minute'`,
        })
        .returning({ id: familySignInLinks.id });
      return row!.id;
    },

    /**
     * Uses a live link (unused, not expired): one conditional update, so of two requests with the
     * same link only one gets its address back.
     */
    async useLink(tokenHash: string) {
      const [row] = await db
        .update(familySignInLinks)
        .set({ usedAt: sql`now()` })
        .where(liveLink(tokenHash))
        .returning({ guardianEmail: familySignInLinks.guardianEmail });
      return row;
    },

    /** Whether the link was ever made (used, replaced or expired: 410; never: 404). */
    async linkExists(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: familySignInLinks.id })
        .from(familySignInLinks)
        .where(eq(familySignInLinks.tokenHash, tokenHash));
      return row !== undefined;
    },

    /** A session of the address for FAMILY_SESSION_HOURS; answers when it ends. */
    async insertSession(guardianEmail: string, tokenHash: string): Promise<Date> {
      const [row] = await db
        .insert(familySessions)
        .values({ guardianEmail, tokenHash, expiresAt: sql`now() + ${FAMILY_SESSION_HOURS} * interval '1 hour'` })
        .returning({ expiresAt: familySessions.expiresAt });
      return row!.expiresAt;
    },

    /** The address of a live session, if the cookie names one. */
    async liveSession(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ guardianEmail: familySessions.guardianEmail })
        .from(familySessions)
        .where(and(eq(familySessions.tokenHash, tokenHash), gt(familySessions.expiresAt, sql`now()`)));
      return row?.guardianEmail;
    },

    async deleteSession(tokenHash: string) {
      await db.delete(familySessions).where(eq(familySessions.tokenHash, tokenHash));
    },

    /** The guardian's children, or the one of that id if it is theirs (consents.queries.ts). */
    childrenOf: (guardianEmail: string, only?: number) => childrenOfGuardian(db, guardianEmail, only),

    /** Whether the child's meeting requests may leave now (the one rule, consents.queries.ts). */
    isShareable: (userId: number) => isShareable(db, userId),

    /** The child's newest disclosure events (disclosures.queries.ts), and how many there are. */
    async disclosuresOf(userId: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        disclosureEventsOf(db, userId)
          .orderBy(desc(sql`id`))
          .limit(limit),
        db.select({ n: count() }).from(disclosureEventsOf(db, userId).as('events')),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
