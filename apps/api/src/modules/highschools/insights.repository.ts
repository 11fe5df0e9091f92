import { sql, type SQL } from 'drizzle-orm';
import { INTERESTS_MAX_BUCKETS, INTERESTS_MIN_STUDENTS, INTERESTS_OTHERS_NAME } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import {
  areas,
  campuses,
  cities,
  degrees,
  favoriteDegrees,
  highschoolCounters,
  highschools,
  meetings,
  studentCounters,
  studentGroupMembers,
  studentGroups,
  userCities,
  users,
} from '../../db/schema/index.ts';

/** Students at each step of the funnel, as PostgreSQL answers them (integers). */
export interface StepCounts {
  registered: number;
  onboarded: number;
  with_favorite: number;
  with_meeting: number;
  booked: number;
  attended: number;
}

/**
 * One row per student of the school (`school`: its id, as SQL), with the steps they reached: the
 * students from users_school_steps_idx alone (their onboarding in the index), their group from the
 * school's groups' members (read by the groups' index and joined once: a probe per student cost
 * twice as much with 6,535 students), and their favourites, requests, bookings and attendances
 * from their counters (student_counters, one key lookup whatever the number of their rows; no row
 * is none of them). The counters are a probe per student (`limit 1`): joined plainly, the planner
 * reads every user's counters to hash them, a cost that grows with the country, not the school.
 */
const studentSteps = (school: SQL) => sql`
  select u.id, u.onboarded, g.group_id,
    coalesce(k.favorite_degrees > 0, false) as favorite,
    coalesce(k.meetings > 0, false) as requested,
    coalesce(k.booked > 0, false) as booked,
    coalesce(k.attended > 0, false) as attended
  from ${users} u
  left join (
    select gm.user_id, g.id as group_id from ${studentGroups} g
    join ${studentGroupMembers} gm on gm.group_id = g.id
    where g.highschool_id = ${school}
  ) g on g.user_id = u.id
  left join lateral (
    select k.favorite_degrees, k.meetings, k.booked, k.attended from ${studentCounters} k
    where k.user_id = u.id limit 1
  ) k on true
  where u.type = 'student' and u.highschool_id = ${school}`;

/** The counts of the rows of studentSteps (aliased `s`). */
const stepCounts = sql`
  count(s.id)::int as registered,
  count(s.id) filter (where s.onboarded)::int as onboarded,
  count(s.id) filter (where s.favorite)::int as with_favorite,
  count(s.id) filter (where s.requested)::int as with_meeting,
  count(s.id) filter (where s.booked)::int as booked,
  count(s.id) filter (where s.attended)::int as attended`;

const STEP_COLUMNS = ['registered', 'onboarded', 'with_favorite', 'with_meeting', 'booked', 'attended'] as const;
const zeroIfNone = sql.raw(STEP_COLUMNS.map((c) => `coalesce(c.${c}, 0) as ${c}`).join(', '));

export interface FunnelRow extends StepCounts {
  /** 0 the school, 1 a group, 2 the students in no group. */
  kind: 0 | 1 | 2;
  id: number | null;
  name: string | null;
  notebooks: number | null;
}

export interface SchoolFunnelRow extends StepCounts {
  highschool_id: number;
  name: string;
  city: string;
  notebooks: number;
}

export interface WeekActivity {
  /** Weeks since the first one asked for (0 is that week). */
  week: number;
  registrations: number;
  meetings: number;
}

export interface InterestRow {
  kind: 'areas' | 'degrees' | 'cities';
  id: number | null;
  name: string;
  students: number;
}

/** The schools a filter picks, with their city's name (`h`). */
const schoolsIn = (cityId: number | undefined) => sql`
  select h.id, h.name, c.name as city, h.notebooks
  from ${highschools} h join ${cities} c on c.id = h.city_id
  where ${cityId === undefined ? sql`true` : sql`h.city_id = ${cityId}::int`}`;

/**
 * Each school of `page` (a subquery of schoolsIn, already cut to its page) with its funnel: its
 * students counted once, by the index on (highschool_id, type).
 */
const withFunnels = (page: SQL) => sql`
  select h.id as highschool_id, h.name, h.city, h.notebooks, f.*
  from (${page}) h
  cross join lateral (select ${stepCounts} from (${studentSteps(sql`h.id`)}) s) f
  order by h.name, h.id`;

const WEEK_SECONDS = 7 * 24 * 60 * 60;

export function insightsRepository(db: DbOrTx) {
  return {
    /**
     * The school (kind 0, with its notebooks), each of its groups (kind 1) by name and its
     * students in no group (kind 2): one statement, each student read once.
     */
    funnel: (highschoolId: number) =>
      rawRows<FunnelRow>(
        db,
        sql`
        with s as (${studentSteps(sql`${highschoolId}::int`)}),
        c as (
          select grouping(s.group_id) as total, s.group_id, ${stepCounts}
          from s group by grouping sets ((s.group_id), ())
        )
        select r.kind, r.id, r.name, r.notebooks, ${zeroIfNone}
        from (
          select 0 as kind, null::int as id, null::text as name, h.notebooks, 1 as total
          from ${highschools} h where h.id = ${highschoolId}::int
          union all
          select 1, g.id, g.name, null, 0 from ${studentGroups} g where g.highschool_id = ${highschoolId}::int
          union all
          select 2, null, null, null, 0
        ) r
        left join c on c.total = r.total and c.group_id is not distinct from r.id
        order by r.kind, r.name, r.id`,
      ),

    /** A page of schools (by name) with their funnels. */
    schoolsPage: (cityId: number | undefined, limit: number, offset: number) =>
      rawRows<SchoolFunnelRow>(
        db,
        withFunnels(sql`${schoolsIn(cityId)} order by h.name, h.id limit ${limit}::int offset ${offset}::int`),
      ),

    async schoolsTotal(cityId: number | undefined): Promise<number> {
      const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from (${schoolsIn(cityId)}) h`);
      return row?.n ?? 0;
    },

    /** The schools after (name, id), by name, with their funnels: a batch of the CSV. */
    schoolsAfter: (cityId: number | undefined, after: { name: string; id: number } | null, limit: number) =>
      rawRows<SchoolFunnelRow>(
        db,
        withFunnels(
          sql`${schoolsIn(cityId)} ${after ? sql`and (h.name, h.id) > (${after.name}::text, ${after.id}::int)` : sql``}
            order by h.name, h.id limit ${limit}::int`,
        ),
      ),

    /**
     * Registrations (students) and meeting requests of the school in each week from `from` (a
     * Monday at midnight in central Mexico) for `weeks` weeks, the weeks with none left out; read
     * from the school's students (index on highschool_id, type) and their meetings.
     */
    weekly: (highschoolId: number, from: Date, weeks: number) => {
      const start = from.toISOString();
      const week = (column: SQL) =>
        sql`floor(extract(epoch from (${column} - ${start}::timestamptz)) / ${WEEK_SECONDS})::int`;
      return rawRows<WeekActivity>(
        db,
        sql`
        with s as (
          select u.id, u.created_at from ${users} u
          where u.highschool_id = ${highschoolId}::int and u.type = 'student'
        ),
        r as (
          select ${week(sql`s.created_at`)} as week, count(*)::int as n from s
          where s.created_at >= ${start}::timestamptz group by 1
        ),
        m as (
          select ${week(sql`mt.created_at`)} as week, count(*)::int as n
          from s cross join lateral (
            -- Each student's requests from meetings_user_steps_idx (offset 0 keeps the probe per
            -- student: a join would read every request of the season).
            select mt.created_at from ${meetings} mt
            where mt.user_id = s.id and mt.created_at >= ${start}::timestamptz offset 0
          ) mt
          group by 1
        )
        select w.week, coalesce(r.n, 0) as registrations, coalesce(m.n, 0) as meetings
        from generate_series(0, ${weeks - 1}::int) as w(week)
        left join r on r.week = w.week left join m on m.week = w.week
        order by w.week`,
      );
    },

    /** The school's notebooks and its running totals (those of the reward). */
    async totals(highschoolId: number) {
      const [row] = await rawRows<{ notebooks: number; registers: number; meetings: number }>(
        db,
        sql`select h.notebooks, coalesce(k.registers, 0) as registers, coalesce(k.meetings, 0) as meetings
          from ${highschools} h left join ${highschoolCounters} k on k.highschool_id = h.id
          where h.id = ${highschoolId}::int`,
      );
      return row;
    },

    /**
     * Areas, degrees and cities by the distinct students of the school they interest: a bucket
     * with fewer than INTERESTS_MIN_STUDENTS, or past the first INTERESTS_MAX_BUCKETS, counts in
     * 'Otros' (its distinct students), itself given only with that many. One statement.
     */
    interests: (highschoolId: number) =>
      rawRows<InterestRow>(
        db,
        sql`
        with s as (
          select u.id from ${users} u where u.highschool_id = ${highschoolId}::int and u.type = 'student'
        ),
        -- Each student's favourites (the primary key's index, once per student) with their area.
        f as materialized (
          select f.user_id, f.degree_id, d.area_id
          from s join ${favoriteDegrees} f on f.user_id = s.id join ${degrees} d on d.id = f.degree_id
        ),
        -- (kind, bucket, student), each student at most once per bucket. Kinds are numbers here
        -- (1 areas, 2 degrees, 3 cities): sorting and grouping on text would compare by collation.
        pairs as materialized (
          select 1 as kind, f.area_id as bucket, f.user_id as student from f group by f.area_id, f.user_id
          union all
          select 2, f.degree_id, f.user_id from f
          union all
          select 3, uc.city_id, uc.user_id from s join ${userCities} uc on uc.user_id = s.id
        ),
        sizes as (
          select p.kind, p.bucket, count(*)::int as students from pairs p group by p.kind, p.bucket
          having count(*) >= ${INTERESTS_MIN_STUDENTS}::int
        ),
        named as materialized (
          select * from (
            select z.kind, z.bucket, z.students, n.name,
              row_number() over (partition by z.kind order by z.students desc, n.name, z.bucket) as rank
            from sizes z
            cross join lateral (
              select case z.kind
                when 1 then (select a.name from ${areas} a where a.id = z.bucket)
                when 3 then (select ci.name from ${cities} ci where ci.id = z.bucket)
                else (select d.name || ' (' || cp.name || ')' from ${degrees} d
                      join ${campuses} cp on cp.id = d.campus_id where d.id = z.bucket)
              end as name
            ) n
          ) ranked
          where ranked.rank <= ${INTERESTS_MAX_BUCKETS}::int
        ),
        others as (
          select p.kind, count(distinct p.student)::int as students
          from pairs p left join named n on n.kind = p.kind and n.bucket = p.bucket
          where n.bucket is null
          group by p.kind having count(distinct p.student) >= ${INTERESTS_MIN_STUDENTS}::int
        )
        select (array['areas', 'degrees', 'cities'])[kind] as kind, id, name, students from (
          select n.kind, n.bucket as id, n.name, n.students, 0 as last, n.rank from named n
          union all
          select o.kind, null, ${INTERESTS_OTHERS_NAME}::text, o.students, 1, 0 from others o
        ) b
        order by b.kind, b.last, b.rank`,
      ),
  };
}
