// The tables of `npm run bench:scale`: one per page, the CSV export, and the slowest calls.
import type { CsvOutcome } from './csv-export.ts';
import type { LoadResult } from './load.ts';
import { failures } from './load.ts';
import { TARGETS, type Call } from './scale-pages.ts';
import type { Timing } from './sequential.ts';
import { formatTable, ms, num } from './table.ts';

export interface CallResult extends Call {
  sequential: Timing;
  load?: LoadResult;
}

/** The CSV must stream at least this many rows per second. */
export const CSV_TARGET_ROWS_PER_SECOND = 100_000;
/** …while the server's resident memory grows by less than this (its peak over the runs). */
export const CSV_TARGET_GROWTH_MIB = 50;

const ROLE_NAMES = { student: 'est', orienter: 'ori', orienterMedian: 'ori', admin: 'adm' } as const;
const met = (ok: boolean) => (ok ? 'sí' : 'NO');
/** Whether the call met its target, or why it could not be timed. */
const verdict = (c: CallResult) => c.sequential.error ?? met(c.sequential.p50 < TARGETS[c.target]);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function printPage(title: string, calls: CallResult[], whole: Timing): void {
  const rows = calls.map((c) => [
    `${ROLE_NAMES[c.as]} GET ${c.path}`,
    ms(c.sequential.p50),
    ms(c.sequential.p95),
    kb(c.sequential.bytes),
    c.load ? num(c.load.rps) : '—',
    c.load ? ms(c.load.p50) : '—',
    c.load ? ms(c.load.p99) : '—',
    c.load ? failures(c.load) : '—',
    `< ${TARGETS[c.target]} ms`,
    verdict(c),
  ]);
  rows.push([
    'página completa (en paralelo)',
    ms(whole.p50),
    ms(whole.p95),
    kb(whole.bytes),
    '—',
    '—',
    '—',
    '—',
    '—',
    '—',
  ]);
  console.log(`\n${title}\n`);
  console.log(
    formatTable(
      [
        'llamada',
        'p50 ms',
        'p95 ms',
        'KB enviados',
        'carga req/s',
        'carga p50',
        'carga p99',
        'no 2xx',
        'meta p50',
        'cumple',
      ],
      rows,
    ),
  );
}

export function printCsv(outcome: CsvOutcome): void {
  if ('error' in outcome) {
    console.log(`\nAdministrador: CSV de reuniones (GET /meetings): no se pudo medir: ${outcome.error}`);
    return;
  }
  const csv = outcome;
  const growthMiB = csv.rssBeforeMiB === null || csv.rssPeakMiB === null ? null : csv.rssPeakMiB - csv.rssBeforeMiB;
  console.log('\nAdministrador: CSV de reuniones (GET /meetings)\n');
  console.log(
    formatTable(
      [
        'filas',
        'MB enviados',
        'primer byte s',
        'tiempo s',
        'filas/s',
        'RSS antes MiB',
        'RSS pico MiB',
        'crecimiento MiB',
        'meta',
        'cumple',
      ],
      [
        [
          num(csv.rows),
          csv.megabytes.toFixed(1),
          csv.firstByteSeconds.toFixed(2),
          csv.seconds.toFixed(2),
          num(csv.rowsPerSecond),
          csv.rssBeforeMiB ?? '—',
          csv.rssPeakMiB ?? '—',
          growthMiB ?? '—',
          `≥ ${num(CSV_TARGET_ROWS_PER_SECOND)} filas/s, < ${CSV_TARGET_GROWTH_MIB} MiB`,
          met(
            csv.rowsPerSecond >= CSV_TARGET_ROWS_PER_SECOND && growthMiB !== null && growthMiB < CSV_TARGET_GROWTH_MIB,
          ),
        ],
      ],
    ),
  );
}

/** The slowest calls by sequential p50, whatever their page (each call once). */
export function printSlowest(calls: CallResult[], count = 10): void {
  const seen = new Set<string>();
  const unique = calls.filter((c) => {
    const key = `${c.as} ${c.path}`;
    return !seen.has(key) && seen.add(key);
  });
  // Calls that failed first, then by p50.
  const p50 = (c: CallResult) => (c.sequential.error ? Infinity : c.sequential.p50);
  const slowest = unique.sort((a, b) => p50(b) - p50(a)).slice(0, count);
  console.log(`\nLas ${slowest.length} llamadas más lentas (p50 secuencial)\n`);
  console.log(
    formatTable(
      ['llamada', 'p50 ms', 'p95 ms', 'carga req/s', 'meta p50', 'cumple'],
      slowest.map((c) => [
        `${ROLE_NAMES[c.as]} GET ${c.path}`,
        ms(c.sequential.p50),
        ms(c.sequential.p95),
        c.load ? num(c.load.rps) : '—',
        `< ${TARGETS[c.target]} ms`,
        verdict(c),
      ]),
    ),
  );
}
