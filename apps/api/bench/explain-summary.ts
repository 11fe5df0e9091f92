// The statements of a `npm run bench:scale -- --explain` run, from the part of the PostgreSQL
// server's log it wrote (auto_explain), one line each, slowest first: time, rows the plan's top node
// returned, pages read from shared buffers and from disk (or the OS cache), the scans it used
// (seq: the table read whole; idx, ios, bitmap: an index scan, index-only, or bitmap).
// Usage: npx tsx apps/api/bench/explain-summary.ts LOG_EXCERPT [N]
//   e.g. L=/var/log/postgresql/postgresql-15-main.log; from=$(wc -c < $L)
//        npm run bench:scale -- --explain --skip-load --runs 1; tail -c +$from $L > plans.log
import { readFileSync } from 'node:fs';
import { formatTable, num } from './table.ts';

interface Plan {
  ms: number;
  text: string;
  rows: number;
  hit: number;
  read: number;
  scans: string[];
}

const [file, topText] = process.argv.slice(2);
if (!file) throw new Error('uso: explain-summary.ts EXTRACTO_DEL_REGISTRO [N]');
const top = Number(topText) || 30;

const ENTRY = /^\S+ \S+ \S+ \[\d+\] \S+ LOG: {2}duration: ([\d.]+) ms {2}plan:$/;
const plans: Plan[] = [];
let current: { ms: number; lines: string[] } | undefined;
const finish = () => {
  if (!current) return;
  const body = current.lines.join('\n');
  const text = /Query Text: ([\s\S]*?)\n\t(?=\S)(?!\s)/.exec(`${body}\n\t`)?.[1] ?? '';
  const planStart = current.lines.findIndex((l) => /\(cost=/.test(l));
  const first = current.lines[planStart] ?? '';
  const buffers = current.lines.slice(planStart).find((l) => /^\t\s*Buffers:/.test(l)) ?? '';
  // What each scan read: the table of a sequential scan, the index of the others.
  const scans = [
    ...body.matchAll(
      /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)? (?:using (\S+) )?on (\S+)/g,
    ),
  ].map(
    (m) =>
      `${m[1] === 'Seq Scan' ? 'seq' : m[1] === 'Index Only Scan' ? 'ios' : m[1] === 'Bitmap Index Scan' ? 'bitmap' : 'idx'} ${m[2] ?? m[3]}`,
  );
  plans.push({
    ms: current.ms,
    text: text.replace(/\s+/g, ' ').trim(),
    rows: Number(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(first)?.[1] ?? 0),
    hit: Number(/shared hit=(\d+)/.exec(buffers)?.[1] ?? 0),
    read: Number(/read=(\d+)/.exec(buffers)?.[1] ?? 0),
    scans: [...new Set(scans)],
  });
  current = undefined;
};
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const m = ENTRY.exec(line);
  if (m) {
    finish();
    current = { ms: Number(m[1]), lines: [] };
  } else if (current && line.startsWith('\t')) {
    current.lines.push(line);
  } else {
    finish();
  }
}
finish();

// The same statement run several times: its slowest run.
const slowest = new Map<string, Plan>();
for (const p of plans) {
  const key = p.text.slice(0, 300);
  if (!slowest.has(key) || slowest.get(key)!.ms < p.ms) slowest.set(key, p);
}
const rows = [...slowest.values()].sort((a, b) => b.ms - a.ms).slice(0, top);
console.log(`${plans.length} planes, ${slowest.size} sentencias distintas`);
console.log(
  formatTable(
    ['ms', 'filas', 'páginas en memoria', 'páginas leídas', 'lecturas', 'sentencia'],
    rows.map((p) => [
      p.ms.toFixed(1),
      num(p.rows),
      num(p.hit),
      num(p.read),
      p.scans.slice(0, 3).join(', ') + (p.scans.length > 3 ? ` (+${p.scans.length - 3})` : ''),
      p.text.slice(0, 70),
    ]),
  ),
);
