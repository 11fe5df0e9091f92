// Scale seed, part 2: admins, orienters (with their keys), students with their preferences,
// groups and access links. Students get consecutive ids from `studentBase` in the order of their
// number n (estudiante<n>@scale.mx), interleaved across schools as real signups are; the later
// statements derive each student's choices from n. Students are 15 to 19 years old by their
// semester: about 4 in 10 are adults, the others need a guardian's consent (scale-sql-consents.ts).
import { AVATARS, PRIVACY_NOTICE_VERSION } from '@tlp/shared';
import type { ScaleConfig } from './scale-plan.ts';
import type { Statement } from './scale-sql-catalog.ts';
import { FIRST_NAMES, GROUP_NAMES, LAST_NAMES } from './scale-names.ts';

/** Every scale account signs in with this password. */
export const SCALE_PASSWORD = 'Demo12345';
export const SCALE_ADMIN_EMAIL = 'admin@scale.mx';

/** Every scale account accepted the privacy notice in force (the API refuses the others). */
const ACCEPTED_COLUMNS = 'privacy_version, privacy_accepted_at';
const ACCEPTED_VALUES = `'${PRIVACY_NOTICE_VERSION}', now()`;

export function accountStatements(c: ScaleConfig, passwordHash: string): Statement[] {
  return [
    {
      label: 'administradores',
      sql: `insert into users (type, first_name, last_name, email, password_hash, onboarded, created_at, ${ACCEPTED_COLUMNS})
        select 'admin', 'Administración', 'Escala ' || g,
          case when g = 1 then '${SCALE_ADMIN_EMAIL}' else 'admin' || g || '@scale.mx' end, $1, true, now() - interval '3 years',
          ${ACCEPTED_VALUES}
        from generate_series(1, 3) g`,
      params: [passwordHash],
    },
    {
      label: 'orientadores',
      sql: `insert into users (type, first_name, last_name, email, password_hash, phone, highschool_id, onboarded, created_at,
                               ${ACCEPTED_COLUMNS})
        select 'orienter', ($2::text[])[1 + o.n % 40],
          ($3::text[])[1 + (o.n * 7) % 40] || ' ' || ($3::text[])[1 + (o.n * 13) % 40],
          'orientador' || o.n || '@scale.mx', $1, '55' || lpad((o.n * 7919 % 100000000)::text, 8, '0'),
          o.id, true, now() - (o.n % 700) * interval '1 day', ${ACCEPTED_VALUES}
        from (select p.id, row_number() over (order by p.ord, k) as n
              from school_plan p cross join generate_series(1, 1 + p.ord % 3) k) o
        order by o.n`,
      params: [passwordHash, FIRST_NAMES, LAST_NAMES],
    },
    {
      label: 'claves de orientador',
      sql: `insert into orienter_keys (orienter_id, key, active, created_at)
        select id, 'ESC' || upper(to_hex(id)) || 'K', true, created_at from users where type = 'orienter' order by id`,
    },
    {
      label: 'estudiantes',
      sql: `insert into users (type, first_name, last_name, email, password_hash, phone, avatar, highschool_id,
                               semester_id, onboarded, created_at, birth_date, contact_sharing_withdrawn_at,
                               ${ACCEPTED_COLUMNS})
        select 'student', ($2::text[])[1 + s.n % 40],
          ($3::text[])[1 + (s.n / 40) % 40] || ' ' || ($3::text[])[1 + (s.n / 1600) % 40],
          'estudiante' || s.n || '@scale.mx', $1,
          case when s.n % 4 = 0 then '33' || lpad((s.n * 7919 % 100000000)::text, 8, '0') end,
          ($4::text[])[1 + s.n % cardinality($4::text[])], s.highschool_id, sm.id, s.n % 10 <> 0,
          now() - ($5::int - s.n) * (interval '700 days' / $5::int),
          -- 15½ years and the semesters since, plus up to a year; 1 in 50 never said (held).
          case when hashint4(s.n::int # $6::int) % 50 <> 0
            then current_date - (5660 + sm.position * 182 + (hashint4(s.n::int + $6::int) & 511) % 365)::int end,
          case when s.n % 97 = 0 then now() - interval '20 days' end,
          ${ACCEPTED_VALUES}
        from (select p.id as highschool_id, row_number() over (order by hashint4(p.ord * 4096 + k + $6::int), p.ord, k) as n
              from school_plan p cross join generate_series(1, p.students) k) s
        join semesters sm on sm.position = 1 + s.n % 6
        order by s.n`,
      params: [passwordHash, FIRST_NAMES, LAST_NAMES, AVATARS, c.students, c.seed],
    },
  ];
}

/**
 * The onboarded students' areas and cities (1 to 3 of each; the first city is their school's), of
 * the schools of one half (even or odd ids), so that two connections can share the work.
 */
export function preferenceStatements(studentBase: number, half: 0 | 1): Statement[] {
  const students = `select u.id, u.id - ${studentBase} + 1 as n, u.highschool_id from users u
    where u.type = 'student' and u.highschool_id % 2 = ${half}`;
  return [
    {
      label: `áreas de interés (${half + 1}/2)`,
      sql: `insert into user_areas (user_id, area_id)
        select u.id, a.ids[1 + ((u.n * 7 + k * 5) % cardinality(a.ids))]
        from (${students}) u
        cross join (select array_agg(id order by id) as ids from areas) a
        cross join lateral generate_series(0, (u.n % 3)::int) k
        where u.n % 10 <> 0
        order by 1, 2`,
    },
    {
      label: `ciudades de interés (${half + 1}/2)`,
      sql: `insert into user_cities (user_id, city_id)
        select u.id, c.ids[1 + ((array_position(c.ids, h.city_id) - 1 + k * 7) % cardinality(c.ids))]
        from (${students}) u
        join highschools h on h.id = u.highschool_id
        cross join (select array_agg(id order by id) as ids from cities) c
        cross join lateral generate_series(0, ((u.n / 3) % 3)::int) k
        where u.n % 10 <> 0
        order by 1, 2`,
    },
  ];
}

/** Up to 4 groups per school holding most of its students; 1 to 3 access links per school. */
export function schoolLifeStatements(studentBase: number, adminId: number): Statement[] {
  return [
    {
      label: 'grupos',
      sql: `insert into student_groups (highschool_id, name, created_at)
        select p.id, ($1::text[])[g], now() - interval '200 days'
        from school_plan p cross join generate_series(1, p.ord % 5) g
        order by p.id, g`,
      params: [GROUP_NAMES],
    },
    {
      label: 'integrantes de grupos',
      sql: `insert into student_group_members (group_id, user_id, created_at)
        select sg.id, u.id, least(now(), u.created_at + interval '10 days')
        from (select u.id, u.created_at, u.highschool_id, p.ord % 5 as groups, (u.id - ${studentBase} + 1) * 31 as h
              from users u join school_plan p on p.id = u.highschool_id where u.type = 'student') u
        join student_groups sg on sg.highschool_id = u.highschool_id and sg.name = ($1::text[])[1 + u.h % (u.groups + 1)]
        where u.groups > 0 and u.h % (u.groups + 1) < u.groups
        order by u.id`,
      params: [GROUP_NAMES],
    },
    {
      label: 'enlaces de acceso',
      sql: `insert into access_links (highschool_id, name, seats, seats_used, created_at, expires_at, created_by)
        select p.id, ($1::text[])[k], 5 + (p.ord * 7 + k) % 46, least(5 + (p.ord * 7 + k) % 46, (p.ord * 3 + k) % 20),
          now() - (p.ord % 300 + (3 - k) * 20) * interval '1 day',
          case when k = 3 then now() - interval '30 days' else now() + interval '120 days' end, $2
        from school_plan p cross join generate_series(1, 1 + p.ord % 3) k
        order by p.id, k`,
      params: [['Orientadores turno matutino', 'Orientadores turno vespertino', 'Enlace del ciclo anterior'], adminId],
    },
  ];
}
