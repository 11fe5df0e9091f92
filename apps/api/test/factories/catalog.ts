// The catalogue of a test (areas, cities, campuses, degrees) and a student's favourites and meetings.
import type { Db } from '../../src/db/client.ts';
import { areas, campuses, cities, degrees, favoriteDegrees, meetings } from '../../src/db/schema/index.ts';
import { unique } from './unique.ts';

/** Areas, cities, campuses and degrees: campus A (city 1) teaches areas 1 and 2; campus B (city 2) area 1; campus C (city 1) area 3. */
export async function makeCatalog(db: Db) {
  const tag = unique();
  const areaRows = await db
    .insert(areas)
    .values([{ name: `Ingeniería ${tag}` }, { name: `Salud ${tag}` }, { name: `Artes ${tag}` }])
    .returning();
  const cityRows = await db
    .insert(cities)
    .values([{ name: `Monterrey ${tag}` }, { name: `Mérida ${tag}` }, { name: `Tijuana ${tag}` }])
    .returning();
  const [a1, a2, a3] = areaRows as [(typeof areaRows)[0], (typeof areaRows)[0], (typeof areaRows)[0]];
  const [c1, c2, c3] = cityRows as [(typeof cityRows)[0], (typeof cityRows)[0], (typeof cityRows)[0]];
  const campusRows = await db
    .insert(campuses)
    .values([
      { name: `Campus A ${tag}`, cityId: c1.id, fotoPerfil: '/a.svg', galeria: ['/g1.svg', '/g2.svg'] },
      { name: `Campus B ${tag}`, cityId: c2.id },
      { name: `Campus C ${tag}`, cityId: c1.id },
    ])
    .returning();
  const [campA, campB, campC] = campusRows as [(typeof campusRows)[0], (typeof campusRows)[0], (typeof campusRows)[0]];
  const degreeValues = [
    { name: 'Ingeniería Civil', campusId: campA.id, areaId: a1.id },
    { name: 'Ingeniería Industrial', campusId: campA.id, areaId: a1.id },
    { name: 'Medicina', campusId: campA.id, areaId: a2.id },
    { name: 'Ingeniería Mecatrónica', campusId: campB.id, areaId: a1.id },
    { name: 'Diseño', campusId: campC.id, areaId: a3.id },
    ...Array.from({ length: 14 }, (_, i) => ({ name: `Carrera ${i}`, campusId: campB.id, areaId: a2.id })),
  ];
  const degreeRows = await db.insert(degrees).values(degreeValues).returning();
  return {
    areas: [a1, a2, a3] as const,
    cities: [c1, c2, c3] as const,
    campuses: [campA, campB, campC] as const,
    degrees: degreeRows,
  };
}

/** Favourites of a student and, among them, meetings (a meeting needs its favourite). */
export async function addFavorites(db: Db, userId: number, degreeIds: number[], meetingDegreeIds: number[] = []) {
  if (degreeIds.length) await db.insert(favoriteDegrees).values(degreeIds.map((degreeId) => ({ userId, degreeId })));
  if (meetingDegreeIds.length)
    await db.insert(meetings).values(meetingDegreeIds.map((degreeId) => ({ userId, degreeId })));
}
