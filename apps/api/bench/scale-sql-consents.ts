// Scale seed, part 5: guardians' consents for the minors, and `scale_shareable` (an unlogged work
// table, dropped at the end): the students whose requests may leave, with their legal basis, by
// the rule of modules/consents/consents.queries.ts (school authorized, adult or a guardian's
// consent granted, sharing not opposed). Of the minors, 7 in 10 have a granted consent (1 in 10 of
// those after a request they replaced, a corrected address), 12 in 100 a pending one, 5 in 100 a
// refused one, and the rest none yet.
import { adultCutoff } from '@tlp/shared';
import type { ScaleConfig } from './scale-plan.ts';
import type { Statement } from './scale-sql-catalog.ts';

export function consentStatements(c: ScaleConfig): Statement[] {
  const cutoff = adultCutoff();
  return [
    {
      label: 'consentimientos de tutores',
      sql: `insert into guardian_consents (user_id, guardian_email, token_hash, status, created_at, expires_at, decided_at)
        select m.id, 'tutor' || m.n || case when k = 0 then '@scale.mx' else '@correo-anterior.mx' end,
          md5('tutor-' || m.id || '-' || k || '-' || ${c.seed}),
          case when k = 1 then 'replaced' when m.p < 70 then 'granted' when m.p < 82 then 'pending' else 'refused' end,
          least(now(), m.created_at + (3 - 2 * k) * interval '1 day'), m.created_at + (17 - 2 * k) * interval '1 day',
          least(now(), case when k = 1 then m.created_at + interval '2 days'
                            when m.p < 70 or m.p >= 82 then m.created_at + interval '4 days' end)
        from (select u.id, u.id - s.first + 1 as n, u.created_at,
                (hashint4(u.id + ${c.seed}) & 127) * 100 / 128 as p
              from users u cross join (select min(id) as first from users where type = 'student') s
              where u.type = 'student' and u.birth_date > $1::date) m
        cross join lateral generate_series(case when m.p < 7 then 1 else 0 end, 0, -1) k
        where m.p < 87
        order by m.created_at, k desc`,
      params: [cutoff],
    },
    { label: 'analyze de consentimientos', sql: 'analyze guardian_consents, highschool_data_sharing' },
    { label: 'estudiantes que se pueden compartir', sql: 'drop table if exists scale_shareable' },
    {
      label: 'estudiantes que se pueden compartir',
      sql: `create unlogged table scale_shareable as
        select u.id as user_id,
          case when u.birth_date <= $1::date then 'student_consent' else 'guardian_consent' end as legal_basis,
          case when u.birth_date <= $1::date then null else g.id end as guardian_consent_id,
          a.id as school_authorization_id
        from users u
        join highschool_data_sharing a on a.highschool_id = u.highschool_id and a.revoked_at is null
        left join guardian_consents g on g.user_id = u.id and g.status = 'granted'
        where u.type = 'student' and u.contact_sharing_withdrawn_at is null and u.birth_date is not null
          and (u.birth_date <= $1::date or g.id is not null)`,
      params: [cutoff],
    },
    { label: 'índice de compartibles', sql: 'create unique index on scale_shareable (user_id)' },
    { label: 'analyze de compartibles', sql: 'analyze scale_shareable' },
  ];
}
