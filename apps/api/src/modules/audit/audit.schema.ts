import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';

/**
 * The audit trail of staff actions: every admin and orienter write and every export or download
 * of personal data. `actor_id` has no foreign key, so the record outlives the account and never
 * needs an UPDATE. `before` and `after` hold the relevant fields, with passwords, tokens, hashes
 * and keys redacted (modules/audit/redact.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    actorId: integer('actor_id'),
    /** `<entity>.<verb>`: `campus.update`, `meetings_csv.download`, … (AUDIT_ACTIONS). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
