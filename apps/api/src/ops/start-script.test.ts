// `npm start` (scripts/start.mjs) with and without the devDependencies: a copy of the script in a
// folder of its own, with a stand-in server and, when the test says so, a stand-in Vite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function write(file: string, text: string, mtime?: Date) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (mtime) fs.utimesSync(file, mtime, mtime);
}

/** A checkout: the start script, web sources, a server that says it ran; a build and Vite if asked. */
function checkout({ built, vite, sourcesNewer }: { built: boolean; vite: boolean; sourcesNewer?: boolean }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tlp-start-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(path.join(ROOT_DIR, 'scripts/start.mjs'), path.join(root, 'scripts/start.mjs'));
  write(path.join(root, 'apps/api/src/server.ts'), "console.log('SERVER');\n");
  const hourAgo = new Date(Date.now() - 3600_000);
  write(path.join(root, 'apps/web/src/main.tsx'), 'export {};\n', sourcesNewer ? undefined : hourAgo);
  if (built) write(path.join(root, 'apps/web/dist/index.html'), '<html></html>\n', sourcesNewer ? hourAgo : undefined);
  if (vite) {
    write(
      path.join(root, 'node_modules/vite/bin/vite.js'),
      "import fs from 'node:fs';\nfs.mkdirSync('dist', { recursive: true });\nfs.writeFileSync('dist/index.html', '<html></html>');\nconsole.log('VITE BUILD');\n",
    );
  }
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm start (scripts/start.mjs)', () => {
  it('without a build nor Vite (production dependencies only): one line naming `npm run build`, exit 2', () => {
    const run = checkout({ built: false, vite: false });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('Falta la compilación de la aplicación web: corre `npm run build`\n');
    expect(run.stdout).toBe('');
  });

  it('with a build and no Vite: serves the build, even if the sources look newer', () => {
    const run = checkout({ built: true, vite: false, sourcesNewer: true });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('SERVER\n');
    expect(run.status).toBe(0);
  });

  it('with Vite (a development checkout): builds when the build is missing or older, then serves', () => {
    const missing = checkout({ built: false, vite: true });
    expect(missing.stdout).toBe('Compilando la aplicación web…\nVITE BUILD\nSERVER\n');
    const stale = checkout({ built: true, vite: true, sourcesNewer: true });
    expect(stale.stdout).toBe('La aplicación web cambió: compilando…\nVITE BUILD\nSERVER\n');
    const current = checkout({ built: true, vite: true });
    expect(current.stdout).toBe('SERVER\n');
  });
});
