// Test data, one maker per kind of row (users, schools, access links, catalogue, groups, favourites),
// the signed-in users of a test and the files an upload test sends.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Db } from '../src/db/client.ts';
import {
  accessLinks,
  areas,
  campuses,
  cities,
  degrees,
  favoriteDegrees,
  highschools,
  meetings,
  orienterKeys,
  semesters,
  studentGroupMembers,
  studentGroups,
  users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createTestApp, tokenFor, type TestContext } from './helper.ts';

type World = { school: { id: number }; activeSemester: { id: number } };

export const PASSWORD = 'Secreto123';
let passwordHash: Promise<string> | undefined;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A minimal school world: a city, a school, semesters (one inactive), an orienter with a key. */
/** The privacy notice a test account accepted: the one in force unless given (null: none). */
function accepted(version: string | null = PRIVACY_NOTICE_VERSION) {
  return { privacyVersion: version, privacyAcceptedAt: version === null ? null : new Date() };
}

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

/** A new student of the school, signed in: their id and access token. */
export async function signedInStudent(app: FastifyInstance, db: Db, world: World) {
  const user = await makeUser(db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
  });
  return { id: user.id, token: await tokenFor(app, user.email, 'student', PASSWORD) };
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

/** Favourites of a student and, among them, meetings (a meeting needs its favourite). */
export async function addFavorites(db: Db, userId: number, degreeIds: number[], meetingDegreeIds: number[] = []) {
  if (degreeIds.length) await db.insert(favoriteDegrees).values(degreeIds.map((degreeId) => ({ userId, degreeId })));
  if (meetingDegreeIds.length)
    await db.insert(meetings).values(meetingDegreeIds.map((degreeId) => ({ userId, degreeId })));
}

export async function makeGroup(db: Db, highschoolId: number, name: string, memberIds: number[] = []) {
  const [group] = await db.insert(studentGroups).values({ highschoolId, name }).returning();
  if (memberIds.length)
    await db.insert(studentGroupMembers).values(memberIds.map((userId) => ({ groupId: group!.id, userId })));
  return group!;
}

/** A new admin, signed in (admins sign in from the Orientador tab). */
export async function adminToken(app: FastifyInstance, db: Db) {
  const admin = await makeUser(db, { type: 'admin' });
  return tokenFor(app, admin.email, 'orienter', PASSWORD);
}

export type Role = 'student' | 'orienter' | 'admin';

/** A test app with its own uploads folder, a catalogue, a school and a signed-in user of each role. */
export async function catalogAdminWorld() {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'tlp-uploads-'));
  const ctx: TestContext = await createTestApp({ uploadsDir });
  const db = ctx.database.db;
  const school = await makeSchool(db);
  const catalog = await makeCatalog(db);
  const student = await makeUser(db, {
    type: 'student',
    highschoolId: school.school.id,
    semesterId: school.activeSemester.id,
  });
  const admin = await makeUser(db, { type: 'admin' });
  const tokens: Record<Role, string> = {
    student: await tokenFor(ctx.app, student.email, 'student', PASSWORD),
    orienter: await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD),
    admin: await tokenFor(ctx.app, admin.email, 'orienter', PASSWORD),
  };
  return {
    ctx,
    uploadsDir,
    school,
    catalog,
    student,
    tokens,
    async close() {
      await ctx.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A real 1×1 RGBA PNG (a browser would draw it). */
export function tinyPng(rgba: [number, number, number, number] = [232, 90, 40, 255]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, ...rgba]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF of one empty page. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A multipart/form-data body with one file part (binary-safe). */
export function multipartFile(
  content: Buffer | string,
  opts: { filename?: string; contentType?: string; field?: string } = {},
) {
  const boundary = `----tlp${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'archivo.png'}"\r\n` +
    `Content-Type: ${opts.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
