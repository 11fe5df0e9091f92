import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { mailOutbox } from '../../db/schema/index.ts';

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
      const rows = await rawRows<{
        id: number;
        kind: string;
        recipient: string;
        subject: string;
        html: string;
        text: string;
        attempts: number;
        created_at: Date | string;
      }>(
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
