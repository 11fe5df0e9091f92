import { Readable } from 'node:stream';
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditFilters } from '@tlp/shared';
import type { auditRepository } from './audit.repository.ts';
import { CSV_BOM, csvRow, mexicoDateTime } from '../../lib/csv.ts';

const HEADER = ['Fecha', 'Usuario', 'Correo', 'Acción', 'Clave de la acción', 'Registro', 'Id', 'Antes', 'Después'];
const BATCH = 1_000;

/** Reads the rows before an id (the newest first), as audit.repository.ts does. */
type BatchReader = (filters: AuditFilters, beforeId: number | null, limit: number) => Promise<Batch>;
type Batch = Awaited<ReturnType<ReturnType<typeof auditRepository>['batch']>>;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * The audit trail with the given filters as CSV (UTF-8 with BOM), newest first, read a batch at a
 * time while sent. The first batch is read before this resolves, so that a database failure is
 * still a clean error answer rather than a cut download.
 */
export async function auditCsv(readBatch: BatchReader, filters: AuditFilters): Promise<Readable> {
  let first: Batch | null = await readBatch(filters, null, BATCH);
  async function* lines() {
    yield CSV_BOM + csvRow(HEADER);
    let beforeId: number | null = null;
    for (;;) {
      const rows: Batch = first ?? (await readBatch(filters, beforeId, BATCH));
      first = null;
      let text = '';
      for (const r of rows) {
        text += csvRow([
          mexicoDateTime(r.created_at),
          r.actor_id,
          r.actor_email,
          AUDIT_ACTION_LABELS[r.action as AuditAction] ?? r.action,
          r.action,
          r.entity,
          r.entity_id,
          json(r.before),
          json(r.after),
        ]);
      }
      if (text) yield text;
      if (rows.length < BATCH) return;
      beforeId = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}
