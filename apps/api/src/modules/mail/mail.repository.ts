import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageOfTable, type PageRequest } from '../../db/paging.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';

export type MailStatus = 'queued' | 'sent' | 'failed';

/** Who gets a staff notice: the admins, and the orienters of one school when one is given. */
export interface StaffRecipient {
  id: number;
  firstName: string;
  email: string;
}

export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'kind' | 'idempotencyKey' | 'recipient' | 'subject' | 'html' | 'text' | 'ics' | 'secret'
>;

/** A message taken to send: this try counted in `attempts`. */
export interface ClaimedMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  /** A calendar invitation (iCalendar text) to send as the calendar part, or null. */
  ics: string | null;
  attempts: number;
  createdAt: Date;
}

/** Bodies of secret messages are emptied once they no longer travel. */
const dropSecretBody = {
  html: sql`case when ${mailOutbox.secret} then '' else ${mailOutbox.html} end`,
  text: sql`case when ${mailOutbox.secret} then '' else ${mailOutbox.text} end`,
};

export function mailRepository(db: DbOrTx) {
  return {
    /** Queues a message; a second one with the same idempotency key is dropped. Its id, or null when dropped. */
    async insert(mail: NewMail): Promise<number | null> {
      const rows = await db
        .insert(mailOutbox)
        .values(mail)
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
        .returning({ id: mailOutbox.id });
      return rows[0]?.id ?? null;
    },

    /**
     * The message of a `mail.send` job, its try counted, when it still waits to be sent; undefined
     * once sent or given up (a job that ran twice sends once). The job queue makes sure one
     * runner at a time holds the job.
     */
    async takeForSending(id: number): Promise<ClaimedMail | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1` })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
        .returning({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          html: mailOutbox.html,
          text: mailOutbox.text,
          ics: mailOutbox.ics,
          attempts: mailOutbox.attempts,
          createdAt: mailOutbox.createdAt,
        });
      return row;
    },

    /** Whether any message was queued for an event whose keys start with `prefix`. */
    async anyWithKeyPrefix(prefix: string): Promise<boolean> {
      const [row] = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(like(mailOutbox.idempotencyKey, `${prefix.replace(/[\\%_]/g, '\\$&')}%`))
        .limit(1);
      return !!row;
    },

    /** The admins, and the orienters of `highschoolId` when given. */
    staff: (highschoolId?: number): Promise<StaffRecipient[]> =>
      db
        .select({ id: users.id, firstName: users.firstName, email: users.email })
        .from(users)
        .where(
          highschoolId === undefined
            ? eq(users.type, 'admin')
            : or(eq(users.type, 'admin'), and(eq(users.type, 'orienter'), eq(users.highschoolId, highschoolId))),
        )
        .orderBy(users.id),

    /** A page of the outbox, newest first, without bodies. */
    page: (query: PageRequest & { status?: MailStatus }) =>
      pageOfTable(
        db,
        mailOutbox,
        {
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          last_error: mailOutbox.lastError,
          created_at: mailOutbox.createdAt,
          sent_at: mailOutbox.sentAt,
        },
        query.status ? eq(mailOutbox.status, query.status) : undefined,
        [desc(mailOutbox.id)],
        query,
      ),

    /**
     * A failed message back in the queue, due now, with its attempts reset (its service queues the
     * job that sends it). A secret one is not: its body was emptied when it was given up, and its
     * link has expired since.
     */
    async requeueFailed(id: number): Promise<'requeued' | 'not-failed' | 'missing'> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed'), eq(mailOutbox.secret, false)))
        .returning({ id: mailOutbox.id });
      if (rows.length > 0) return 'requeued';
      const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ? 'not-failed' : 'missing';
    },

    async markSent(id: number) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...dropSecretBody })
        .where(eq(mailOutbox.id, id));
    },

    /** A failed try: the message stays queued for the job's next try, or, with `giveUp`, is failed. */
    async markFailed(id: number, error: string, { giveUp }: { giveUp: boolean }) {
      await db
        .update(mailOutbox)
        .set(giveUp ? { status: 'failed', lastError: error, ...dropSecretBody } : { lastError: error })
        .where(eq(mailOutbox.id, id));
    },
  };
}
