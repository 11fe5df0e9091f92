// `npm run db:reset`: empties the database and loads the demo data again. On the embedded
// database (PGlite) it deletes the data folder (DATA_DIR, default ./data), mail outbox included;
// refuses while a server holds the data folder's lock. On PostgreSQL (DATABASE_URL) it truncates
// every table of the public schema, only when told which database: `--yes --database <its name>`
// (`npm run db:reset -- --yes --database tlp`); otherwise it says what it would destroy, and exits 2.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { databaseLabel, runTool, toolArgs } from '../cli/tool.ts';
import { loadConfig } from '../config.ts';
import { connecting, StartupError } from '../ops/startup.ts';
import { openDatabase } from './client.ts';
import { databaseUrlParts, safeDatabaseUrl } from './connect-errors.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { rawRows } from './rows.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { resolveJwtSecret } from '../lib/jwt-secret.ts';
import { subjectKeys } from '../modules/disclosures/subject-key.ts';

const LOCK_FILE = 'server.lock';
const USAGE = 'Uso: npm run db:reset (PGlite), o npm run db:reset -- --yes --database NOMBRE (PostgreSQL)';

/** On PostgreSQL the reset goes ahead only with `--yes --database <the database of DATABASE_URL>`. */
function confirmPostgres(url: string, given: { yes?: boolean; database?: string }) {
  const name = databaseUrlParts(url).database;
  if (given.yes && given.database === name) return;
  const how = `Para confirmarlo: npm run db:reset -- --yes --database ${name}`;
  const shown = safeDatabaseUrl(url);
  throw new StartupError(
    given.database !== undefined && given.database !== name
      ? `No se reinició nada: --database ${given.database} no es la base de datos de DATABASE_URL ("${name}", ${shown}). ${how}`
      : `No se reinició nada: db:reset borraría todos los datos de la base de datos "${name}" (${shown}) ` +
          `para cargar los de demostración. ${how}`,
  );
}

await runTool(async () => {
  const given = toolArgs({ yes: { type: 'boolean' }, database: { type: 'string' } }, USAGE);
  const config = loadConfig();
  if (config.databaseUrl) confirmPostgres(config.databaseUrl, given);
  let release = () => {};
  try {
    if (!config.databaseUrl) {
      try {
        release = lockDataDir(config.dataDir);
      } catch (err) {
        throw err instanceof DataDirLockedError ? new StartupError(`${err.message} No se reinició nada.`) : err;
      }
      // Everything but our own lock file goes.
      for (const entry of fs.readdirSync(config.dataDir)) {
        if (entry !== LOCK_FILE) fs.rmSync(path.join(config.dataDir, entry), { recursive: true, force: true });
      }
    }
    const database = await openDatabase(config);
    try {
      if (config.databaseUrl) {
        const tables = await connecting(config.databaseUrl, () =>
          rawRows<{ name: string }>(
            database.db,
            sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
          ),
        );
        const names = tables.map((t) => t.name);
        // The audit trail and the disclosure ledger refuse TRUNCATE (migrations 0013, 0017): a reset of the
        // whole demo database lifts that guard for its own transaction only, as their owner.
        const appendOnly = ['audit_log', 'disclosures', 'export_disclosures', 'export_disclosure_students'].filter(
          (t) => names.includes(t),
        );
        if (names.length) {
          await database.db.transaction(async (tx) => {
            for (const t of appendOnly) await tx.execute(sql.raw(`alter table ${t} disable trigger user`));
            await tx.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
            for (const t of appendOnly) await tx.execute(sql.raw(`alter table ${t} enable trigger user`));
          });
        }
      }
      await database.migrate();
      const keys = subjectKeys(resolveJwtSecret(config.jwtSecret, config.dataDir));
      const result = await seedDemo(database.db, console.log, keys);
      if (!result.seeded) throw new Error('La base de datos no quedó vacía: no se cargaron los datos de demostración.');
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
  console.log(`Base de datos reiniciada con los datos de demostración (${databaseLabel(config)}).`);
});
