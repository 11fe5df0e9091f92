import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { accessLinks, cities, highschools, orienterKeys, semesters, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';

export const PASSWORD = 'Secreto123';
let passwordHash: Promise<string> | undefined;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A minimal school world: a city, a school, semesters (one inactive), an orienter with a key. */
export async function makeSchool(db: Db, overrides: { key?: string } = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const tag = unique();
  const [city] = await db
    .insert(cities)
    .values({ name: `Ciudad ${tag}` })
    .returning();
  const [school] = await db
    .insert(highschools)
    .values({ name: `Preparatoria ${tag}`, cityId: city!.id, notebooks: 10 })
    .returning();
  const existing = await db.select().from(semesters);
  let active = existing.find((s) => s.active);
  let inactive = existing.find((s) => !s.active);
  if (!active)
    [active] = await db.insert(semesters).values({ name: '1º semestre', position: 1, active: true }).returning();
  if (!inactive)
    [inactive] = await db.insert(semesters).values({ name: 'Egresado', position: 7, active: false }).returning();
  const [orienter] = await db
    .insert(users)
    .values({
      type: 'orienter',
      firstName: 'Olga',
      lastName: 'Orientadora',
      email: `orienter-${tag}@test.mx`,
      passwordHash: hash,
      highschoolId: school!.id,
      onboarded: true,
    })
    .returning();
  const key = overrides.key ?? `KEY${tag}`.toUpperCase();
  await db.insert(orienterKeys).values({ orienterId: orienter!.id, key });
  return {
    city: city!,
    school: school!,
    activeSemester: active!,
    inactiveSemester: inactive!,
    orienter: orienter!,
    key,
  };
}

export async function makeUser(
  db: Db,
  values: { type: 'student' | 'orienter' | 'admin'; highschoolId?: number; semesterId?: number; email?: string },
) {
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      type: values.type,
      firstName: 'Prueba',
      lastName: 'Usuario',
      email: values.email ?? `${values.type}-${unique()}@test.mx`,
      passwordHash: await passwordHash,
      highschoolId: values.highschoolId ?? null,
      semesterId: values.semesterId ?? null,
      onboarded: true,
    })
    .returning();
  return user!;
}

export async function makeAccessLink(
  db: Db,
  highschoolId: number,
  values: { seats?: number; seatsUsed?: number; expiresAt?: Date | null } = {},
) {
  const [link] = await db
    .insert(accessLinks)
    .values({
      highschoolId,
      seats: values.seats ?? 5,
      seatsUsed: values.seatsUsed ?? 0,
      expiresAt: values.expiresAt ?? null,
    })
    .returning();
  return link!;
}

export async function deactivateKey(db: Db, orienterId: number) {
  await db.update(orienterKeys).set({ active: false }).where(eq(orienterKeys.orienterId, orienterId));
}

/** Areas, cities, campuses and degrees: campus A (city 1) teaches areas 1 and 2; campus B (city 2) area 1; campus C (city 1) area 3. */
export async function makeCatalog(db: Db) {
  const tag = unique();
  const { areas: areasT, campuses, degrees } = await import('../src/db/schema/index.ts');
  const areaRows = await db
    .insert(areasT)
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

/** A new student of the school, signed in: their id and access token. */
export async function signedInStudent(
  app: import('fastify').FastifyInstance,
  db: Db,
  world: { school: { id: number }; activeSemester: { id: number } },
) {
  const { tokenFor } = await import('./helper.ts');
  const user = await makeUser(db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
  });
  return { id: user.id, token: await tokenFor(app, user.email, 'student', PASSWORD) };
}
