import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { guardianConsents, mailOutbox, meetings, users } from '../../db/schema/index.ts';

/** The SQL of cancellation and opposition (privacy.service.ts), on the caller's transaction. */
export function privacyRepository(db: DbOrTx) {
  return {
    /** When the student withdrew consent to share their contact data, or null. */
    async withdrawnAt(userId: number): Promise<Date | null> {
      const [row] = await db.select({ at: users.contactSharingWithdrawnAt }).from(users).where(eq(users.id, userId));
      return row?.at ?? null;
    },

    /** Sets (keeping the first date) or clears the withdrawal; undefined when the user is gone. */
    async setWithdrawn(userId: number, withdrawn: boolean) {
      const [row] = await db
        .update(users)
        .set({ contactSharingWithdrawnAt: withdrawn ? sql`coalesce(${users.contactSharingWithdrawnAt}, now())` : null })
        .where(eq(users.id, userId))
        .returning({ withdrawnAt: users.contactSharingWithdrawnAt });
      return row;
    },

    /** Deletes the student's meetings (the counters' triggers follow); answers how many. */
    async deleteMeetingsOf(userId: number): Promise<number> {
      const rows = await db.delete(meetings).where(eq(meetings.userId, userId)).returning({ id: meetings.id });
      return rows.length;
    },

    /** Locks every admin row until the transaction ends and counts them. */
    async lockAdmins(): Promise<number> {
      const rows = await rawRows<{ id: number }>(
        db,
        sql`select ${users.id} as id from ${users} where ${users.type} = 'admin' order by ${users.id} for update`,
      );
      return rows.length;
    },

    /** For the rest of this transaction, deleting a student leaves their school's totals as they are (migration 0015). */
    async keepSchoolCounts() {
      await db.execute(sql`select set_config('tlp.keep_school_counts', 'on', true)`);
    },

    /** The e-mails queued or sent to that address. */
    async deleteMailTo(email: string) {
      await db.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()));
    },

    /**
     * The e-mails sent to the student's guardian about them (their name is in the subject), found
     * by the outbox key of each request (`guardian-consent:<id>`), before the cascade takes those.
     */
    async deleteGuardianMailOf(userId: number) {
      await db.execute(sql`
        delete from ${mailOutbox} where ${mailOutbox.idempotencyKey} in (
          select 'guardian-consent:' || ${guardianConsents.id} from ${guardianConsents}
          where ${guardianConsents.userId} = ${userId})`);
    },

    /** Deletes the user row (cascades take their data); false when it was already gone. */
    async deleteUser(userId: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
