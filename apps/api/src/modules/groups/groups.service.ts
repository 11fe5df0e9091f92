import {
  DEFAULT_GROUP_KEY,
  ERROR_MESSAGES,
  GROUP_MEMBERS_PAGE,
  HIGHSCHOOL_MESSAGES,
  type GroupMember,
  type GroupMembersPage,
  type GroupMembersQuery,
  type GroupStats,
  type HighschoolGroups,
  type StudentGroup,
} from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
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
import { decodeCursor, encodeCursor } from './groups.cursor.ts';
import { groupMembersRepository, type GroupStatsRow, type StudentRow } from './group-members.repository.ts';
import { groupsRepository } from './groups.repository.ts';

const groupNotFound = () => notFound(HIGHSCHOOL_MESSAGES.groupNotFound);

function toMember(row: StudentRow): GroupMember {
  return {
    id: row.member_id,
    user_id: row.user_id,
    full_name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    favorite_degrees: row.favorite_degrees,
    meetings: row.meetings,
    created_at: (row.member_created_at ?? row.created_at).toISOString(),
  };
}

const NO_STATS: GroupStats = { members: 0, favorites: 0, meetings: 0 };

function toStats(row: GroupStatsRow | undefined): GroupStats {
  return row ? { members: row.members, favorites: row.favorites, meetings: row.meetings } : NO_STATS;
}

/**
 * A page of a member list from the rows read (up to `limit` and one more): the extra row only
 * says that there is a next page, which starts after the last student shown.
 */
function pageOf(rows: StudentRow[], limit: number): Pick<GroupMembersPage, 'members' | 'next_cursor'> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    members: shown.map(toMember),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({ firstName: last.first_name, lastName: last.last_name, id: last.user_id })
        : null,
  };
}

export function groupsService({ work }: ServiceContext) {
  const repo = groupsRepository(work.db);
  const members = groupMembersRepository(work.db);

  /** The group with its stats and the first page of its members. */
  async function groupView(groupId: number): Promise<StudentGroup> {
    const group = found(await repo.find(groupId), groupNotFound);
    const [[stats], rows] = await Promise.all([
      members.stats(group.highschoolId, group.id),
      members.page(group.highschoolId, group.id, { take: GROUP_MEMBERS_PAGE + 1 }),
    ]);
    return { id: group.id, name: group.name, stats: toStats(stats), ...pageOf(rows, GROUP_MEMBERS_PAGE) };
  }

  return {
    groupView,

    /**
     * Every group of the school and the default group of the students with none, each with its
     * stats and the first page of its members (the route has checked that the school exists and
     * that the caller may see it). Three queries, whatever the number of groups and students.
     */
    async overview(highschoolId: number): Promise<HighschoolGroups> {
      const [groups, stats, firstRows] = await Promise.all([
        repo.list(highschoolId),
        members.stats(highschoolId),
        members.firstPages(highschoolId, GROUP_MEMBERS_PAGE + 1),
      ]);
      const statsOf = new Map(stats.map((s) => [s.group_id, s]));
      const rowsOf = new Map<number | null, StudentRow[]>();
      for (const row of firstRows) {
        const list = rowsOf.get(row.group_id) ?? [];
        list.push(row);
        rowsOf.set(row.group_id, list);
      }
      const view = (id: number | null) => ({
        stats: toStats(statsOf.get(id)),
        ...pageOf(rowsOf.get(id) ?? [], GROUP_MEMBERS_PAGE),
      });
      return {
        groups: groups.map((g) => ({ id: g.id, name: g.name, ...view(g.id) })),
        defaultGroup: { id: null, name: HIGHSCHOOL_MESSAGES.defaultGroup, ...view(null) },
      };
    },

    /**
     * A page of the members of a group of the school, or of the default group, by name, from
     * after the cursor; `total` counts the whole list with the same search and semester. A group of another
     * school is a 404, as an unknown one; a cursor this API did not write is a 400.
     */
    async members(highschoolId: number, query: GroupMembersQuery): Promise<GroupMembersPage> {
      const after = query.after === undefined ? undefined : decodeCursor(query.after);
      const group = query.group === DEFAULT_GROUP_KEY ? null : query.group;
      if (group !== null && (await repo.find(group))?.highschoolId !== highschoolId) throw groupNotFound();
      const filter = { search: query.search || undefined, semesterId: query.semesterId };
      const [rows, total] = await Promise.all([
        members.page(highschoolId, group, { after, take: query.limit + 1, ...filter }),
        members.total(highschoolId, group, filter),
      ]);
      return { ...pageOf(rows, query.limit), total };
    },

    /** A new empty group, by an admin; the name is unique within the school (409 DuplicatedGroup). */
    create: (actorId: number, highschoolId: number, name: string): Promise<StudentGroup> =>
      work.audited(
        actorId,
        'group.create',
        (g) => g.id,
        async (unit) => {
          try {
            const group = await groupsRepository(unit.db).create({ highschoolId, name });
            return { id: group.id, name: group.name, stats: NO_STATS, members: [], next_cursor: null };
          } catch (err) {
            if (pgCode(err) === PG_UNIQUE_VIOLATION) throw codeError('DuplicatedGroup');
            if (pgCode(err) === PG_FOREIGN_KEY_VIOLATION) {
              throw validationError([{ path: 'highschool_id', message: ERROR_MESSAGES.highschoolNotFound }]);
            }
            throw err;
          }
        },
      ),

    /**
     * Sets the group's member set in one transaction. Each id must be a student of the group's
     * school who is in no group or already in this one (400 naming the others). Two groups
     * claiming the same student at once: the unique index on user_id lets one win, the other
     * gets 409 GroupMemberConflict.
     */
    async setMembers(actorId: number, groupId: number, requested: number[]): Promise<StudentGroup> {
      const wanted = [...new Set(requested)];
      try {
        await work.audited(actorId, 'group.update', groupId, async (unit) => {
          const txRepo = groupsRepository(unit.db);
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

    /** Deletes the group, by an admin; its members return to the default group (memberships cascade). */
    remove: (actorId: number, groupId: number) =>
      work.audited(actorId, 'group.delete', groupId, async (unit) => {
        if (!(await groupsRepository(unit.db).remove(groupId))) throw groupNotFound();
      }),
  };
}
