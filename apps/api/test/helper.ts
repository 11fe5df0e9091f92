import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

export const TEST_SECRET = 'test-secret-'.padEnd(48, 'x');

export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `tlp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openPostgres(withDatabase(url, name), 20);
    return {
      ...database,
      migrate: async () => {},
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const pgliteTemplate = inject('pgliteTemplate');
  if (pgliteTemplate) return openPglite(undefined, await pgliteTemplateTarball(pgliteTemplate));
  const database = await openPglite(undefined);
  await database.migrate();
  return database;
}

let tarball: Promise<Blob> | undefined;
/** The migrated data folder of global-setup.ts, read once per test file. */
const pgliteTemplateTarball = (file: string) => (tarball ??= readFile(file).then((bytes) => new Blob([bytes])));

export const isPostgres = () => !!inject('pgTemplate');

/**
 * A test of a rule under concurrent requests (a row lock, a conditional update). PGlite runs one
 * transaction at a time, so there such a test passes even with the lock removed: it runs on
 * PostgreSQL only (`npm test` uses the local one when it answers) and is skipped, named, on PGlite.
 */
export const itUnderConcurrency = (name: string, fn: () => Promise<void>) =>
  it.runIf(isPostgres())(`${name} [PostgreSQL: concurrent transactions]`, fn);

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** What else a test may give buildApp: the mail worker's timings, a log stream to read. */
type BuildExtras = Pick<Parameters<typeof buildApp>[0], 'mailWorker' | 'logStream'>;

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  extras: BuildExtras = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: extras.logStream ? 'info' : 'silent' });
  // Mail without SMTP goes to a folder of the test's own, never the repository's data/.
  const outboxDir = path.join(tmpdir(), `tlp-test-outbox-${randomBytes(6).toString('hex')}`);
  const config: AppConfig = { ...base, webDistDir: '/nonexistent', mail: { ...base.mail, outboxDir }, ...overrides };
  const app = await buildApp({ config, database, jwtSecret: TEST_SECRET, logger: !!extras.logStream, ...extras });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** Sends a request and returns status, parsed JSON body and headers. */
export async function call(app: FastifyInstance, opts: InjectOptions) {
  const res = await app.inject(opts);
  let body: any = undefined;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers, cookies: res.cookies, raw: res };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API and returns the access token. */
export async function tokenFor(
  app: FastifyInstance,
  email: string,
  role: 'student' | 'orienter' | 'university',
  password = 'Secreto123',
) {
  const res = await call(app, { method: 'POST', url: '/api/v1/auth/login', payload: { email, password, role } });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status}`);
  return res.body.accessToken as string;
}
