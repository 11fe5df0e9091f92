// The servers under test, each in its own process: the API (as `npm start` runs it) and the
// bare Fastify baseline. Their output is kept only as a short tail, for failure messages.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../src/config.ts';
import { SERVER_NODE_FLAGS } from '../src/ops/heap-growth.ts';
import { freePort } from '../src/ops/testing/free-port.ts';

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Resident memory in KiB (Linux /proc), or null where it cannot be read. */
  rssKiB(): number | null;
  /** The last lines the server wrote (for failure messages). */
  tail(): string;
  stop(): Promise<void>;
}

export function rssOf(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * How `npm start` runs the script's package: plain Node (its type stripping) or, for versions
 * whose start script still says so, with the tsx loader.
 */
function loaderArgs(script: string): string[] {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve(path.dirname(script), '../package.json'), 'utf8'));
    return /^tsx\b/.test(pkg.scripts?.start ?? '') ? ['--import', 'tsx'] : [];
  } catch {
    return [];
  }
}

async function start(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  timeoutMs: number,
  nodeFlags: readonly string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...loaderArgs(script), script], {
    cwd: path.resolve(path.dirname(script), '../../..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (d: Buffer) => (tail = (tail + d.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    pid: child.pid!,
    baseUrl,
    rssKiB: () => rssOf(child.pid!),
    tail: () => tail,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
  const end = Date.now() + timeoutMs;
  while (Date.now() < end && !exited) {
    const ok = await fetch(baseUrl + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  await proc.stop();
  throw new Error(`${path.basename(script)} no arrancó:\n${tail}`);
}

/**
 * The checkout whose API is measured: this one, or BENCH_API_DIR (another version of the
 * repository, e.g. `git archive` of a commit with node_modules linked in) to compare versions.
 */
export function apiRoot(): string {
  return path.resolve(process.env.BENCH_API_DIR || ROOT_DIR);
}

export interface ApiOptions {
  databaseUrl: string;
  seedDemo: boolean;
  logLevel: string;
  /** Where the API writes a V8 CPU profile when it exits (`--cpu-prof`). */
  cpuProfileDir?: string;
}

/**
 * The API on PostgreSQL. Limits that a load from one address would trip are raised (failed
 * logins never happen here; signups do, for the bench students); counters stay in memory.
 */
export function startApi(opts: ApiOptions, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  return start(
    path.join(apiRoot(), 'apps/api/src/server.ts'),
    {
      NODE_ENV: 'production',
      DATABASE_URL: opts.databaseUrl,
      SEED_DEMO: opts.seedDemo ? '1' : '0',
      LOG_LEVEL: opts.logLevel,
      JWT_SECRET: randomBytes(36).toString('base64'),
      REDIS_URL: '',
      LOGIN_MAX_FAILS_PER_ACCOUNT: '1000000',
      LOGIN_MAX_FAILS_PER_IP: '1000000',
      SIGNUP_MAX_PER_IP: '1000000',
      REFRESH_MAX_PER_IP: '1000000',
      ...(opts.cpuProfileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${opts.cpuProfileDir}` } : {}),
      ...extraEnv,
    },
    '/api/v1/health',
    180_000,
    // As production runs it (npm start, the systemd unit).
    SERVER_NODE_FLAGS,
  );
}

/** The bare Fastify server of baseline-server.ts on the same database. */
export function startBaseline(databaseUrl: string): Promise<ServerProcess> {
  return start(
    path.join(ROOT_DIR, 'apps/api/bench/baseline-server.ts'),
    { DATABASE_URL: databaseUrl },
    '/health',
    60_000,
  );
}
