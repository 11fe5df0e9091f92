import { and, eq, inArray, like, sql } from 'drizzle-orm';
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

/**
 * When each user last had a message queued whose key is `<keyPrefix>:<user id>:…` (one per event
 * and user, as the nudges are keyed). Users with none are absent from the map.
 */
export async function lastQueuedPerUser(db: DbOrTx, keyPrefix: string, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const userOfKey = sql<string>`split_part(${mailOutbox.idempotencyKey}, ':', 2)`;
  const rows = await db
    .select({ userId: userOfKey, at: sql<Date>`max(${mailOutbox.createdAt})`.mapWith(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(
      and(
        like(mailOutbox.idempotencyKey, `${keyPrefix.replace(/[\\%_]/g, '\\$&')}:%`),
        inArray(userOfKey, userIds.map(String)),
      ),
    )
    .groupBy(userOfKey);
  return new Map(rows.map((r) => [Number(r.userId), r.at]));
}
