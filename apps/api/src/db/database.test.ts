import { sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.ts';
import { openPglite } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { isPostgres } from '../../test/helper.ts';

const embeddedOnly = !isPostgres();

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tlp-db-'));
}

function startServer(dataDir: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'apps/api/src/server.ts')], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe.runIf(embeddedOnly)('embedded database (PGlite)', () => {
  it('runs with fsync on', async () => {
    const dir = tempDir();
    const database = await openPglite(dir);
    const result = (await database.db.execute(sql`show fsync`)) as unknown as { rows: Array<{ fsync: string }> };
    expect(result.rows[0]!.fsync).toBe('on');
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('locks the data folder: a second lock fails while the holder lives; a dead holder is taken over', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a second live server on the same folder, and restarts after kill -9', async () => {
    const dir = tempDir();
    const first = startServer(dir);
    expect(await waitFor(() => first.output().includes('escuchando'), 90_000)).toBe(true);

    const second = startServer(dir);
    const code = await second.exited;
    expect(code).toBe(2);
    expect(second.output()).toContain('ya está en uso por otro servidor');

    first.child.kill('SIGKILL');
    await first.exited;
    const third = startServer(dir);
    expect(await waitFor(() => third.output().includes('escuchando'), 90_000)).toBe(true);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 240_000);
});
