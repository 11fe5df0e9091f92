import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageOfTable, type PageRequest } from '../../db/paging.ts';
import { rawRows } from '../../db/rows.ts';
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
  'kind' | 'idempotencyKey' | 'recipient' | 'subject' | 'html' | 'text' | 'secret'
>;

/** A message a worker has taken to send. */
export interface ClaimedMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
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
    /** Queues a message; a second one with the same idempotency key is dropped. True when queued. */
    async insert(mail: NewMail): Promise<boolean> {
      const rows = await db
        .insert(mailOutbox)
        .values(mail)
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /**
     * Takes up to `limit` due messages for `leaseMs`: one statement, whose `FOR UPDATE SKIP LOCKED`
     * lets workers of every process claim at once without ever taking the same row. A worker that
     * dies while sending leaves its rows to be taken again once the lease ends.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const rows = await rawRows<Omit<ClaimedMail, 'createdAt'> & { created_at: Date | string }>(
        db,
        sql`update mail_outbox
            set attempts = attempts + 1,
                next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
            where id in (
              select id from mail_outbox
              where status = 'queued' and next_attempt_at <= now()
              order by next_attempt_at, id
              limit ${limit}
              for update skip locked
            )
            returning id, kind, recipient, subject, html, text, attempts, created_at`,
      );
      return rows
        .map((r) => ({ ...r, createdAt: new Date(r.created_at) }))
        .map(({ created_at: _, ...r }) => r)
        .sort((a, b) => a.id - b.id);
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
     * A failed message back in the queue, due now, with its attempts reset. A secret one is not:
     * its body was emptied when it was given up, and its link has expired since.
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

    /** Another try after `retryInMs`, or, with `giveUp`, no more tries. */
    async markFailed(id: number, error: string, retry: { giveUp: true } | { giveUp: false; retryInMs: number }) {
      await db
        .update(mailOutbox)
        .set(
          retry.giveUp
            ? { status: 'failed', lastError: error, ...dropSecretBody }
            : { lastError: error, nextAttemptAt: sql`now() + ${retry.retryInMs} * interval '1 millisecond'` },
        )
        .where(eq(mailOutbox.id, id));
    },
  };
}
