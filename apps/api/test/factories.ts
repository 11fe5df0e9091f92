import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  accessLinks,
  cities,
  highschools,
  orienterKeys,
  semesters,
  users,
} from '../src/db/schema/index.ts';
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
  const [city] = await db.insert(cities).values({ name: `Ciudad ${tag}` }).returning();
  const [school] = await db
    .insert(highschools)
    .values({ name: `Preparatoria ${tag}`, cityId: city!.id, notebooks: 10 })
    .returning();
  const existing = await db.select().from(semesters);
  let active = existing.find((s) => s.active);
  let inactive = existing.find((s) => !s.active);
  if (!active) [active] = await db.insert(semesters).values({ name: '1º semestre', position: 1, active: true }).returning();
  if (!inactive) [inactive] = await db.insert(semesters).values({ name: 'Egresado', position: 7, active: false }).returning();
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
  return { city: city!, school: school!, activeSemester: active!, inactiveSemester: inactive!, orienter: orienter!, key };
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

export async function makeAccessLink(db: Db, highschoolId: number, values: { seats?: number; seatsUsed?: number; expiresAt?: Date | null } = {}) {
  const [link] = await db
    .insert(accessLinks)
    .values({ highschoolId, seats: values.seats ?? 5, seatsUsed: values.seatsUsed ?? 0, expiresAt: values.expiresAt ?? null })
    .returning();
  return link!;
}

export async function deactivateKey(db: Db, orienterId: number) {
  await db.update(orienterKeys).set({ active: false }).where(eq(orienterKeys.orienterId, orienterId));
}
