import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { areas, cities } from './catalog.schema.ts';

/**
 * Whether a city may take a record (a high school), as a boolean SQL expression for another
 * module's write: it exists and is not retired, or it is `keep` (the record's own city, which a
 * record keeps after the city is retired).
 */
export const cityTakes = (db: DbOrTx, cityId: number, keep?: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(cities)
    .where(
      and(eq(cities.id, cityId), keep ? or(eq(cities.active, true), eq(cities.id, keep)) : eq(cities.active, true)),
    )})`;

/** Whether there is such a city, and whether it was retired. */
export async function cityState(db: DbOrTx, id: number): Promise<'active' | 'retired' | undefined> {
  const [row] = await db.select({ active: cities.active }).from(cities).where(eq(cities.id, id));
  if (!row) return undefined;
  return row.active ? 'active' : 'retired';
}

/** Whether there is such an area of study, and whether it was retired. */
export async function areaState(db: DbOrTx, id: number): Promise<'active' | 'retired' | undefined> {
  const [row] = await db.select({ active: areas.active }).from(areas).where(eq(areas.id, id));
  if (!row) return undefined;
  return row.active ? 'active' : 'retired';
}
