// Scale seed, part 3: favourites and meeting requests. `scale_students` (an unlogged work table,
// dropped at the end) holds each student's number n, a hash h of n and the seed, and how many
// favourites and requests they make. The k-th favourite is degree ((o + k·13)·step) mod D, where
// o is the student's origin and step is prime to D: distinct for every k, as long as 13·k < D.
//   uniform: o = n·7919 (spread evenly), 3 to 12 favourites (7.5 on average) and 0 to 4 requests
//            (2 on average), fewer requests than favourites always.
//   skewed:  o = D·u⁴ (a third of the students start in the first 1 % of degrees: popular ones),
//            0 to 5 requests mostly and 30 to 50 for 1 in 250 students, favourites above that.
// Requests go to a student's first favourites; both tables are written in time order. Favourites
// are written in two halves at once (even and odd schools, on two connections: the counters'
// trigger touches disjoint rows of highschool_counters, no deadlock).
import type { ScaleConfig } from './scale-plan.ts';
import type { Statement } from './scale-sql-catalog.ts';

export interface DegreeRange {
  first: number;
  count: number;
}

const PRIMES = [7_727, 7_741, 7_753, 7_757, 7_759, 7_789, 7_793];

/** A step prime to the number of degrees (so no two of a student's favourites coincide). */
export function favoriteStep(degrees: number): number {
  const step = PRIMES.find((p) => degrees % p !== 0);
  if (!step || degrees <= 13 * 64) throw new Error(`no hay paso para ${degrees} carreras`);
  return step;
}

/** The k-th favourite of the student `u` (a row of scale_students), as SQL. */
export const favoriteDegree = (d: DegreeRange, k: string, u = 'u') =>
  `(${d.first} + (((${u}.origin + ${k} * 13) * ${favoriteStep(d.count)}) % ${d.count})::int)`;

/** Between signing up and now, later for later favourites (k of `count`). */
export const favoritedAt = (k: string, u = 'u') =>
  `(${u}.created_at + (now() - ${u}.created_at) * ((${k} + 1.0) / (${u}.favorites + 2)))`;

export function studentPlanStatements(c: ScaleConfig, studentBase: number, d: DegreeRange): Statement[] {
  const uniform = c.shape === 'uniform';
  // Requests per student for `skewed`: by percentile, 0 (30 %) to 5 (5 %), then the long tail.
  const meetings = uniform
    ? '(n * 3 % 5)::int'
    : `case when h % 1000 < 4 then 30 + (h / 1000) % 21
        else (array[0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,4,4,5])[1 + (h / 7) % 20] end`;
  const favorites = uniform
    ? '3 + (n * 7 % 10)::int'
    : `greatest(3 + ((h / 13) % 10)::int, meetings + 1 + ((h / 17) % 4)::int)`;
  const origin = uniform
    ? `n * 7919 + ${c.seed * 104_729}`
    : `floor(${d.count} * power(((h / 3) % 1000000) / 1000000.0, 4))::bigint`;
  return [
    { label: 'plan de estudiantes', sql: 'drop table if exists scale_students' },
    {
      label: 'plan de estudiantes',
      sql: `create unlogged table scale_students as
        select id, n, h, highschool_id, created_at, meetings, (${favorites})::int as favorites, ${origin} as origin
        from (
          select id, n, h, highschool_id, created_at, (${meetings})::int as meetings
          from (select id, (id - ${studentBase} + 1)::bigint as n, highschool_id, created_at,
                  (hashint8((id - ${studentBase} + 1)::bigint * 1000003 + ${c.seed}) & 2147483647)::bigint as h
                from users where type = 'student') s
        ) s`,
    },
    { label: 'índice del plan', sql: 'create unique index on scale_students (id)' },
    { label: 'analyze del plan', sql: 'analyze scale_students' },
  ];
}

export function favoriteStatements(d: DegreeRange, half: 0 | 1): Statement[] {
  return [
    {
      label: `favoritas (${half + 1}/2)`,
      sql: `insert into favorite_degrees (user_id, degree_id, created_at)
        select u.id, ${favoriteDegree(d, 'k')}, ${favoritedAt('k')}
        from scale_students u
        cross join lateral generate_series(0, u.favorites - 1) k
        where u.highschool_id % 2 = ${half}
        order by 3`,
    },
  ];
}
