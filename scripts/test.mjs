// `npm test`: every suite that needs no browser, on the embedded database, and again on
// PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (tests create and drop their own
// databases there).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const extra = process.argv.slice(2);
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

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
}
process.exit(status);
