/**
 * A database ready for production (`npm run db:bootstrap`): every migration, and the reference data
 * the app's pickers need (areas of study, cities, semesters of seed/reference-data.ts). No account,
 * school, campus or degree: the first admin comes from `npm run admin:create`. Adds only what is
 * missing, so a second run changes nothing (not even a sequence).
 */
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './client.ts';
import { rawRows } from './rows.ts';
import { areas, cities, semesters } from './schema/index.ts';
import { AREA_LIST, CITIES, SEMESTERS } from './seed/reference-data.ts';

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
 * Inserts the reference rows whose name (or, for a semester, position) the table does not have yet.
 * Only `name` for areas and cities (and name, position, active for semesters): the other columns
 * keep their defaults. ON CONFLICT DO NOTHING covers a name written differently that a unique
 * index treats as the same, and a concurrent run.
 */
async function addReferenceData(tx: DbOrTx) {
  const haveArea = new Set((await tx.select({ name: areas.name }).from(areas)).map((r) => r.name));
  const haveCity = new Set((await tx.select({ name: cities.name }).from(cities)).map((r) => r.name));
  const haveSemester = await tx.select({ name: semesters.name, position: semesters.position }).from(semesters);

  const newAreas = AREA_LIST.filter((a) => !haveArea.has(a.name)).map((a) => ({ name: a.name }));
  const newCities = CITIES.filter((name) => !haveCity.has(name)).map((name) => ({ name }));
  const newSemesters = SEMESTERS.filter(
    (s) => !haveSemester.some((h) => h.name === s.name || h.position === s.position),
  ).map(({ name, position, active }) => ({ name, position, active }));

  const added = { areas: 0, cities: 0, semesters: 0 };
  if (newAreas.length) {
    added.areas = (await tx.insert(areas).values(newAreas).onConflictDoNothing().returning({ id: areas.id })).length;
  }
  if (newCities.length) {
    added.cities = (
      await tx.insert(cities).values(newCities).onConflictDoNothing().returning({ id: cities.id })
    ).length;
  }
  if (newSemesters.length) {
    added.semesters = (
      await tx.insert(semesters).values(newSemesters).onConflictDoNothing().returning({ id: semesters.id })
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
