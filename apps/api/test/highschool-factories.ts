import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { favoriteDegrees, meetings, studentGroupMembers, studentGroups, users } from '../src/db/schema/index.ts';
import { makeUser, PASSWORD } from './factories.ts';
import { tokenFor } from './helper.ts';

type World = { school: { id: number }; activeSemester: { id: number } };

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
