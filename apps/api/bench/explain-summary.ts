// The statements of a `npm run bench:scale -- --explain` run, from the part of the PostgreSQL
// server's log it wrote (auto_explain), one line each, slowest first: time, rows the plan's top node
// returned, pages read from shared buffers and from disk (or the OS cache), the scans it used
// (seq: the table read whole; idx, ios, bitmap: an index scan, index-only, or bitmap).
// Usage: npx tsx apps/api/bench/explain-summary.ts LOG_EXCERPT [N]
//        npx tsx apps/api/bench/explain-summary.ts SMALL_LOG LARGE_LOG [N]: the statements of two runs
//        side by side (the same calls on a smaller and a larger database), with how much the pages
//        each one touched grew from one to the other: what grows with the data and what stays on an
//        index.
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

const args = process.argv.slice(2);
const topText = args.length > 0 && /^\d+$/.test(args.at(-1)!) ? args.pop() : undefined;
const [file, larger] = args;
if (!file) throw new Error('uso: explain-summary.ts EXTRACTO_DEL_REGISTRO [EXTRACTO_MAYOR] [N]');
const top = Number(topText) || 30;

const ENTRY = /^\S+ \S+ \S+ \[\d+\] \S+ LOG: {2}duration: ([\d.]+) ms {2}plan:$/;

/** Every plan of a log excerpt. */
function parse(path: string): Plan[] {
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
  for (const line of readFileSync(path, 'utf8').split('\n')) {
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

  return plans;
}

/** Each statement once (its text's start as the key), with its slowest run. */
function slowestOf(plans: Plan[]): Map<string, Plan> {
  const slowest = new Map<string, Plan>();
  for (const p of plans) {
    const key = p.text.slice(0, 300);
    if (!slowest.has(key) || slowest.get(key)!.ms < p.ms) slowest.set(key, p);
  }
  return slowest;
}

const scansOf = (p: Plan) => p.scans.slice(0, 3).join(', ') + (p.scans.length > 3 ? ` (+${p.scans.length - 3})` : '');
const pages = (p: Plan) => p.hit + p.read;

const plans = parse(file);
const slowest = slowestOf(plans);
if (!larger) {
  const rows = [...slowest.values()].sort((a, b) => b.ms - a.ms).slice(0, top);
  console.log(`${plans.length} planes, ${slowest.size} sentencias distintas`);
  console.log(
    formatTable(
      ['ms', 'filas', 'páginas en memoria', 'páginas leídas', 'lecturas', 'sentencia'],
      rows.map((p) => [p.ms.toFixed(1), num(p.rows), num(p.hit), num(p.read), scansOf(p), p.text.slice(0, 70)]),
    ),
  );
} else {
  const big = slowestOf(parse(larger));
  const both = [...slowest].filter(([key]) => big.has(key)).map(([key, small]) => ({ small, big: big.get(key)! }));
  both.sort((a, b) => b.big.ms - a.big.ms);
  console.log(`${both.length} sentencias en las dos corridas`);
  console.log(
    formatTable(
      ['ms', 'ms mayor', 'páginas', 'páginas mayor', 'crece', 'lecturas (mayor)', 'sentencia'],
      both
        .slice(0, top)
        .map(({ small, big: b }) => [
          small.ms.toFixed(1),
          b.ms.toFixed(1),
          num(pages(small)),
          num(pages(b)),
          pages(small) > 0 ? `${(pages(b) / pages(small)).toFixed(1)}×` : '—',
          scansOf(b),
          b.text.slice(0, 70),
        ]),
    ),
  );
}
