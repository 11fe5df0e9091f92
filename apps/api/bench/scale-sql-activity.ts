// Scale seed, part 3: favourites and meetings. Student n has 3 + (7n mod 10) favourites (3 to 12,
// 7.5 on average: 1.5 M) and (3n mod 5) meetings (0 to 4, 2 on average: 400,000) on their first
// favourites. Where 7n mod 10 = 0 (3 favourites) 3n mod 5 = 0 too, so no one has more meetings
// than favourites. The k-th favourite is degree (n·7919 + k·step) mod D: distinct for k < 12
// because step is prime to D. Both tables are written in time order, as they would fill up.
// Each statement covers the students of one half of the schools (even or odd ids): the two halves
// run at once on two connections and touch disjoint rows of highschool_counters (no deadlock).
import type { Statement } from './scale-sql-catalog.ts';

export interface DegreeRange {
  first: number;
  count: number;
}

const PRIMES = [7_727, 7_741, 7_753, 7_757, 7_759, 7_789, 7_793];

/** A step prime to the number of degrees (so no two of a student's favourites coincide). */
export function favoriteStep(degrees: number): number {
  const step = PRIMES.find((p) => degrees % p !== 0);
  if (!step || degrees <= 12) throw new Error(`no hay paso para ${degrees} carreras`);
  return step;
}

export function activityStatements(studentBase: number, d: DegreeRange, half: 0 | 1): Statement[] {
  const step = favoriteStep(d.count);
  const students = `select id, created_at, id - ${studentBase} + 1 as n from users
    where type = 'student' and highschool_id % 2 = ${half}`;
  const degree = (k: string) => `${d.first} + ((u.n::bigint * 7919 + ${k} * ${step}) % ${d.count})::int`;
  /** Between signing up and now, later for later favourites. */
  const favoritedAt = (k: string) => `u.created_at + (now() - u.created_at) * ((${k} + 1) / 14.0)`;
  return [
    {
      label: `favoritas (${half + 1}/2)`,
      sql: `insert into favorite_degrees (user_id, degree_id, created_at)
        select u.id, ${degree('k')}, ${favoritedAt('k')}
        from (${students}) u
        cross join lateral generate_series(0, 2 + (u.n * 7 % 10)::int) k
        order by 3`,
    },
    {
      label: `reuniones (${half + 1}/2)`,
      sql: `insert into meetings (user_id, degree_id, created_at)
        select u.id, ${degree('k')}, ${favoritedAt('k')} + (now() - ${favoritedAt('k')}) / 2
        from (${students}) u
        cross join lateral generate_series(0, (u.n * 3 % 5)::int - 1) k
        order by 3`,
    },
  ];
}
