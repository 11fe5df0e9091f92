// What a V8 CPU profile (`npm run bench -- --cpu-prof DIR`) spent its time on, as shares of all
// samples: the functions with the most self time, and the most inclusive time (the function and
// everything it called). Usage: npx tsx apps/api/bench/cpu-profile-top.ts FILE.cpuprofile [N]
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const [file, topText] = process.argv.slice(2);
if (!file) throw new Error('uso: cpu-profile-top.ts ARCHIVO.cpuprofile [N]');
const top = Number(topText) || 25;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** A function as one line: its name and where it is (package or file, line). */
function label(n: ProfileNode): string {
  const { functionName, url, lineNumber } = n.callFrame;
  if (!url) return functionName || '(program)';
  const where = url.includes('node_modules/')
    ? url.slice(url.lastIndexOf('node_modules/') + 13)
    : path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
  return `${functionName || '(anónima)'} ${where}:${lineNumber + 1}`;
}

const selfCount = new Map<string, number>();
const inclusiveCount = new Map<string, number>();
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
let counted = 0;
for (const id of profile.samples) {
  const leaf = byId.get(id)!;
  if (leaf.callFrame.functionName === '(idle)') continue;
  counted++;
  const leafLabel = label(leaf);
  selfCount.set(leafLabel, (selfCount.get(leafLabel) ?? 0) + 1);
  // Each function on the stack once, however often it recurs.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const l = label(byId.get(at)!);
    if (seen.has(l) || idle.has(l)) continue;
    seen.add(l);
    inclusiveCount.set(l, (inclusiveCount.get(l) ?? 0) + 1);
  }
}

const pct = (n: number) => `${((100 * n) / counted).toFixed(1).padStart(5)} %`;
const print = (title: string, counts: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [l, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(n)}  ${l}`);
};
console.log(`${counted} muestras fuera de (idle)`);
print('Tiempo propio', selfCount);
print('Tiempo inclusivo', inclusiveCount);
