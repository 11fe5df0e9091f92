import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    pgTemplate: string | null;
    /** PGlite: the file of a migrated data folder's tarball each test database starts from. */
    pgliteTemplate: string | null;
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One migrated template per run and database; each test file (or test database) copies it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const template = await sharedPgliteTemplate();
    project.provide('pgTemplate', null);
    project.provide('pgliteTemplate', template.file);
    return template.release;
  }
  const template = `tlp_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openPostgres(withDatabase(url, template), 2);
  await database.migrate();
  await database.close();
  project.provide('pgTemplate', template);
  project.provide('pgliteTemplate', null);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

const TEMPLATE_PREFIX = 'tlp-pglite-template-';

/** Initdb and every migration, once: a new PGlite does both in seconds, loading the result takes one. */
async function buildPgliteTemplate(): Promise<string> {
  await removeAbandonedTemplates();
  const database = await openPglite(undefined);
  await database.migrate();
  const tarball = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const file = path.join(tmpdir(), `${TEMPLATE_PREFIX}${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  return file;
}

/** The templates of runs that ended without their teardown (interrupted): their process is gone. */
async function removeAbandonedTemplates() {
  for (const name of await readdir(tmpdir())) {
    const pid = Number(name.startsWith(TEMPLATE_PREFIX) && name.slice(TEMPLATE_PREFIX.length).split('-')[0]);
    if (pid && !alive(pid)) await rm(path.join(tmpdir(), name), { force: true });
  }
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const SHARED = Symbol.for('tlp.pgliteTemplate');
type Shared = { file: Promise<string>; users: number };

/**
 * The projects of a run set up one after the other in this process, each with its own copy of this
 * module: the template is shared through globalThis, and deleted by the last project's teardown.
 */
async function sharedPgliteTemplate() {
  const holder = globalThis as { [SHARED]?: Shared };
  const shared = (holder[SHARED] ??= { file: buildPgliteTemplate(), users: 0 });
  shared.users++;
  const file = await shared.file;
  return {
    file,
    async release() {
      if (--shared.users > 0) return;
      delete holder[SHARED];
      await rm(file, { force: true });
    },
  };
}
