// `npm test`: every suite that needs no browser, on the embedded database, and again on
// PostgreSQL: the one of DATABASE_URL or TEST_DATABASE_URL, or else the local one at
// 127.0.0.1:5432 when it answers (tests create and drop their own databases there).
import { spawnSync } from 'node:child_process';
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

function run(label, env, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...args, ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

const base = { ...process.env };
delete base.DATABASE_URL;
delete base.TEST_DATABASE_URL;
let status = run('Pruebas con la base de datos embebida (PGlite)', { ...base, TEST_DB: 'pglite' }, []);
if (pgUrl) {
  const pgStatus = run('Pruebas de la API con PostgreSQL', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl }, [
    '--project',
    'api',
  ]);
  status = status || pgStatus;
} else {
  // Said last, so that nobody mistakes a green run on PGlite alone for the whole suite.
  const line = '='.repeat(78);
  console.log(
    `\n${line}\n` +
      'AVISO: sin PostgreSQL (ni TEST_DATABASE_URL, ni DATABASE_URL, ni uno local en 127.0.0.1:5432):\n' +
      'las pruebas solo corrieron con PGlite.\n' +
      'Se omitieron las pruebas de la API con PostgreSQL, entre ellas las de concurrencia y las de\n' +
      'fallas (caída y reinicio de la base de datos). Para correrlas:\n' +
      '  TEST_DATABASE_URL=postgres://usuario@127.0.0.1:5432/postgres npm test\n' +
      `${line}`,
  );
}
process.exit(status);
