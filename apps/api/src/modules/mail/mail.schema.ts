import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';

/**
 * The transactional outbox: every e-mail the app sends is a row written in the same transaction
 * as the change that causes it, and sent after commit by the mail worker (modules/mail).
 * `idempotency_key` names the event (`password-reset:<token id>`), so an event queues at most one
 * message whoever retries it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What caused it: `password_reset`, `password_changed`, … */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** A calendar invitation (iCalendar text) sent along as the message's calendar part; null for most. */
    ics: text('ics'),
    /** The body holds a credential (a reset link): emptied once sent or given up. */
    secret: boolean('secret').notNull().default(false),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it: now, after a failure the backoff, while being sent its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_idempotency_key_key').on(t.idempotencyKey),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);
