// Test support for the fault tests: the real server as a child process, and a small HTTP client
// (node:http, so a test chooses its agent and sees closed connections as they are).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { ROOT_DIR } from '../../config.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../service-unavailable.ts';

/** The PostgreSQL the fault tests copy their databases from, when the run is on PostgreSQL. */
export const adminUrl = process.env.TEST_DATABASE_URL;
export const onPostgres = process.env.TEST_DB === 'postgres' && !!adminUrl;

/** The answer every request gets while the database is unreachable or the server shuts down. */
export const EXPECTED_503 = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: SERVICE_UNAVAILABLE_MESSAGE,
  errorCode: 'ServiceUnavailable',
};

export const DEMO_PASSWORD = 'Demo12345';
const FAULT_JWT_SECRET = 'fault-test-secret-'.padEnd(48, 'x');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  output(): string;
  /** The end of the output without the per-request log lines: for failure messages. */
  tail(): string;
  /** The server's JSON log lines. */
  logs(): Array<Record<string, unknown>>;
  alive(): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running; waits for the exit. */
  kill(): Promise<void>;
}

/**
 * Starts `apps/api/src/server.ts` (as `npm start` does) on a free port and waits for its
 * "escuchando en <url>" line. `env` completes the environment (DATA_DIR or DATABASE_URL, …).
 */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'apps/api/src/server.ts')], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      JWT_SECRET: FAULT_JWT_SECRET,
      WEB_DIST_DIR: '/nonexistent',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  const proc: ServerProcess = {
    child,
    pid: child.pid!,
    baseUrl: '',
    output: () => out,
    tail: () =>
      `\n--- server output (tail, without request lines) ---\n${out
        .split('\n')
        .filter((l) => !/"msg":"(incoming request|request completed)"/.test(l))
        .join('\n')
        .slice(-3000)}`,
    logs: () =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .flatMap((l) => {
          try {
            return [JSON.parse(l) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    alive: () => running,
    exited,
    async kill() {
      if (running) child.kill('SIGKILL');
      await exited;
    },
  };
  const end = Date.now() + timeoutMs;
  while (Date.now() < end && running) {
    const m = /escuchando en (http:\/\/[^\s"]+)/.exec(out);
    if (m) return { ...proc, baseUrl: m[1]! };
    await sleep(50);
  }
  await proc.kill();
  throw new Error(`the server did not start:\n${out.slice(-4000)}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

interface RequestOptions {
  method?: string;
  token?: string;
  body?: unknown;
  agent?: http.Agent;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One HTTP request; rejects on a network error (refused, reset, closed) or after `timeoutMs`. */
export function request(baseUrl: string, urlPath: string, opts: RequestOptions = {}): Promise<Reply> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(urlPath, baseUrl),
      {
        method: opts.method ?? 'GET',
        agent: opts.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        timeout: opts.timeoutMs ?? 20_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode!, headers: res.headers, body });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`request timed out: ${urlPath}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in through the API (admins sign in as orienters) and returns the access token. */
export async function login(baseUrl: string, email: string, role: 'student' | 'orienter'): Promise<string> {
  const res = await request(baseUrl, '/api/v1/auth/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD, role },
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** A throwaway database on the test PostgreSQL (a copy of the migrated template when given). */
export async function createScratchDatabase(adminUrl: string, template: string | null) {
  const name = `tlp_fault_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    name,
    url: withDatabase(adminUrl, name),
    /** The admin connection (to the maintenance database, never terminated by the tests). */
    admin,
    async drop() {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
