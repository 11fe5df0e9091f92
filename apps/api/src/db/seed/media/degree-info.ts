import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client.ts';
import { areas, campuses, cities, degrees } from '../../schema/index.ts';
import type { DegreeInfo } from './pdf-content.ts';

/** What the generated PDFs of a degree are written from: its name, campus, city and area. */
export async function degreeInfo(db: DbOrTx, id: number): Promise<DegreeInfo | undefined> {
  const [row] = await db
    .select({ id: degrees.id, name: degrees.name, campus: campuses.name, city: cities.name, area: areas.name })
    .from(degrees)
    .innerJoin(campuses, eq(campuses.id, degrees.campusId))
    .innerJoin(cities, eq(cities.id, campuses.cityId))
    .innerJoin(areas, eq(areas.id, degrees.areaId))
    .where(eq(degrees.id, id))
    .limit(1);
  return row;
}
