import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';

/**
 * The durable job queue, the same on both databases: a job is a row written in the transaction of
 * the change that causes it, due at `run_at`, claimed by one worker at a time with
 * `FOR UPDATE SKIP LOCKED` (`locked_until` is the claim's lease), retried with backoff, kept once
 * done or given up. `idempotency_key` names the event, so it queues at most one job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['queued', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_idempotency_key_key').on(t.idempotencyKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'done', 'failed')`),
  ],
);
