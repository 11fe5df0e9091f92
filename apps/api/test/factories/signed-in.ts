// Signed-in users of a test: a student, an admin, or a whole app with one user of each role.
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/client.ts';
import { createTestApp, tokenFor, type TestContext } from '../helper.ts';
import { makeCatalog } from './catalog.ts';
import { makeSchool, makeUser, PASSWORD, type World } from './schools-and-users.ts';

/** A new student of the school (an adult unless `birthDate` says otherwise), signed in: their id, e-mail and access token. */
export async function signedInStudent(
  app: FastifyInstance,
  db: Db,
  world: World,
  values: { birthDate?: string | null } = {},
) {
  const user = await makeUser(db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
    birthDate: values.birthDate,
  });
  return { id: user.id, email: user.email, token: await tokenFor(app, user.email, 'student', PASSWORD) };
}

/** A new admin, signed in (admins sign in from the Orientador tab). */
export async function adminToken(app: FastifyInstance, db: Db) {
  const admin = await makeUser(db, { type: 'admin' });
  return tokenFor(app, admin.email, 'orienter', PASSWORD);
}

/** A new representative of the campus, signed in (from the Orientador tab, as the web does). */
export async function signedInRepresentative(app: FastifyInstance, db: Db, campusId: number) {
  const user = await makeUser(db, { type: 'university', campusId });
  return { id: user.id, email: user.email, token: await tokenFor(app, user.email, 'orienter', PASSWORD) };
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
