// The database tools as an operator runs them (child processes): `db:bootstrap` prepares an empty
// database for production (migrations and reference data, no accounts), twice without change;
// `db:reset` on PostgreSQL destroys nothing without naming the database it would empty.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ROOT_DIR } from '../config.ts';
import { openPglite } from './client.ts';
import { rawRows } from './rows.ts';
import { AREA_LIST, CITIES, SEMESTERS } from './seed/reference-data.ts';
import { adminUrl, createScratchDatabase, onPostgres } from '../ops/testing/server-process.ts';
import { CLI, linesOf, queryRows, runCli, tempDir, type CliResult } from '../ops/testing/cli-process.ts';

const SKIP_REASON = 'skipped: needs PostgreSQL (TEST_DB=postgres and TEST_DATABASE_URL)';
const pgOnly = (name: string) => `${name}${onPostgres ? '' : ` (${SKIP_REASON})`}`;
const JWT_SECRET = 'cli-test-secret-'.padEnd(48, 'x');

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratch(template: string | null) {
  const db = await createScratchDatabase(adminUrl!, template);
  cleanups.push(() => db.drop());
  return db;
}

function folder() {
  const dir = tempDir('tlp-bootstrap-');
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What a bootstrapped database holds: reference rows, and none of the demo's. */
const COUNTS = `select
  (select count(*)::int from areas) as areas,
  (select count(*)::int from cities) as cities,
  (select count(*)::int from semesters) as semesters,
  (select count(*)::int from users) as users,
  (select count(*)::int from highschools) as highschools,
  (select count(*)::int from campuses) as campuses,
  (select count(*)::int from degrees) as degrees,
  (select count(*)::int from access_links) as access_links`;

const BOOTSTRAPPED = {
  areas: AREA_LIST.length,
  cities: CITIES.length,
  semesters: SEMESTERS.length,
  users: 0,
  highschools: 0,
  campuses: 0,
  degrees: 0,
  access_links: 0,
};

function expectBootstrapRuns(first: CliResult, second: CliResult, target: string) {
  expect(first.code, first.output).toBe(0);
  expect(first.stdout).toContain(target);
  expect(first.stdout).toContain(
    `${AREA_LIST.length} áreas, ${CITIES.length} ciudades y ${SEMESTERS.length} semestres`,
  );
  expect(second.code, second.output).toBe(0);
  expect(linesOf(second.stdout)).toEqual([
    `Nada que hacer: la base de datos ya tenía todas las migraciones y los datos de referencia (${target}).`,
  ]);
}

describe('npm run db:bootstrap', () => {
  it('embedded: migrates and adds the reference data, no accounts or schools; a second run changes nothing', async () => {
    const dir = folder();
    const first = await runCli(CLI.bootstrap, [], { DATA_DIR: dir });
    const second = await runCli(CLI.bootstrap, [], { DATA_DIR: dir });
    expectBootstrapRuns(first, second, `PGlite en ${dir}`);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);

    const database = await openPglite(dir);
    try {
      const [counts] = await rawRows(database.db, sql.raw(COUNTS));
      expect(counts).toEqual(BOOTSTRAPPED);
      const semesters = await rawRows(database.db, sql`select name, position, active from semesters order by position`);
      expect(semesters).toEqual(SEMESTERS);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('embedded: refuses a data folder a server holds, and creates nothing there', async () => {
    const dir = folder();
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid)); // this test's process lives
    const result = await runCli(CLI.bootstrap, [], { DATA_DIR: dir });
    expect(result.code).toBe(2);
    expect(linesOf(result.stderr)).toHaveLength(1);
    expect(result.stderr).toContain(`ya está en uso por otro servidor (pid ${process.pid})`);
    expect(fs.readdirSync(dir)).toEqual(['server.lock']);
  });

  it.runIf(onPostgres)(
    pgOnly('PostgreSQL: an empty database, without JWT_SECRET; a second run changes nothing'),
    async () => {
      const db = await scratch(null);
      const first = await runCli(CLI.bootstrap, [], { DATABASE_URL: db.url });
      const second = await runCli(CLI.bootstrap, [], { DATABASE_URL: db.url });
      expectBootstrapRuns(first, second, `PostgreSQL ${db.url}`);
      const [counts] = await queryRows(db.url, COUNTS);
      expect(counts).toEqual(BOOTSTRAPPED);
    },
  );

  it.runIf(onPostgres)(
    pgOnly('PostgreSQL: fills only empty lists; one an admin already edited stays as it is'),
    async () => {
      const db = await scratch(inject('pgTemplate'));
      // An admin renamed one of the reference areas and retired another: bootstrap must not add them back.
      await queryRows(
        db.url,
        `insert into areas (name, active) values ('${AREA_LIST[0]!.name} y más', true), ('${AREA_LIST[1]!.name}', false)`,
      );
      const result = await runCli(CLI.bootstrap, [], { DATABASE_URL: db.url });
      expect(result.code, result.output).toBe(0);
      expect(result.stdout).toContain(`0 áreas, ${CITIES.length} ciudades`);
      const [counts] = await queryRows<{ areas: number }>(db.url, COUNTS);
      expect(counts!.areas).toBe(2);
    },
  );
});

describe('npm run db:reset', () => {
  it('the root scripts pass their arguments on to the API tools', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['db:reset', 'db:bootstrap', 'db:migrate', 'admin:create']) {
      expect(scripts[name], name).toBe(`npm run ${name} -w @tlp/api --`);
    }
  });

  it.runIf(onPostgres)(
    pgOnly('PostgreSQL: refuses without --yes --database <its name>, deletes nothing; with them, resets'),
    async () => {
      const db = await scratch(inject('pgTemplate'));
      await queryRows(db.url, `insert into areas (name) values ('Área que no se borra')`);
      const env = { DATABASE_URL: db.url, JWT_SECRET };
      const confirm = `npm run db:reset -- --yes --database ${db.name}`;

      for (const args of [[], ['--yes'], ['--database', db.name], ['--yes', '--database', 'otra']]) {
        const refused = await runCli(CLI.reset, args, env);
        expect(refused.code, `${args.join(' ')}: ${refused.output}`).toBe(2);
        expect(refused.stdout).toBe('');
        const [line, ...more] = linesOf(refused.stderr);
        expect(more).toEqual([]);
        expect(line).toContain(`"${db.name}"`);
        expect(line).toContain(db.url);
        expect(line).toContain(confirm);
        if (args.includes('otra')) expect(line).toContain('--database otra no es');
      }
      expect(await queryRows(db.url, 'select name from areas')).toEqual([{ name: 'Área que no se borra' }]);

      const reset = await runCli(CLI.reset, ['--yes', '--database', db.name], env);
      expect(reset.code, reset.output).toBe(0);
      expect(await queryRows(db.url, `select name from areas where name = 'Área que no se borra'`)).toEqual([]);
      expect(await queryRows(db.url, `select email from users where email = 'admin@demo.mx'`)).toHaveLength(1);
    },
  );
});
