import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockRow } from '../../db/locks.ts';
import { favoriteDegrees, meetings, studentGroupMembers, studentGroups, users } from '../../db/schema/index.ts';

const favoritesOf = sql<number>`(select count(*)::int from ${favoriteDegrees} where ${favoriteDegrees.userId} = ${users.id})`;
const meetingsOf = sql<number>`(select count(*)::int from ${meetings} where ${meetings.userId} = ${users.id})`;

export interface StudentRow {
  user_id: number;
  full_name: string;
  email: string;
  favorite_degrees: number;
  meetings: number;
  created_at: Date;
  /** The membership in a group of the student's school; null in the default group. */
  member_id: number | null;
  group_id: number | null;
  member_created_at: Date | null;
}

export function groupsRepository(db: DbOrTx) {
  return {
    async find(groupId: number) {
      const [row] = await db
        .select({ id: studentGroups.id, name: studentGroups.name, highschoolId: studentGroups.highschoolId })
        .from(studentGroups)
        .where(eq(studentGroups.id, groupId));
      return row;
    },

    /** The group, its row locked until the transaction ends: one member-set change at a time per group. */
    lock: (groupId: number) =>
      lockRow(db, studentGroups, groupId, { id: studentGroups.id, highschoolId: studentGroups.highschoolId }),

    list(highschoolId: number) {
      return db
        .select({ id: studentGroups.id, name: studentGroups.name })
        .from(studentGroups)
        .where(eq(studentGroups.highschoolId, highschoolId))
        .orderBy(asc(studentGroups.name), asc(studentGroups.id));
    },

    async create(values: { highschoolId: number; name: string }) {
      const [row] = await db
        .insert(studentGroups)
        .values(values)
        .returning({ id: studentGroups.id, name: studentGroups.name, highschoolId: studentGroups.highschoolId });
      return row!;
    },

    async remove(groupId: number) {
      const rows = await db
        .delete(studentGroups)
        .where(eq(studentGroups.id, groupId))
        .returning({ id: studentGroups.id });
      return rows.length > 0;
    },

    /**
     * The school's students with their counts and their group. A membership in a group of
     * another school (left behind when a student changed school) counts as no group.
     */
    async students(highschoolId: number, groupId?: number): Promise<StudentRow[]> {
      const rows = await db
        .select({
          user_id: users.id,
          full_name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          email: users.email,
          favorite_degrees: favoritesOf,
          meetings: meetingsOf,
          created_at: users.createdAt,
          member_id: studentGroupMembers.id,
          group_id: studentGroups.id,
          member_created_at: studentGroupMembers.createdAt,
        })
        .from(users)
        .leftJoin(studentGroupMembers, eq(studentGroupMembers.userId, users.id))
        .leftJoin(
          studentGroups,
          and(eq(studentGroups.id, studentGroupMembers.groupId), eq(studentGroups.highschoolId, highschoolId)),
        )
        .where(
          and(
            eq(users.highschoolId, highschoolId),
            eq(users.type, 'student'),
            groupId === undefined ? undefined : eq(studentGroups.id, groupId),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      return rows.map((r) => ({
        ...r,
        favorite_degrees: Number(r.favorite_degrees),
        meetings: Number(r.meetings),
        member_id: r.group_id === null ? null : r.member_id,
        member_created_at: r.group_id === null ? null : r.member_created_at,
      }));
    },

    /** Of the given user ids, the students of the school, with the group they are in (if any). */
    candidates(highschoolId: number, userIds: number[]) {
      if (!userIds.length) return Promise.resolve([]);
      return db
        .select({ userId: users.id, groupId: studentGroups.id, groupHighschoolId: studentGroups.highschoolId })
        .from(users)
        .leftJoin(studentGroupMembers, eq(studentGroupMembers.userId, users.id))
        .leftJoin(studentGroups, eq(studentGroups.id, studentGroupMembers.groupId))
        .where(and(inArray(users.id, userIds), eq(users.type, 'student'), eq(users.highschoolId, highschoolId)));
    },

    /** Drops memberships left in groups of another school, so these students can join one here. */
    dropStaleMemberships(userIds: number[], highschoolId: number) {
      if (!userIds.length) return Promise.resolve();
      return db.delete(studentGroupMembers).where(
        and(
          inArray(studentGroupMembers.userId, userIds),
          inArray(
            studentGroupMembers.groupId,
            db
              .select({ id: studentGroups.id })
              .from(studentGroups)
              .where(sql`${studentGroups.highschoolId} <> ${highschoolId}`),
          ),
        ),
      );
    },

    /** Removes from the group everyone not in `keep`; they return to the default group. */
    async removeMembersExcept(groupId: number, keep: number[]) {
      await db
        .delete(studentGroupMembers)
        .where(
          and(
            eq(studentGroupMembers.groupId, groupId),
            keep.length ? notInArray(studentGroupMembers.userId, keep) : undefined,
          ),
        );
    },

    async memberIds(groupId: number) {
      const rows = await db
        .select({ userId: studentGroupMembers.userId })
        .from(studentGroupMembers)
        .where(eq(studentGroupMembers.groupId, groupId));
      return rows.map((r) => r.userId);
    },

    /** A plain insert: if another group claimed one of them meanwhile, the unique index on user_id refuses it. */
    async addMembers(groupId: number, userIds: number[]) {
      if (!userIds.length) return;
      await db.insert(studentGroupMembers).values(userIds.map((userId) => ({ groupId, userId })));
    },
  };
}
