/**
 * A small world for the security tests (access matrix and route fuzzer): school A with its
 * orienter, a student of A, school B with its orienter and a student, an admin, a catalogue,
 * an access link and a group of A, and one uploaded file; a representative of the campus the
 * student asked for a meeting (with time slots: one ahead, one already held and booked by the
 * student) and a representative of another campus; each person signed in.
 *
 * It also knows, for every route that takes a body, a body that is VALID for it, so that a test
 * sees the authorization (or the handler) and not the validator.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { INTEREST_ITEMS, LABOUR_CSV_COLUMNS } from '@tlp/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db/client.ts';
import {
  campuses,
  degrees,
  interestResults,
  mailOutbox,
  meetings,
  meetingSlots,
  orienterKeys,
} from '../src/db/schema/index.ts';
import type { Actor } from '../src/security/access-matrix.ts';
import { withRouteTable } from '../src/security/route-table.ts';
import {
  addFavorites,
  makeAccessLink,
  makeCatalog,
  makeGroup,
  makeSchool,
  makeUser,
  multipartFile,
  PASSWORD,
  tinyPng,
} from './factories.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from './helper.ts';

export { ACTORS, type Actor } from '../src/security/access-matrix.ts';

/** Rate limits high enough that no test here trips them (they have tests of their own). */
const HIGH_LIMITS = {
  loginFailsPerAccount: 1e6,
  loginFailsPerIp: 1e6,
  signupsPerIp: 1e6,
  refreshesPerIp: 1e6,
  passwordResetsPerEmail: 1e6,
  passwordResetsPerIp: 1e6,
  passwordChangeFails: 1e6,
  schoolChangesPerUser: 1e6,
  guardianResendsPerUser: 1e6,
  guardianConsentsPerIp: 1e6,
  familyLinksPerEmail: 1e6,
  familyLinksPerIp: 1e6,
};

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const uniqueEmail = () => `fuzz-${unique()}@test.mx`;
/** A day about a year ahead (YYYY-MM-DD): a valid expiry for an access link. */
/** A new password that passes every rule (pattern, not common). */
export const NEW_PASSWORD = 'Ventana7Azul';
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const HOUR = 3_600_000;
let slotCount = 0;
/**
 * A start for a new slot, 60 days ahead and an hour after the one before (to the minute): the
 * slots a representative publishes here never overlap.
 */
const nextSlotStart = () => {
  const start = new Date(Date.now() + 60 * 24 * HOUR + slotCount++ * HOUR);
  start.setUTCSeconds(0, 0);
  return start.toISOString();
};

/**
 * A test app with its own uploads folder and high rate limits, and the routes it registered.
 * `onInstance` may add test-only hooks to the root instance before any plugin.
 */
export async function buildWorldApp(onInstance?: Parameters<typeof withRouteTable>[1]) {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'tlp-security-'));
  const { built: ctx, routes } = await withRouteTable(
    () => createTestApp({ uploadsDir, limits: HIGH_LIMITS }),
    onInstance,
  );
  return {
    ctx,
    routes: routes as RouteOptions[],
    async close() {
      await ctx.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Moves every id sequence far away (to 1,000,000), so that small numbers a fuzzer makes up
 * (`1e1` = 10, `0x62` = 98, `+98`) never name a row of the world.
 */
export async function moveIdSequences(db: Db) {
  await db.execute(
    sql.raw(`DO $$ DECLARE s record; BEGIN
      FOR s IN SELECT schemaname, sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
        EXECUTE format('ALTER SEQUENCE %I.%I RESTART WITH 1000000', s.schemaname, s.sequencename);
      END LOOP; END $$`),
  );
}

export async function createWorld(ctx: TestContext) {
  const { app } = ctx;
  const db = ctx.database.db;
  const schoolA = await makeSchool(db);
  const schoolB = await makeSchool(db);
  const catalog = await makeCatalog(db);
  const [campusA] = catalog.campuses;
  // Campus C teaches degree(4), the student's meeting request.
  const meetingCampus = catalog.campuses[2];
  const [area1] = catalog.areas;
  const [city1] = catalog.cities;
  const degree = (i: number) => catalog.degrees[i]!;
  const student = await makeUser(db, {
    type: 'student',
    highschoolId: schoolA.school.id,
    semesterId: schoolA.activeSemester.id,
  });
  const otherStudent = await makeUser(db, {
    type: 'student',
    highschoolId: schoolB.school.id,
    semesterId: schoolB.activeSemester.id,
  });
  const admin = await makeUser(db, { type: 'admin' });
  // The student's favourites: one to remove (no meeting), one to book a meeting on, one with a meeting.
  const favoriteToRemove = degree(2);
  const favoriteForMeeting = degree(3);
  await addFavorites(db, student.id, [favoriteToRemove.id, favoriteForMeeting.id, degree(4).id], [degree(4).id]);
  const degreeToFavorite = degree(1);
  const degreeToEdit = degree(0);
  const [meeting] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.userId, student.id), eq(meetings.degreeId, degree(4).id)));
  // The campus's representative, and one of campus A (where the student asked for nothing).
  const representative = await makeUser(db, { type: 'university', campusId: meetingCampus.id });
  const otherRepresentative = await makeUser(db, { type: 'university', campusId: campusA.id });
  const slot = await insertSlot(db, meetingCampus, new Date(Date.now() + 30 * 24 * HOUR));
  // A second request on the campus, booked on a slot that started an hour ago: to rate, and to mark.
  const [heldDegree] = await db
    .insert(degrees)
    .values({ name: `Carrera ${unique()}`, campusId: meetingCampus.id, areaId: area1.id })
    .returning();
  await addFavorites(db, student.id, [heldDegree!.id], [heldDegree!.id]);
  const heldSlot = await insertSlot(db, meetingCampus, new Date(Date.now() - HOUR), 1);
  const [heldMeeting] = await db
    .update(meetings)
    .set({ slotId: heldSlot.id, bookedAt: new Date(Date.now() - 2 * 24 * HOUR) })
    .where(and(eq(meetings.userId, student.id), eq(meetings.degreeId, heldDegree!.id)))
    .returning({ id: meetings.id });
  // Both students took the interest test: their matches answer (without a result, 409).
  await db.insert(interestResults).values(
    [student, otherStudent].map((s) => ({
      userId: s.id,
      version: 'mundo',
      r: 10,
      i: 90,
      a: 20,
      s: 70,
      e: 30,
      c: 40,
      top: 'IS',
    })),
  );
  const link = await makeAccessLink(db, schoolA.school.id, { seats: 1000 });
  const signupLink = await makeAccessLink(db, schoolA.school.id, { seats: 100_000 });
  const group = await makeGroup(db, schoolA.school.id, `Grupo ${unique()}`, [student.id]);

  const tokens: Record<Actor, string | undefined> = {
    anonymous: undefined,
    student: await tokenFor(app, student.email, 'student', PASSWORD),
    otherStudent: await tokenFor(app, otherStudent.email, 'student', PASSWORD),
    orienter: await tokenFor(app, schoolA.orienter.email, 'orienter', PASSWORD),
    otherOrienter: await tokenFor(app, schoolB.orienter.email, 'orienter', PASSWORD),
    admin: await tokenFor(app, admin.email, 'orienter', PASSWORD),
    // Representatives sign in from the Orientador tab, as the web does.
    representative: await tokenFor(app, representative.email, 'orienter', PASSWORD),
    otherRepresentative: await tokenFor(app, otherRepresentative.email, 'orienter', PASSWORD),
  };
  const uploaded = await call(app, {
    method: 'POST',
    url: '/api/v1/uploads',
    ...withHeaders(multipartFile(tinyPng(), { filename: 'logo.png', contentType: 'image/png' }), tokens.admin),
  });
  if (uploaded.status !== 201) throw new Error(`upload of the world's file failed: ${uploaded.status}`);
  const uploadName = String(uploaded.body.url).split('/').pop()!;

  return {
    app,
    db,
    schoolA,
    schoolB,
    catalog,
    campusA,
    area1,
    city1,
    student,
    otherStudent,
    admin,
    orienter: schoolA.orienter,
    otherOrienter: schoolB.orienter,
    representative,
    otherRepresentative,
    meetingCampus,
    meeting: meeting!,
    heldMeeting: heldMeeting!,
    slot,
    tokens,
    link,
    signupLink,
    group,
    favoriteToRemove,
    favoriteForMeeting,
    degreeToFavorite,
    degreeToEdit,
    uploadName,
  };
}
export type World = Awaited<ReturnType<typeof createWorld>>;

/**
 * A slot of the campus starting at `startsAt` (30 minutes, 10 seats). It has no representative of
 * its own, so it overlaps none that a representative publishes.
 */
async function insertSlot(db: Db, campus: { id: number }, startsAt: Date, seatsTaken = 0) {
  const [row] = await db
    .insert(meetingSlots)
    .values({
      campusId: campus.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      minutes: 30,
      seats: 10,
      seatsTaken,
      videoUrl: 'https://meet.example.mx/mundo',
      timeZone: 'America/Mexico_City',
    })
    .returning();
  return row!;
}

/** Adds the bearer token (if any) to a multipart payload's headers. */
export function withHeaders(
  multipart: { payload: Buffer; headers: Record<string, string> },
  token: string | undefined,
): { payload: Buffer; headers: Record<string, string> } {
  return { payload: multipart.payload, headers: { ...multipart.headers, ...(token ? bearer(token) : {}) } };
}

/** The orienter's key that signups accept right now (renewing it retires the old one). */
async function liveKeyOf(db: Db, orienterId: number): Promise<string> {
  const [row] = await db
    .select({ key: orienterKeys.key })
    .from(orienterKeys)
    .where(and(eq(orienterKeys.orienterId, orienterId), eq(orienterKeys.active, true)));
  if (!row) throw new Error(`orienter ${orienterId} has no live key`);
  return row.key;
}

/** Disposable rows, for calls that delete what they are given. */
export const fresh = {
  student: (w: World) =>
    makeUser(w.db, { type: 'student', highschoolId: w.schoolA.school.id, semesterId: w.schoolA.activeSemester.id }),
  accessLink: (w: World) => makeAccessLink(w.db, w.schoolA.school.id),
  group: (w: World) => makeGroup(w.db, w.schoolA.school.id, `Grupo ${unique()}`),
  async campus(w: World) {
    const [row] = await w.db
      .insert(campuses)
      .values({ name: `Campus ${unique()}`, cityId: w.city1.id })
      .returning();
    return row!;
  },
  /** A message of the outbox that was given up, for a retry. */
  async failedMail(w: World) {
    const [row] = await w.db
      .insert(mailOutbox)
      .values({
        kind: 'test_notice',
        idempotencyKey: `test-failed:${unique()}`,
        recipient: 'nadie@correo.mx',
        subject: 'Aviso',
        html: '<p>Aviso</p>',
        text: 'Aviso',
        status: 'failed',
        attempts: 10,
        lastError: 'connect ECONNREFUSED',
        nextAttemptAt: sql`now() + interval '1 day'`,
      })
      .returning();
    return row!;
  },
  /** A slot ahead of the campus of the student's request, for calls that cancel or book one. */
  slot: (w: World) => insertSlot(w.db, w.meetingCampus, new Date(Date.now() + 20 * 24 * HOUR)),
  async degree(w: World) {
    const [row] = await w.db
      .insert(degrees)
      .values({ name: `Carrera ${unique()}`, campusId: w.campusA.id, areaId: w.area1.id })
      .returning();
    return row!;
  },
};

/**
 * Path parameters that name the student's / school A's resources (and real catalogue rows); a
 * meeting's and a slot's are the student's request and a slot of its campus.
 */
export function validParams(url: string, w: World): Record<string, string | number> {
  if (url.endsWith('/outcome') || url.endsWith('/rating')) return { id: w.heldMeeting.id };
  if (url.startsWith('/api/v1/meetings/')) return { id: w.meeting.id };
  if (url.startsWith('/api/v1/meeting-slots/')) return { id: w.slot.id };
  if (url.endsWith('/meetings-summary') && url.startsWith('/api/v1/campuses/')) return { id: w.meetingCampus.id };
  if (url.includes('/media/generated-pdf/')) return { kind: 'plan', file: `${w.degreeToEdit.id}.pdf` };
  if (url.includes('/media/generated/')) return { kind: 'campus-profile', file: 'semilla-1.svg' };
  if (url.startsWith('/api/v1/auth/access-links/')) return { id: w.link.uuid };
  if (url.startsWith('/api/v1/users/')) return { id: w.student.id, degreeId: w.favoriteToRemove.id };
  if (url.startsWith('/api/v1/highschools/')) return { id: w.schoolA.school.id, userId: w.student.id };
  // A link no one was mailed (404); access-matrix.test.ts sends a live one.
  if (url.startsWith('/api/v1/guardian-consents/')) return { token: 'x'.repeat(43) };
  // A reset link no one was mailed (410); access-matrix.test.ts sends a live one.
  if (url.startsWith('/api/v1/auth/password-reset/')) return { token: 'x'.repeat(43) };
  // Not a child of any guardian (404 with a family session); access-matrix.test.ts names one.
  if (url.startsWith('/api/v1/family/')) return { id: w.student.id };
  if (url.startsWith('/api/v1/campuses/')) return { id: w.campusA.id };
  if (url.startsWith('/api/v1/areas/')) return { id: w.area1.id };
  if (url.startsWith('/api/v1/cities/')) return { id: w.city1.id };
  if (url.startsWith('/api/v1/semesters/')) return { id: w.schoolA.activeSemester.id };
  if (url.startsWith('/api/v1/degrees/')) return { id: w.degreeToEdit.id };
  if (url.startsWith('/api/v1/students-groups/')) return { groupId: w.group.id };
  if (url.startsWith('/api/v1/uploads/')) return { name: w.uploadName };
  if (url.startsWith('/api/v1/mail/')) return { id: 1 }; // access-matrix.test.ts retries a fresh failed one
  return {};
}

type BodyOf = (w: World) => object | Promise<object>;

/** A JSON body valid for each route that takes one (by route key). */
export const VALID_BODIES: Record<string, BodyOf> = {
  'POST /api/v1/auth/login': (w) => ({ email: w.student.email, password: PASSWORD, role: 'student' }),
  'PUT /api/v1/auth/access-links/:id': () => ({ name: 'Enlace editado', seats: 1000, expiresAt: inAYear() }),
  'POST /api/v1/highschools/:id/access-links': () => ({
    seats: 3,
    name: 'Enlace nuevo',
    expirationDate: inAYear(),
  }),
  'POST /api/v1/auth/password-reset': (w) => ({ email: w.student.email }),
  'POST /api/v1/highschools/:id/nudges': (w) => ({ userIds: [w.student.id] }),
  // A token no one was mailed (410); access-matrix.test.ts sends a live one.
  'POST /api/v1/auth/password-reset/confirm': () => ({ token: 'x'.repeat(43), password: NEW_PASSWORD }),
  'PUT /api/v1/users/me/password': () => ({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
  'PATCH /api/v1/users/me/profile': () => ({ firstName: 'Renata', lastName: 'Olvera Cruz', avatar: 'girl-B-2' }),
  'PATCH /api/v1/users/me': (w) => ({ highschoolId: w.schoolA.school.id, semesterId: w.schoolA.activeSemester.id }),
  // Student signup (JSON); the orienter signup is a form: see orienterSignupForm.
  'POST /api/v1/users': async (w) => ({
    firstName: 'Ana',
    lastName: 'López',
    highschoolId: w.schoolA.school.id,
    semesterId: w.schoolA.activeSemester.id,
    orienterKey: await liveKeyOf(w.db, w.orienter.id),
    email: uniqueEmail(),
    password: 'Secreto123',
    type: 'student',
  }),
  'PUT /api/v1/users/me/preferences': (w) => ({ prefered_areas: [w.area1.id], prefered_cities: [w.city1.id] }),
  'POST /api/v1/users/:id/onboarding-data': (w) => ({
    avatar: 'girl-A-1',
    universityCheck: false,
    areas: [w.area1.id],
    cities: [w.city1.id],
  }),
  'POST /api/v1/users/:id/favorite-degrees': (w) => ({ degreeId: w.degreeToFavorite.id }),
  'POST /api/v1/meetings': (w) => ({ userId: w.student.id, degreeId: w.favoriteForMeeting.id }),
  'PATCH /api/v1/highschools/:id': () => ({ notebooks: 20 }),
  // Authorizing again changes nothing of the world (school A authorizes already).
  'PUT /api/v1/highschools/:id/data-sharing': () => ({ authorized: true }),
  'PUT /api/v1/users/me/birth-date': () => ({ birthDate: '2001-02-03' }),
  'POST /api/v1/users/me/guardian-consent': () => ({}),
  'POST /api/v1/guardian-consents/:token': () => ({ decision: 'granted' }),
  'POST /api/v1/family/sign-in-links': () => ({ email: 'tutor-del-mundo@correo.mx' }),
  // A link no one was mailed (404); access-matrix.test.ts sends a live one.
  'POST /api/v1/family/sessions': () => ({ token: 'x'.repeat(43) }),
  'POST /api/v1/highschools': (w) => ({ name: `Preparatoria ${unique()}`, cityId: w.city1.id }),
  'POST /api/v1/areas': () => ({ name: `Área ${unique()}` }),
  'POST /api/v1/cities': () => ({ name: `Ciudad ${unique()}` }),
  'POST /api/v1/semesters': () => ({ name: `Semestre ${unique()}` }),
  // Changes nothing of the world: the entries stay offered.
  'PATCH /api/v1/areas/:id': () => ({ retired: false }),
  'PATCH /api/v1/cities/:id': () => ({ retired: false }),
  'PATCH /api/v1/semesters/:id': () => ({ retired: false }),
  'POST /api/v1/students-groups': (w) => ({ highschool_id: w.schoolA.school.id, name: `Grupo ${unique()}` }),
  'PUT /api/v1/students-groups/:groupId': () => ({ members: [] }),
  'POST /api/v1/campuses': (w) => ({ name: `Campus ${unique()}`, cityId: w.city1.id }),
  'PUT /api/v1/campuses/:id': (w) => ({
    name: w.campusA.name,
    cityId: w.campusA.cityId,
    profilePicture: `/api/v1/uploads/${w.uploadName}`,
    gallery: [`/api/v1/uploads/${w.uploadName}`],
  }),
  'POST /api/v1/campuses/:id/access-links': () => ({ seats: 3, name: 'Admisiones', expirationDate: inAYear() }),
  'POST /api/v1/meeting-slots': () => ({
    startsAt: nextSlotStart(),
    minutes: 30,
    seats: 5,
    videoUrl: 'https://meet.example.mx/sala',
  }),
  // Booking it again changes nothing; access-matrix.test.ts books a fresh slot per call.
  'PUT /api/v1/meetings/:id/slot': (w) => ({ slotId: w.slot.id }),
  'PUT /api/v1/meetings/:id/rating': () => ({ rating: 5, comment: 'Resolvió mis dudas' }),
  'PUT /api/v1/meetings/:id/outcome': () => ({ attended: true }),
  'POST /api/v1/degrees': (w) => ({ name: `Carrera ${unique()}`, campusId: w.campusA.id, areaId: w.area1.id }),
  'POST /api/v1/users/me/interest-test': () => ({
    answers: INTEREST_ITEMS.map((item) => ({ item: item.id, value: item.scale === 'I' ? 5 : 3 })),
  }),
  'PUT /api/v1/users/me/compare-list': (w) => ({ degree_ids: [w.degreeToEdit.id, w.degreeToFavorite.id] }),
  // Figures of a field the world's catalogue does not use, replaced by each call.
  'POST /api/v1/labour-figures/import': () => ({
    csv: `${LABOUR_CSV_COLUMNS.join(',')}\n0411,Contabilidad y fiscalización,18500,4.1,21.3,12.5,8.0,Prueba,2024`,
  }),
  'PUT /api/v1/degrees/:id': (w) => ({
    name: w.degreeToEdit.name,
    campusId: w.degreeToEdit.campusId,
    areaId: w.degreeToEdit.areaId,
    description: 'Plan de estudios actualizado',
  }),
};

/** The orienter signup of POST /users (sent form-encoded or as multipart/form-data). */
export const orienterSignupForm = (w: World): Record<string, string> => ({
  firstName: 'Carla',
  lastName: 'Consejera',
  email: uniqueEmail(),
  password: 'Secreto123',
  phone: '5512345678',
  type: 'orienter',
  accessUuid: w.signupLink.uuid,
});

/** The upload of POST /uploads: a real 1×1 PNG. */
export const validUpload = () => multipartFile(tinyPng(), { filename: 'foto.png', contentType: 'image/png' });
