// `npm run db:reset`: empties the database and loads the demo data again. On the embedded
// database (PGlite) it deletes the data folder (DATA_DIR, default ./data), mail outbox included;
// on PostgreSQL (DATABASE_URL) it truncates every table of the public schema. Refuses while a
// server holds the data folder's lock.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { rawRows } from './rows.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { resolveJwtSecret } from '../lib/jwt-secret.ts';
import { subjectKeys } from '../modules/disclosures/subject-key.ts';

const LOCK_FILE = 'server.lock';

const config = loadConfig();
let release = () => {};
try {
  if (!config.databaseUrl) {
    release = lockDataDir(config.dataDir);
    // Everything but our own lock file goes.
    for (const entry of fs.readdirSync(config.dataDir)) {
      if (entry !== LOCK_FILE) fs.rmSync(path.join(config.dataDir, entry), { recursive: true, force: true });
    }
  }
  const database = await openDatabase(config);
  try {
    if (config.databaseUrl) {
      const tables = await rawRows<{ name: string }>(
        database.db,
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      );
      const names = tables.map((t) => t.name);
      // The audit trail and the disclosure ledger refuse TRUNCATE (migrations 0013, 0017): a reset of the
      // whole demo database lifts that guard for its own transaction only, as their owner.
      const appendOnly = ['audit_log', 'disclosures', 'export_disclosures', 'export_disclosure_students'].filter((t) =>
        names.includes(t),
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
  console.log(
    `Base de datos reiniciada con los datos de demostración (${config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`}).`,
  );
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message} No se reinició nada.`);
  } else {
    console.error((err as Error).message);
  }
  process.exitCode = 1;
} finally {
  release();
}
