#!/usr/bin/env node
// Fails when the JavaScript that /login loads is over its budget (decisions.md: 200 KB gzip).
// /login loads the entry, every chunk the entry imports statically, and the login route chunk
// with its static imports. Run after `vite build` (the build script does); reads
// dist/.vite/manifest.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1000;
const LOGIN_ROUTE = 'src/app/routes/auth/login.tsx';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('check-bundle: dist/.vite/manifest.json is missing; run `npm run build -w @tlp/web` first.');
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('check-bundle: no entry in the manifest');
if (!manifest[LOGIN_ROUTE]) throw new Error(`check-bundle: ${LOGIN_ROUTE} is not a chunk of its own`);

/** A chunk and everything it imports statically (dynamic imports load later, on demand). */
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const files = collect(LOGIN_ROUTE, collect(entryKey));
let total = 0;
const rows = [...files].map((file) => {
  const gzip = gzipSync(readFileSync(path.join(dist, file))).length;
  total += gzip;
  return { file, gzip };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
for (const { file, gzip } of rows) console.log(`${kb(gzip).padStart(10)}  ${file}`);
console.log(`${kb(total).padStart(10)}  total JavaScript for /login (gzip), budget ${kb(BUDGET_BYTES)}`);
if (total > BUDGET_BYTES) {
  console.error(`check-bundle: /login loads ${kb(total)} of JavaScript, over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
