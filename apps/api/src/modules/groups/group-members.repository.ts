import { and, asc, count, eq, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsIgnoringAccents } from '../../db/search.ts';
import { studentCounters, studentGroupMembers, studentGroups, users } from '../../db/schema/index.ts';
import type { MemberCursor } from './groups.cursor.ts';

/** A group of the school by id, or null: the students in no group of the school ("Sin grupo"). */
export type GroupSelector = number | null;

export interface StudentRow {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  favorite_degrees: number;
  meetings: number;
  created_at: Date;
  /** The membership in a group of the student's school; null in the default group. */
  member_id: number | null;
  group_id: number | null;
  member_created_at: Date | null;
}

export interface GroupStatsRow {
  group_id: number | null;
  members: number;
  favorites: number;
  meetings: number;
}

export interface MemberPageRequest {
  after?: MemberCursor;
  /** Rows to read: a page and one more, which tells whether there is a next page. */
  take: number;
  search?: string;
  semesterId?: number;
}

/** Which students of a member list: a search by name and a semester, both optional. */
export type MemberFilter = Pick<MemberPageRequest, 'search' | 'semesterId'>;

/**
 * What every member list reads of a student, before the counts; named, since a subquery selects
 * it (three columns are called "id").
 */
const studentFields = {
  user_id: sql<number>`${users.id}`.as('user_id'),
  first_name: sql<string>`${users.firstName}`.as('first_name'),
  last_name: sql<string>`${users.lastName}`.as('last_name'),
  email: sql<string>`${users.email}`.as('email'),
  created_at: sql<Date>`${users.createdAt}`.mapWith(users.createdAt).as('created_at'),
  member_id: sql<number | null>`${studentGroupMembers.id}`.as('member_id'),
  group_id: sql<number | null>`${studentGroups.id}`.as('group_id'),
  member_created_at: sql<Date | null>`${studentGroupMembers.createdAt}`
    .mapWith(studentGroupMembers.createdAt)
    .as('member_created_at'),
};

/** The order of every member list, which the cursor follows: first name, last name, id. */
const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)] as const;

const isStudentOf = (highschoolId: number) => and(eq(users.highschoolId, highschoolId), eq(users.type, 'student'));

/**
 * Joins a student to their group only when it is a group of this school: a membership left in a
 * group of another school (the student changed school) counts as no group.
 */
const groupOfSchool = (highschoolId: number) =>
  and(eq(studentGroups.id, studentGroupMembers.groupId), eq(studentGroups.highschoolId, highschoolId));

/**
 * The student's membership, looked for among the members of this school's groups (their index)
 * rather than across every school's: a membership elsewhere would count as no group anyway.
 */
const membershipInSchool = (highschoolId: number) =>
  and(
    eq(studentGroupMembers.userId, users.id),
    sql`${studentGroupMembers.groupId} in (select ${studentGroups.id} from ${studentGroups} where ${studentGroups.highschoolId} = ${highschoolId})`,
  );

const inGroup = (group: GroupSelector) => (group === null ? isNull(studentGroups.id) : eq(studentGroups.id, group));

/** The full name contains the term, ignoring case and accents ("jose" finds "José"). */
const nameContains = (search: string | undefined) =>
  search
    ? // An expression, not a column: containsIgnoringAccents only places it in its SQL.
      containsIgnoringAccents(sql`${users.firstName} || ' ' || ${users.lastName}` as unknown as AnyColumn, search)
    : undefined;

const inSemester = (semesterId: number | undefined) =>
  semesterId === undefined ? undefined : eq(users.semesterId, semesterId);

/** After the cursor in the name order (a row comparison, which an index on the same columns serves). */
const afterCursor = (after: MemberCursor | undefined) =>
  after
    ? sql`(${users.firstName}, ${users.lastName}, ${users.id}) > (${after.firstName}, ${after.lastName}, ${after.id})`
    : undefined;

/**
 * A student's counters (student_counters) as a lateral subquery, one key lookup per row of the
 * outer query: its `limit` (one row per key anyway) keeps the planner from turning it into a join,
 * which it plans as a scan of every user's counters (13 ms for 200,000) rather than 2,000 lookups.
 */
const countersOf = (db: DbOrTx, userId: SQL | AnyColumn) =>
  db
    .select({ favorites: studentCounters.favoriteDegrees, meetings: studentCounters.meetings })
    .from(studentCounters)
    .where(eq(studentCounters.userId, userId))
    .limit(1)
    .as('counts');

/** The students of a school by group, read: member lists a page at a time and each group's totals. */
export function groupMembersRepository(db: DbOrTx) {
  /** A member list (`where`: which students), `take` rows by name, as the subquery `page`. */
  const memberList = (highschoolId: number, where: SQL | undefined, take: number) =>
    db
      .select(studentFields)
      .from(users)
      .leftJoin(studentGroupMembers, membershipInSchool(highschoolId))
      .leftJoin(studentGroups, groupOfSchool(highschoolId))
      .where(and(isStudentOf(highschoolId), where))
      .orderBy(...byName)
      .limit(take)
      .as('page');

  /**
   * The rows of `page` (a subquery of at most a page per member list) with each student's
   * favourites and meetings, from their counters (student_counters): one key lookup per row.
   */
  async function withCounts(page: ReturnType<typeof memberList>) {
    // Qualified by hand: Drizzle writes a subquery's named field bare ("user_id"), which inside
    // the lateral subquery would read the counters' own user_id.
    const counts = countersOf(db, sql`${sql.identifier('page')}.${sql.identifier('user_id')}`);
    const rows = await db
      .select({
        user_id: page.user_id,
        first_name: page.first_name,
        last_name: page.last_name,
        email: page.email,
        created_at: page.created_at,
        member_id: page.member_id,
        group_id: page.group_id,
        member_created_at: page.member_created_at,
        favorite_degrees: counts.favorites,
        meetings: counts.meetings,
      })
      .from(page)
      .leftJoinLateral(counts, sql`true`)
      .orderBy(asc(page.group_id), asc(page.first_name), asc(page.last_name), asc(page.user_id));
    return rows.map((r): StudentRow => ({
      ...r,
      favorite_degrees: Number(r.favorite_degrees ?? 0),
      meetings: Number(r.meetings ?? 0),
      member_id: r.group_id === null ? null : r.member_id,
      member_created_at: r.group_id === null ? null : r.member_created_at,
    }));
  }

  return {
    /**
     * Members, favourites and meetings per group of the school (`only`: of one group), the
     * default group (group_id null) included, in one aggregate query; a group with no students
     * has no row. Each student's favourites and meetings come from their counters
     * (student_counters): one key lookup per student, however many rows they have.
     */
    async stats(highschoolId: number, only?: GroupSelector): Promise<GroupStatsRow[]> {
      const counts = countersOf(db, users.id);
      const rows = await db
        .select({
          group_id: studentGroups.id,
          members: sql<number>`count(*)::int`,
          favorites: sql<number>`coalesce(sum(${counts.favorites}), 0)::int`,
          meetings: sql<number>`coalesce(sum(${counts.meetings}), 0)::int`,
        })
        .from(users)
        .leftJoin(studentGroupMembers, membershipInSchool(highschoolId))
        .leftJoin(studentGroups, groupOfSchool(highschoolId))
        .leftJoinLateral(counts, sql`true`)
        .where(and(isStudentOf(highschoolId), only === undefined ? undefined : inGroup(only)))
        .groupBy(studentGroups.id);
      return rows.map((r) => ({
        group_id: r.group_id,
        members: Number(r.members),
        favorites: Number(r.favorites),
        meetings: Number(r.meetings),
      }));
    },

    /**
     * The first `take` members of every group of the school and of the default group, by name,
     * with their counts, in one query: the school's students ranked within their group, then
     * the counts of the rows kept.
     */
    firstPages(highschoolId: number, take: number): Promise<StudentRow[]> {
      const rank = sql<number>`row_number() over (partition by ${studentGroups.id} order by ${users.firstName}, ${users.lastName}, ${users.id})`;
      const ranked = db
        .select({ ...studentFields, rank: rank.as('rank') })
        .from(users)
        .leftJoin(studentGroupMembers, membershipInSchool(highschoolId))
        .leftJoin(studentGroups, groupOfSchool(highschoolId))
        .where(isStudentOf(highschoolId))
        .as('ranked');
      const page = db
        .select({
          user_id: ranked.user_id,
          first_name: ranked.first_name,
          last_name: ranked.last_name,
          email: ranked.email,
          created_at: ranked.created_at,
          member_id: ranked.member_id,
          group_id: ranked.group_id,
          member_created_at: ranked.member_created_at,
        })
        .from(ranked)
        .where(lte(ranked.rank, take))
        .as('page');
      return withCounts(page);
    },

    /** `take` students of a member list from after the cursor, by name, with their counts. */
    page(
      highschoolId: number,
      group: GroupSelector,
      { after, take, search, semesterId }: MemberPageRequest,
    ): Promise<StudentRow[]> {
      return withCounts(
        memberList(
          highschoolId,
          and(inGroup(group), nameContains(search), inSemester(semesterId), afterCursor(after)),
          take,
        ),
      );
    },

    /** How many students a member list has, with the same search and semester. */
    async total(
      highschoolId: number,
      group: GroupSelector,
      { search, semesterId }: MemberFilter = {},
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .leftJoin(studentGroupMembers, membershipInSchool(highschoolId))
        .leftJoin(studentGroups, groupOfSchool(highschoolId))
        .where(and(isStudentOf(highschoolId), inGroup(group), nameContains(search), inSemester(semesterId)));
      return row?.n ?? 0;
    },
  };
}
