import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cities } from '../catalog/catalog.schema.ts';
import { campuses } from './campuses.schema.ts';

/** A campus's name and the time zone of its city (its slots are offered in it), for other modules. */
export async function campusPlace(db: DbOrTx, campusId: number) {
  const [row] = await db
    .select({ id: campuses.id, name: campuses.name, timeZone: cities.timeZone })
    .from(campuses)
    .innerJoin(cities, eq(cities.id, campuses.cityId))
    .where(eq(campuses.id, campusId));
  return row;
}
