import type { AuditRow } from '@tlp/shared/audit';

/** One field of a record as it was and as it became (undefined: absent on that side). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a row changed: on an update the fields whose values differ; on a creation or a download the
 * fields recorded after; on a deletion those before. At most `limit`, in the record's order.
 */
export function changesOf(row: Pick<AuditRow, 'before' | 'after'>, limit = 6): FieldChange[] {
  const { before, after } = row;
  let changes: FieldChange[];
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    changes = keys
      .filter((k) => !same(before[k], after[k]))
      .map((k) => ({ field: k, before: before[k], after: after[k] }));
  } else if (after) {
    changes = Object.entries(after).map(([field, value]) => ({ field, after: value }));
  } else if (before) {
    changes = Object.entries(before).map(([field, value]) => ({ field, before: value }));
  } else {
    changes = [];
  }
  return changes.slice(0, limit);
}

/** A value as a short text: strings as they are, the rest as JSON, long ones cut. */
export function shortValue(value: unknown, emptyText: string, max = 60): string {
  if (value === null || value === undefined || value === '') return emptyText;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
