// Apps that share one database, as instances of the server do: a database a test opens more than
// once (again after a restart, or twice at once on PostgreSQL), and the real app started on it.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import type { JobHandler } from '../src/modules/jobs/job-runner.ts';
import { withDatabase } from './global-setup.ts';
import { TEST_SECRET } from './helper.ts';

/** The job runner's timings in tests: retries in milliseconds, not seconds. */
export const FAST_JOBS = { pollMs: 20, retryBaseMs: 40, maxRetryMs: 200 };

/** A database the test opens more than once: again after a restart, or twice at once (PostgreSQL). */
export async function reopenableDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (template && url) {
    const name = `tlp_test_instances_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return {
      open: () => openPostgres(withDatabase(url, name), 5),
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  // PGlite: a data folder of its own, closed and opened again as the server does on a restart.
  const dir = await mkdtemp(path.join(tmpdir(), 'tlp-jobs-'));
  const pgliteTemplate = inject('pgliteTemplate');
  let first = true;
  return {
    async open() {
      const seed = first && pgliteTemplate ? new Blob([await readFile(pgliteTemplate)]) : undefined;
      const database = await openPglite(dir, seed);
      if (first && !seed) await database.migrate();
      first = false;
      return database;
    },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The real app on `database`, with the handlers a module would register, started. */
export async function startApp(
  database: Database,
  handlers: Record<string, JobHandler<any>> = {},
  jobsClock?: () => Date,
) {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const outboxDir = path.join(tmpdir(), `tlp-test-outbox-${randomBytes(6).toString('hex')}`);
  const app = await buildApp({
    config: { ...base, webDistDir: '/nonexistent', mail: { ...base.mail, outboxDir } },
    database,
    jwtSecret: TEST_SECRET,
    logger: false,
    mailWorker: FAST_JOBS,
    jobsClock,
  });
  for (const [kind, handler] of Object.entries(handlers)) app.jobs.register(kind, handler);
  await app.ready();
  return app;
}
