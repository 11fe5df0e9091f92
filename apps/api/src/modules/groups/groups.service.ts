import {
  ERROR_MESSAGES,
  HIGHSCHOOL_MESSAGES,
  type GroupMember,
  type HighschoolGroups,
  type StudentGroup,
} from '@tlp/shared';
import type { Db } from '../../db/client.ts';
import {
  codeError,
  found,
  notFound,
  pgCode,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  validationError,
  type ErrorDetail,
} from '../../lib/errors.ts';
import { groupsRepository, type StudentRow } from './groups.repository.ts';

const groupNotFound = () => notFound(HIGHSCHOOL_MESSAGES.groupNotFound);

function toMember(row: StudentRow): GroupMember {
  return {
    id: row.member_id,
    user_id: row.user_id,
    full_name: row.full_name,
    email: row.email,
    favorite_degrees: row.favorite_degrees,
    meetings: row.meetings,
    created_at: (row.member_created_at ?? row.created_at).toISOString(),
  };
}

function withStats(members: GroupMember[]) {
  return {
    stats: {
      members: members.length,
      favorites: members.reduce((n, m) => n + m.favorite_degrees, 0),
      meetings: members.reduce((n, m) => n + m.meetings, 0),
    },
    members,
  };
}

export function groupsService(db: Db) {
  const repo = groupsRepository(db);

  async function groupView(groupId: number): Promise<StudentGroup> {
    const group = found(await repo.find(groupId), groupNotFound);
    const rows = await repo.students(group.highschoolId, group.id);
    return { id: group.id, name: group.name, ...withStats(rows.map(toMember)) };
  }

  return {
    groupView,

    /**
     * Every group of the school with its members, and the default group of the students with none
     * (the route has checked that the school exists and that the caller may see it).
     */
    async overview(highschoolId: number): Promise<HighschoolGroups> {
      const [groups, students] = await Promise.all([repo.list(highschoolId), repo.students(highschoolId)]);
      const byGroup = new Map<number | null, GroupMember[]>();
      for (const row of students) {
        const list = byGroup.get(row.group_id) ?? [];
        list.push(toMember(row));
        byGroup.set(row.group_id, list);
      }
      return {
        groups: groups.map((g) => ({ id: g.id, name: g.name, ...withStats(byGroup.get(g.id) ?? []) })),
        defaultGroup: { id: null, name: HIGHSCHOOL_MESSAGES.defaultGroup, ...withStats(byGroup.get(null) ?? []) },
      };
    },

    /** A new empty group; the name is unique within the school (409 DuplicatedGroup). */
    async create(highschoolId: number, name: string): Promise<StudentGroup> {
      try {
        const group = await repo.create({ highschoolId, name });
        return { id: group.id, name: group.name, ...withStats([]) };
      } catch (err) {
        if (pgCode(err) === PG_UNIQUE_VIOLATION) throw codeError('DuplicatedGroup');
        if (pgCode(err) === PG_FOREIGN_KEY_VIOLATION) {
          throw validationError([{ path: 'highschool_id', message: ERROR_MESSAGES.highschoolNotFound }]);
        }
        throw err;
      }
    },

    /**
     * Sets the group's member set in one transaction. Each id must be a student of the group's
     * school who is in no group or already in this one (400 naming the others). Two groups
     * claiming the same student at once: the unique index on user_id lets one win, the other
     * gets 409 GroupMemberConflict.
     */
    async setMembers(groupId: number, requested: number[]): Promise<StudentGroup> {
      const wanted = [...new Set(requested)];
      try {
        await db.transaction(async (tx) => {
          const txRepo = groupsRepository(tx);
          const group = found(await txRepo.lock(groupId), groupNotFound);
          const candidates = new Map((await txRepo.candidates(group.highschoolId, wanted)).map((c) => [c.userId, c]));
          const details: ErrorDetail[] = [];
          requested.forEach((id, index) => {
            const c = candidates.get(id);
            if (!c) details.push({ path: `members.${index}`, message: HIGHSCHOOL_MESSAGES.memberNotStudent(id) });
            else if (c.groupId !== null && c.groupId !== groupId && c.groupHighschoolId === group.highschoolId) {
              details.push({ path: `members.${index}`, message: HIGHSCHOOL_MESSAGES.memberInOtherGroup(id) });
            }
          });
          if (details.length) throw validationError(details);
          await txRepo.dropStaleMemberships(wanted, group.highschoolId);
          await txRepo.removeMembersExcept(groupId, wanted);
          const already = new Set(await txRepo.memberIds(groupId));
          await txRepo.addMembers(
            groupId,
            wanted.filter((id) => !already.has(id)),
          );
        });
      } catch (err) {
        if (pgCode(err) === PG_UNIQUE_VIOLATION) throw codeError('GroupMemberConflict');
        // A student deleted while the set was being saved.
        if (pgCode(err) === PG_FOREIGN_KEY_VIOLATION)
          throw validationError([{ path: 'members', message: ERROR_MESSAGES.notFound }]);
        throw err;
      }
      return groupView(groupId);
    },

    /** Deletes the group; its members return to the default group (memberships cascade). */
    async remove(groupId: number) {
      if (!(await repo.remove(groupId))) throw groupNotFound();
    },
  };
}
