// Test support for the command-line tools (db:bootstrap, db:reset, db:migrate, admin:create) and
// the server's startup: each runs as a child process, as `npm run …` would, and ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../../config.ts';

export const API_DIR = path.join(ROOT_DIR, 'apps/api');

/** The scripts of apps/api/package.json, by name. */
export const CLI = {
  bootstrap: 'src/db/bootstrap-cli.ts',
  reset: 'src/db/reset-cli.ts',
  migrate: 'src/db/migrate-cli.ts',
  adminCreate: 'src/cli/admin-create.ts',
  server: 'src/server.ts',
} as const;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr, in the order they came. */
  output: string;
  ms: number;
}

/**
 * Runs one of the API's scripts (as its npm script does, with the project's Node) with a clean
 * environment: no DATABASE_URL, JWT_SECRET or REDIS_URL unless `env` gives them. `stdin` is written
 * and closed; without it stdin is closed at once (no terminal).
 */
export function runCli(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
  opts: { stdin?: string; timeoutMs?: number } = {},
): Promise<CliResult> {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(API_DIR, script), ...args], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      JWT_SECRET: '',
      REDIS_URL: '',
      SEED_DEMO: '',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let output = '';
  child.stdout.on('data', (d: Buffer) => ((stdout += d), (output += d)));
  child.stderr.on('data', (d: Buffer) => ((stderr += d), (output += d)));
  child.stdin.on('error', () => {}); // a tool that exits before reading its input
  child.stdin.end(opts.stdin ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 90_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, output, ms: Date.now() - started });
    }),
  );
}

/** The non-empty lines of a tool's output. */
export const linesOf = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

/** A new empty folder under the system's temporary one. */
export function tempDir(prefix = 'tlp-cli-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A TCP port nobody listens on (bound and released at once). */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Rows of one query on a PostgreSQL database, over a connection of its own. */
export async function queryRows<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}
