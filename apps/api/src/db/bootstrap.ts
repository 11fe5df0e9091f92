/**
 * A database ready for production (`npm run db:bootstrap`): every migration, and the reference data
 * the app's pickers need (areas of study, cities, semesters of seed/reference-data.ts). No account,
 * school, campus or degree: the first admin comes from `npm run admin:create`. Fills only empty
 * lists, so a second run changes nothing (not even a sequence), nor undoes an admin's edits.
 */
import { sql } from 'drizzle-orm';
import { riasecOfArea } from '@tlp/shared';
import type { Database, DbOrTx } from './client.ts';
import { rawRows } from './rows.ts';
import { areas, cities, semesters } from './schema/index.ts';
import { AREA_LIST, CITIES, cityRow, SEMESTERS } from './seed/reference-data.ts';

export interface BootstrapResult {
  /** Migrations applied by this run. */
  migrations: number;
  /** Reference rows added by this run. */
  areas: number;
  cities: number;
  semesters: number;
  /** Whether an administrator can sign in already (else the tool says how to make one). */
  hasAdmin: boolean;
}

/** Migrations recorded by Drizzle's migrator (none before the first one). */
async function appliedMigrations(db: DbOrTx): Promise<number> {
  const [table] = await rawRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return 0;
  const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/**
 * Fills each reference list that is still empty. A list that has rows is left as it is: admins
 * edit these lists in Catálogos (rename, retire), and a later run must not add back a name they
 * changed or retired. Only `name` for cities, name and letters of interest (AREA_RIASEC) for areas,
 * name, position and active for semesters: the other columns keep their defaults. ON CONFLICT DO
 * NOTHING covers a concurrent run.
 */
async function addReferenceData(tx: DbOrTx) {
  const isEmpty = async (table: typeof areas | typeof cities | typeof semesters) =>
    (await tx.select({ id: table.id }).from(table).limit(1)).length === 0;
  const added = { areas: 0, cities: 0, semesters: 0 };
  if (await isEmpty(areas)) {
    const rows = AREA_LIST.map((a) => ({ name: a.name, riasec: riasecOfArea(a.name) }));
    added.areas = (await tx.insert(areas).values(rows).onConflictDoNothing().returning({ id: areas.id })).length;
  }
  if (await isEmpty(cities)) {
    const rows = CITIES.map(cityRow);
    added.cities = (await tx.insert(cities).values(rows).onConflictDoNothing().returning({ id: cities.id })).length;
  }
  if (await isEmpty(semesters)) {
    const rows = SEMESTERS.map(({ name, position, active }) => ({ name, position, active }));
    added.semesters = (
      await tx.insert(semesters).values(rows).onConflictDoNothing().returning({ id: semesters.id })
    ).length;
  }
  return added;
}

export async function bootstrapDatabase(database: Database): Promise<BootstrapResult> {
  const before = await appliedMigrations(database.db);
  await database.migrate();
  const migrations = (await appliedMigrations(database.db)) - before;
  const added = await database.db.transaction((tx) => addReferenceData(tx));
  const [admin] = await rawRows<{ exists: boolean }>(
    database.db,
    sql`select exists (select 1 from users where type = 'admin') as exists`,
  );
  return { migrations, ...added, hasAdmin: admin?.exists === true };
}
