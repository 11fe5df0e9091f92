import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { jobs } from './jobs.schema.ts';

/** A job to queue: what to do (`kind`, which names its handler), with what, and when. */
export interface NewJob {
  kind: string;
  /** JSON the handler gets back: ids, never a body or an address (the job's row is kept). */
  payload?: Record<string, unknown>;
  /** Not before this time; now when absent. */
  runAt?: Date;
  /**
   * Names the event (`meeting-reminder:<meeting id>:<sequence>:24h`): a second job with the same key
   * is dropped. A key stays taken once its job is done or given up; `cancel` frees it.
   */
  idempotencyKey?: string;
}

/** A job a runner has taken: its row as it was claimed (`attempts` counts this try). */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  idempotencyKey: string | null;
  runAt: Date;
  attempts: number;
}

/** `LIKE` matches the prefix literally: its own wildcards are escaped. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Queues a job in `db`, which may be another module's transaction: the job exists exactly when the
 * change that causes it commits. The new job's id, or null when its idempotency key was taken.
 */
export async function enqueue(db: DbOrTx, job: NewJob): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      idempotencyKey: job.idempotencyKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Removes the queued jobs whose idempotency key starts with `prefix` (a meeting moved or cancelled:
 * `meeting-reminder:<id>:`), freeing their keys; done and given-up jobs stay as the record. A job
 * already running finishes: its handler checks that its reason still holds. How many were removed.
 */
export async function cancel(db: DbOrTx, idempotencyKeyPrefix: string): Promise<number> {
  if (!idempotencyKeyPrefix) throw new Error('cancel needs a key prefix');
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'queued'), like(jobs.idempotencyKey, startsWith(idempotencyKeyPrefix))))
    .returning({ id: jobs.id });
  return rows.length;
}

/** The runners' side of the queue. Times come from the runner's clock, not the database's. */
export function jobsRepository(db: DbOrTx) {
  return {
    /**
     * Takes up to `limit` jobs of `kinds` due at `now` for `leaseMs`: one statement, whose
     * `FOR UPDATE SKIP LOCKED` lets runners of every process claim at once without ever taking the
     * same row. A runner that dies while running a job leaves it to be taken again once the lease ends.
     */
    async claimDue(limit: number, leaseMs: number, now: Date, kinds?: string[]): Promise<ClaimedJob[]> {
      if (kinds && kinds.length === 0) return [];
      const at = now.toISOString();
      const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
      const ofKinds = kinds
        ? sql`and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql``;
      const rows = await rawRows<{
        id: number;
        kind: string;
        payload: unknown;
        idempotency_key: string | null;
        run_at: Date | string;
        attempts: number;
      }>(
        db,
        sql`update jobs
            set attempts = attempts + 1, locked_until = ${lockedUntil}::timestamptz
            where id in (
              select id from jobs
              where status = 'queued' and run_at <= ${at}::timestamptz
                and (locked_until is null or locked_until <= ${at}::timestamptz)
                ${ofKinds}
              order by run_at, id
              limit ${limit}
              for update skip locked
            )
            returning id, kind, payload, idempotency_key, run_at, attempts`,
      );
      return rows
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
          idempotencyKey: r.idempotency_key,
          runAt: new Date(r.run_at),
          attempts: r.attempts,
        }))
        .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
    },

    async markDone(id: number, now: Date) {
      await db
        .update(jobs)
        .set({ status: 'done', doneAt: now, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')));
    },

    /** Another try at `retryAt`, or, with `giveUp`, no more tries. */
    async markFailed(id: number, reason: string, retry: { giveUp: true; now: Date } | { retryAt: Date }) {
      await db
        .update(jobs)
        .set(
          'giveUp' in retry
            ? { status: 'failed', doneAt: retry.now, lockedUntil: null, lastError: reason }
            : { runAt: retry.retryAt, lockedUntil: null, lastError: reason },
        )
        .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')));
    },

    /** Claimed jobs not started (the runner is stopping): due again at once, the claim not counted. */
    async release(ids: number[]) {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ lockedUntil: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
        .where(and(inArray(jobs.id, ids), eq(jobs.status, 'queued')));
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
