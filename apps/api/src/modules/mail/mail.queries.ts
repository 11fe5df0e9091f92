import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from './mail.schema.ts';

/** The outbox's backlog, for the metrics (ops/metrics.ts). */
export interface MailQueue {
  /** Messages waiting to be sent (queued, retries included). */
  depth: number;
  /** Seconds since the oldest of them was queued; 0 when none waits. */
  oldestAgeSeconds: number;
}

/** One pass over the queued rows (the partial index of due messages holds exactly those). */
export async function mailQueue(db: DbOrTx): Promise<MailQueue> {
  const [row] = await db
    .select({
      depth: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'queued'));
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Number(row?.oldestAgeSeconds ?? 0) };
}
