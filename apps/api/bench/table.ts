// Plain-text tables for the terminal: a header, a rule, columns padded to their widest cell;
// numbers (and cells marked as such) are right-aligned so figures line up.

export type Cell = string | number;

const NUMERIC = /^[-+]?[\d.,]+( ?(ms|s|×|%|k|MB|MiB|KiB))?$/;

export function formatTable(headers: string[], rows: Cell[][]): string {
  const text = rows.map((r) => r.map((c) => String(c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((r) => (r[i] ?? '').length)));
  const right = headers.map((_, i) => text.length > 0 && text.every((r) => NUMERIC.test(r[i] ?? '') || r[i] === '—'));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...text.map(line)].join('\n');
}

/** 1234.5 → '1,235'; below 10 with one decimal ('4.2'). */
export function num(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return Math.abs(n) < 10 && n !== Math.trunc(n) ? n.toFixed(1) : Math.round(n).toLocaleString('en-US');
}

/** Milliseconds with a precision that suits them: 0.84, 4.2, 37. */
export function ms(n: number): string {
  if (!Number.isFinite(n)) return '—';
  if (n < 1) return n.toFixed(2);
  if (n < 10) return n.toFixed(1);
  return String(Math.round(n));
}
