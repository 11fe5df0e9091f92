import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { areas, cities, semesters } from '../../db/schema/index.ts';

export function catalogRepository(db: DbOrTx) {
  return {
    areas: () => db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name)),

    cities: () => db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name)),

    /** The semesters offered (a student may sign up in), in their order. */
    activeSemesters: () =>
      db
        .select({ id: semesters.id, name: semesters.name, active: semesters.active })
        .from(semesters)
        .where(eq(semesters.active, true))
        .orderBy(asc(semesters.position)),

    async isActiveSemester(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: semesters.id })
        .from(semesters)
        .where(and(eq(semesters.id, id), eq(semesters.active, true)));
      return !!row;
    },
  };
}
