import type { AuditFilters } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { entityOf, type AuditEvent, type AuditTrail } from '../../core/unit-of-work.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PageRequest } from '../../db/paging.ts';
import { auditCsv } from './audit-csv.ts';
import { auditRepository } from './audit.repository.ts';
import { redact } from './redact.ts';
import { hasSnapshot, snapshotOf } from './snapshots.repository.ts';

const redactRecord = (value: Record<string, unknown> | null | undefined) =>
  value ? (redact(value) as Record<string, unknown>) : null;

/**
 * The audit trail as the unit of work writes it: one row per staff action, in the transaction of
 * the write it records. Passwords, tokens, hashes and keys are redacted; a record's audited fields
 * are those of snapshots.repository.ts.
 */
export const auditTrail: AuditTrail = {
  snapshot: (db: DbOrTx, entity: string, id: string | number) =>
    hasSnapshot(entity) ? snapshotOf(db, entity, id) : Promise.resolve(null),
  append: (db: DbOrTx, event: AuditEvent) =>
    auditRepository(db).insert({
      actorId: event.actorId,
      action: event.action,
      entity: event.entity ?? entityOf(event.action),
      entityId: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
      before: redactRecord(event.before),
      after: redactRecord(event.after),
    }),
};

/** The filters alone (what the CSV download records), without paging. */
const filtersOf = ({ user, action, from, to }: AuditFilters) =>
  Object.fromEntries(Object.entries({ user, action, from, to }).filter(([, v]) => v !== undefined && v !== ''));

/** The admin's view of the trail: a page of it, or all of it as CSV (a download it records first). */
export function auditService({ work }: ServiceContext) {
  const repo = auditRepository(work.db);
  const batch = (filters: AuditFilters, beforeId: number | null, limit: number) => repo.batch(filters, beforeId, limit);
  return {
    page: (query: AuditFilters & PageRequest) => repo.page(query),
    batch,

    /** Recorded before the rows are read, so the download appears in its own export. */
    async csv(actorId: number, filters: AuditFilters) {
      await work.audit({
        actorId,
        action: 'audit_csv.download',
        entity: 'audit_log',
        after: { filters: filtersOf(filters) },
      });
      return auditCsv(batch, filters);
    },
  };
}
