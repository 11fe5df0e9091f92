import type { AuditAction, AuditFilters } from '@tlp/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PageRequest } from '../../db/paging.ts';
import { auditRepository } from './audit.repository.ts';
import { redact } from './redact.ts';

const redactRecord = (value: Record<string, unknown>) => redact(value) as Record<string, unknown>;
import { hasSnapshot, snapshotOf } from './snapshots.repository.ts';

/** One staff action: who, what, on which record, and its relevant fields before and after. */
export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  /** The kind of record (`campus`, `access_link`, …); the action's prefix when not given. */
  entity?: string;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const entityOf = (action: AuditAction) => action.slice(0, action.indexOf('.'));

/**
 * Appends one row to the audit trail, in the caller's transaction when given one: the row commits
 * or rolls back with the write it records. Passwords, tokens, hashes and keys are redacted.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  await auditRepository(db).insert({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity ?? entityOf(entry.action),
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ? redactRecord(entry.before) : null,
    after: entry.after ? redactRecord(entry.after) : null,
  });
}

/** The record a write touches: its id when known before the write, or read from its result (a creation). */
export type AuditTarget<T> = string | number | ((result: T) => string | number);

/**
 * Runs a staff write and records it, both in ONE transaction (`target`: the record's id, or how to
 * read it from the write's result): the audited fields of the record
 * before (when its id is known) and after the write, as the database has them in that
 * transaction. `write` must do all its work on the transaction it is given.
 */
export function auditedWrite<T>(
  db: Db,
  actorId: number,
  action: AuditAction,
  write: (tx: DbOrTx) => Promise<T>,
  target: AuditTarget<T>,
): Promise<T> {
  const entity = entityOf(action);
  return db.transaction(async (tx) => {
    const knownId = typeof target === 'function' ? null : target;
    const before = knownId !== null && hasSnapshot(entity) ? await snapshotOf(tx, entity, knownId) : null;
    const result = await write(tx);
    const id = typeof target === 'function' ? target(result) : target;
    const after = hasSnapshot(entity) ? await snapshotOf(tx, entity, id) : null;
    await recordAudit(tx, { actorId, action, entity, entityId: id, before, after });
    return result;
  });
}

export function auditService(db: Db) {
  const repo = auditRepository(db);
  return {
    page: (query: AuditFilters & PageRequest) => repo.page(query),
    batch: (filters: AuditFilters, beforeId: number | null, limit: number) => repo.batch(filters, beforeId, limit),
  };
}
