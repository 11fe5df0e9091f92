// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server (API under /api/v1 and the web app) in this same process.
// In production the build is a step of its own (`npm run build`, with the devDependencies), and
// the server runs without them (`npm prune --omit=dev` or `npm ci --omit=dev`): with a build in
// apps/web/dist and no Vite installed, this never builds nor needs Vite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (/\.test\.[jt]sx?$/.test(entry.name) || entry.name === 'test') continue;
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/build',
  'apps/web/vite.config.ts',
  'packages/shared/src',
].map((p) => path.join(root, p));
const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
const changedAt = Math.max(
  ...sources.map((s) => (fs.existsSync(s) && fs.statSync(s).isFile() ? fs.statSync(s).mtimeMs : newestMtime(s))),
);
// Vite is a devDependency: absent where only the dependencies were installed.
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const viteInstalled = fs.existsSync(vite);
if (!builtAt && !viteInstalled) {
  console.error('Falta la compilación de la aplicación web: corre `npm run build`');
  process.exit(2);
}
if (viteInstalled && (!builtAt || changedAt > builtAt)) {
  console.log(builtAt ? 'La aplicación web cambió: compilando…' : 'Compilando la aplicación web…');
  // Vite directly: the bundle-size check of `npm run build` is for CI, it must not stop a start.
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Node 24 runs the server's TypeScript as it is (type stripping): no loader, no build step.
await import(path.join(root, 'apps/api/src/server.ts'));
