#!/usr/bin/env node
// The build-time proxy of the /login JavaScript budget (180 KB on the wire): the Brotli size of
// the files in dist, as the server sends them, so a build that grows past it fails before anything
// runs. The real check is e2e/tests/wire-budget.spec.ts, which counts what Chromium receives from
// the running server, headers included. /login loads the scripts its page names
// (dist/pages/login.html, build/route-pages.ts): the entry, and the modulepreloads of the app's
// start module and of the login route with their static imports. Run after `vite build` (the
// build script does).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const BUDGET_BYTES = 180 * 1000;
const PAGE = 'pages/login.html';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let html;
try {
  html = readFileSync(path.join(dist, PAGE), 'utf8');
} catch {
  console.error(`check-bundle: dist/${PAGE} is missing; run \`npm run build -w @tlp/web\` first.`);
  process.exit(1);
}

const files = new Set(
  [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+\.js)"/g)].map(
    ([, file]) => file,
  ),
);
if (files.size === 0) throw new Error(`check-bundle: dist/${PAGE} names no script`);
// The quality of the build's copies (build/precompress.ts).
const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
let total = 0;
const rows = [...files].map((file) => {
  const brotli = brotliCompressSync(readFileSync(path.join(dist, file)), { params }).length;
  total += brotli;
  return { file, brotli };
});
rows.sort((a, b) => b.brotli - a.brotli);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
for (const { file, brotli } of rows) console.log(`${kb(brotli).padStart(10)}  ${file}`);
console.log(`${kb(total).padStart(10)}  total JavaScript for /login (Brotli), budget ${kb(BUDGET_BYTES)}`);
if (total > BUDGET_BYTES) {
  console.error(`check-bundle: /login loads ${kb(total)} of JavaScript, over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
