// `npm test`: every suite that needs no browser, on the embedded database, and again on
// PostgreSQL the API tests that behave differently there: the PostgreSQL of DATABASE_URL or
// TEST_DATABASE_URL, or else the local one at 127.0.0.1:5432 when it answers (tests create and drop
// their own databases there). Which file runs where: apps/api/test/suites.ts and docs/testing.md.
// `npm test -- <file or filter>` runs the matching files in each pass that has any.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const extra = process.argv.slice(2);
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The local PostgreSQL, if it answers within two seconds. */
async function localPostgres() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: LOCAL_PG, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return LOCAL_PG;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || (await localPostgres());

/** How many test files a pass would run with the given filter, or undefined if Vitest cannot tell. */
function matchingFiles({ env, args }) {
  const list = path.join(tmpdir(), `tlp-test-files-${process.pid}.json`);
  try {
    const result = spawnSync(process.execPath, [vitest, 'list', '--filesOnly', `--json=${list}`, ...args, ...extra], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    return result.status === 0 ? JSON.parse(readFileSync(list, 'utf8')).length : undefined;
  } catch {
    return undefined;
  } finally {
    rmSync(list, { force: true });
  }
}

function run({ label, env, args }, passWithNoTests) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', ...args, ...(passWithNoTests ? ['--passWithNoTests'] : []), ...extra],
    { cwd: root, stdio: 'inherit', env },
  );
  return result.status ?? 1;
}

const base = { ...process.env };
delete base.DATABASE_URL;
delete base.TEST_DATABASE_URL;
const passes = [
  {
    label: 'Pruebas con la base de datos embebida (PGlite)',
    env: { ...base, TEST_DB: 'pglite', TEST_POSTGRES_PASS: pgUrl ? '1' : '' },
    args: [],
  },
];
if (pgUrl) {
  passes.push({
    label: 'Pruebas de la API con PostgreSQL',
    env: { ...base, TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl },
    args: ['--project', 'api', '--project', 'api-once'],
  });
}

// A filter may match the files of one pass only (a web file, a PostgreSQL-only one): the other
// pass is skipped. A filter that matches nothing at all is an error, as with Vitest.
const files = passes.map((pass) => (extra.length > 0 ? matchingFiles(pass) : undefined));
if (extra.length > 0 && files.every((n) => n === 0)) {
  console.log(`Ningún archivo de pruebas coincide con: ${extra.join(' ')}`);
  process.exit(1);
}
let status = 0;
passes.forEach((pass, i) => {
  if (files[i] === 0) console.log(`\n=== ${pass.label}: ningún archivo coincide, se omite ===`);
  else status = run(pass, extra.length > 0) || status;
});
if (!pgUrl) {
  // Said last, so that nobody mistakes a green run on PGlite alone for the whole suite.
  const line = '='.repeat(78);
  console.log(
    `\n${line}\n` +
      'AVISO: sin PostgreSQL (ni TEST_DATABASE_URL, ni DATABASE_URL, ni uno local en 127.0.0.1:5432):\n' +
      'las pruebas solo corrieron con PGlite.\n' +
      'Se omitieron las pruebas de la API con PostgreSQL, entre ellas las de concurrencia y las de\n' +
      'fallas (caída y reinicio de la base de datos, dos instancias). Para correrlas:\n' +
      '  TEST_DATABASE_URL=postgres://usuario@127.0.0.1:5432/postgres npm test\n' +
      `${line}`,
  );
}
process.exit(status);
