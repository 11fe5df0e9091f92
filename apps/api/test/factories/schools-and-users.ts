// Schools and their people: a school world (city, school, semesters, orienter with a key), users,
// students, access links, orienter keys and groups.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared';
import type { Db } from '../../src/db/client.ts';
import {
  accessLinks,
  cities,
  guardianConsents,
  highschoolDataSharing,
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

/** An adult's birth date: the default of a test student, whose requests may then leave. */
export const ADULT_BIRTH_DATE = '2000-01-15';
/** A day that stays a minor's birth date for years to come (15 years before this one). */
export const minorBirthDate = () => `${new Date().getUTCFullYear() - 15}-06-15`;

/** Records the school's authorization to share its students' data (as an admin would); answers its id. */
export async function authorizeSchool(db: Db, highschoolId: number) {
  const [row] = await db.insert(highschoolDataSharing).values({ highschoolId, note: 'Oficio de prueba' }).returning();
  return row!.id;
}

/**
 * A minimal school world: a city, a school, semesters (one inactive), an orienter with a key. The
 * school authorizes sharing its students' data unless `authorized: false`.
 */
export async function makeSchool(db: Db, overrides: { key?: string; authorized?: boolean } = {}) {
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
  if (overrides.authorized !== false) await authorizeSchool(db, school!.id);
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
    type: 'student' | 'orienter' | 'admin' | 'university';
    highschoolId?: number;
    /** A representative's campus. */
    campusId?: number;
    semesterId?: number;
    email?: string;
    /** The privacy notice they accepted: the one in force unless given (null: none). */
    privacyVersion?: string | null;
    /** A student's birth date: an adult's unless given (null: unknown, as the spec's signup leaves it). */
    birthDate?: string | null;
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
      campusId: values.campusId ?? null,
      semesterId: values.semesterId ?? null,
      onboarded: true,
      birthDate:
        values.type === 'student' ? (values.birthDate === undefined ? ADULT_BIRTH_DATE : values.birthDate) : null,
      ...accepted(values.privacyVersion),
    })
    .returning();
  return user!;
}

/**
 * A guardian consent of the student as a mailed request leaves it (pending unless told), sent
 * `sentDaysAgo` days ago: its token (the link's) and its row.
 */
export async function makeGuardianConsent(
  db: Db,
  userId: number,
  values: { email?: string; status?: 'pending' | 'granted' | 'refused'; sentDaysAgo?: number } = {},
) {
  const token = randomBytes(32).toString('base64url');
  const sentAt = new Date(Date.now() - (values.sentDaysAgo ?? 0) * 86_400_000);
  const [row] = await db
    .insert(guardianConsents)
    .values({
      userId,
      guardianEmail: values.email ?? `tutor-${unique()}@correo.mx`,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      status: values.status ?? 'pending',
      createdAt: sentAt,
      expiresAt: new Date(sentAt.getTime() + 14 * 86_400_000),
      decidedAt: values.status && values.status !== 'pending' ? new Date() : null,
    })
    .returning();
  return { token, consent: row! };
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
  values: { firstName?: string; lastName?: string; phone?: string | null; birthDate?: string | null } = {},
) {
  const user = await makeUser(db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
    birthDate: values.birthDate,
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
