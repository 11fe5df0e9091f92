// Scale seed, part 6: the interest test's results (RIASEC scores 0 to 100 and the two strongest
// letters) of 11 in 20 students, 3 in 11 of them with one earlier result and 3 in 11 with two, and
// the compare lists of 3 in 20 students (2 to 4 of their first favourites, in order).
import { INTEREST_TEST_VERSION } from '@tlp/shared';
import type { ScaleConfig } from './scale-plan.ts';
import { favoriteDegree, type DegreeRange } from './scale-sql-activity.ts';
import type { Statement } from './scale-sql-catalog.ts';

const LETTERS = `array['R','I','A','S','E','C']`;

export function interestStatements(c: ScaleConfig, d: DegreeRange): Statement[] {
  // Each score from its own bits of a hash of the student, the attempt and the seed.
  const score = (i: number) => `((t.x >> ${i * 5}) & 31) * 100 / 31`;
  return [
    {
      label: 'resultados del test de intereses',
      sql: `insert into interest_results (user_id, version, taken_at, r, i, a, s, e, c, top)
        select t.id, case when t.k = 0 then $1 else '2025.2' end, t.taken_at,
          t.sc[1], t.sc[2], t.sc[3], t.sc[4], t.sc[5], t.sc[6],
          (select string_agg(l, '' order by v desc, o) from (
             select l, v, o from unnest(${LETTERS}, t.sc) with ordinality as x(l, v, o) order by v desc, o limit 2) y)
        from (
          select t.*, array[${[0, 1, 2, 3, 4, 5].map(score).join(', ')}]::smallint[] as sc
          from (
            select u.id, k, u.created_at + (now() - u.created_at) * (0.9 - k * 0.3) as taken_at,
              hashint8(u.id * 8 + k + ${c.seed}::bigint * 1000003) & 1073741823 as x
            from scale_students u
            cross join lateral generate_series(case when u.h % 20 < 3 then 2 when u.h % 20 < 6 then 1 else 0 end, 0, -1) k
            where u.h % 20 < 11
          ) t
        ) t
        order by t.taken_at`,
      params: [INTEREST_TEST_VERSION],
    },
    {
      label: 'listas para comparar',
      sql: `insert into compare_list_items (user_id, degree_id, position)
        select u.id, ${favoriteDegree(d, 'k')}, (k + 1)::smallint
        from scale_students u
        cross join lateral generate_series(0, least(u.favorites, 2 + (u.h / 20 % 3)::int) - 1) k
        where u.h % 20 >= 17
        order by u.id, k`,
    },
  ];
}
