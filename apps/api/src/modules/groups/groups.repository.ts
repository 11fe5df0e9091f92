import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockRow } from '../../db/locks.ts';
import { studentGroupMembers, studentGroups, users } from '../../db/schema/index.ts';

/** Groups of students and who is in each: the writes, and what they check first. */
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
