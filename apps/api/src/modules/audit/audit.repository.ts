import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { MEXICO_UTC_OFFSET, type AuditFilters } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf, type PageRequest } from '../../db/paging.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** A row to append to the trail (already redacted). */
export interface NewAuditRow {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const columns = {
  id: auditLog.id,
  created_at: auditLog.createdAt,
  actor_id: auditLog.actorId,
  actor_email: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_id: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

/** Start of a day in central Mexico. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${MEXICO_UTC_OFFSET}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * The filters as SQL. `user` is a user id or an e-mail (of an account that exists: the trail keeps
 * ids, never e-mails).
 */
function whereOf(f: AuditFilters): SQL | undefined {
  const user = f.user?.trim();
  return and(
    user
      ? /^\d+$/.test(user)
        ? eq(auditLog.actorId, Number(user))
        : sql`${auditLog.actorId} in (select id from users where lower(email) = lower(${user}))`
      : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(auditLog.createdAt, nextDayStart(f.to)) : undefined,
  );
}

export function auditRepository(db: DbOrTx) {
  return {
    async insert(row: NewAuditRow) {
      await db.insert(auditLog).values(row);
    },

    /** A page of the trail, newest first, with the actor's e-mail while the account exists. */
    async page(filters: AuditFilters & PageRequest) {
      const where = whereOf(filters);
      const rows = db
        .select(columns)
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.id))
        .$dynamic();
      const total = db.select({ n: count() }).from(auditLog).where(where);
      const page = await pageOf(rows, total, filters);
      return { ...page, rows: page.rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
    },

    /** Up to `limit` rows matching the filters, newest first, with ids below `beforeId` (keyset, for the CSV). */
    async batch(filters: AuditFilters, beforeId: number | null, limit: number) {
      return db
        .select(columns)
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(whereOf(filters), beforeId === null ? undefined : lt(auditLog.id, beforeId)))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
