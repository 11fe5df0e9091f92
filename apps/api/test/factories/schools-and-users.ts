// Schools and their people: a school world (city, school, semesters, orienter with a key), users,
// students, access links, orienter keys and groups.
import { eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared';
import type { Db } from '../../src/db/client.ts';
import {
  accessLinks,
  cities,
  highschools,
  orienterKeys,
  semesters,
  studentGroupMembers,
  studentGroups,
  users,
} from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { unique } from './unique.ts';

export type World = { school: { id: number }; activeSemester: { id: number } };

export const PASSWORD = 'Secreto123';
let passwordHash: Promise<string> | undefined;

/** The privacy notice a test account accepted: the one in force unless given (null: none). */
function accepted(version: string | null = PRIVACY_NOTICE_VERSION) {
  return { privacyVersion: version, privacyAcceptedAt: version === null ? null : new Date() };
}

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
      ...accepted(),
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
  values: {
    type: 'student' | 'orienter' | 'admin';
    highschoolId?: number;
    semesterId?: number;
    email?: string;
    /** The privacy notice they accepted: the one in force unless given (null: none). */
    privacyVersion?: string | null;
  },
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
      ...accepted(values.privacyVersion),
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

/** A student of the school, with the names (and phone) given. */
export async function makeStudent(
  db: Db,
  world: World,
  values: { firstName?: string; lastName?: string; phone?: string | null } = {},
) {
  const user = await makeUser(db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
  });
  if (values.firstName || values.lastName || values.phone !== undefined) {
    const [updated] = await db
      .update(users)
      .set({
        ...(values.firstName ? { firstName: values.firstName } : {}),
        ...(values.lastName ? { lastName: values.lastName } : {}),
        ...(values.phone !== undefined ? { phone: values.phone } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  }
  return user;
}

export async function makeGroup(db: Db, highschoolId: number, name: string, memberIds: number[] = []) {
  const [group] = await db.insert(studentGroups).values({ highschoolId, name }).returning();
  if (memberIds.length)
    await db.insert(studentGroupMembers).values(memberIds.map((userId) => ({ groupId: group!.id, userId })));
  return group!;
}
