// Scale seed, part 4: the university side of meetings. 2 campuses in 5 have a representative (a
// `university` user signed up through the campus's access link) who publishes one slot a week,
// 8 weeks back to 8 ahead, plus one cancelled. Requests (scale-sql-activity.ts) of shareable
// students on those campuses are booked 45 % of the time, round robin over the campus's slots in
// the order they were made (never past a slot's seats, never into a slot that starts within a day
// of the request); past bookings have an outcome (6 in 10 attended, 3 missed, 1 not marked yet) and a
// third of the attended ones a rating. Then the slots' seats taken, the bookings' reminder jobs
// (done for the past ones, 1 in 500 given up; a few still queued) and the ledger's event of each
// shareable request (the campus got it when it was made).
import { MEETING_DISCLOSURE_FIELDS } from '@tlp/shared';
import { subjectKeys } from '../src/modules/disclosures/subject-key.ts';
import type { ScaleConfig } from './scale-plan.ts';
import { RATING_COMMENTS } from './scale-names.ts';
import { favoriteDegree, favoritedAt, type DegreeRange } from './scale-sql-activity.ts';
import type { Statement } from './scale-sql-catalog.ts';

/** Live slots per representative's campus (weeks -8 to +7); one more, cancelled, at week +8. */
const SLOTS = 16;
/** The ledger's subject keys need a secret: the scale database's own (the API's is random per run). */
export const SCALE_SUBJECT_SECRET = 'scale-subject-secret';

export function representativeStatements(passwordHash: string): Statement[] {
  return [
    {
      label: 'enlaces de acceso de campus',
      sql: `insert into access_links (campus_id, name, seats, seats_used, created_at, expires_at)
        select id, 'Representantes del campus', 3, 1, created_at, now() + interval '200 days'
        from campuses where id % 5 < 2 order by id`,
    },
    {
      label: 'representantes de universidades',
      sql: `insert into users (type, first_name, last_name, email, password_hash, campus_id, access_link_id, onboarded,
                               created_at, privacy_version, privacy_accepted_at)
        select 'university', 'Representante', 'Campus ' || a.campus_id, 'universidad' || a.campus_id || '@scale.mx', $1,
          a.campus_id, a.id, true, least(now(), a.created_at + interval '1 day'), u.privacy_version, u.privacy_accepted_at
        from access_links a cross join (select privacy_version, privacy_accepted_at from users limit 1) u
        where a.campus_id is not null order by a.campus_id`,
      params: [passwordHash],
    },
    {
      label: 'horarios de reunión',
      sql: `insert into meeting_slots (campus_id, representative_id, starts_at, ends_at, minutes, seats, video_url, time_zone,
                                       series_id, cancelled_at, created_at)
        select r.campus_id, r.id, t.starts_at, t.starts_at + m.minutes * interval '1 minute', m.minutes,
          4 + (r.campus_id % 4) * 4, 'https://meet.scale.mx/c' || r.campus_id || '-' || w, ci.time_zone,
          md5('serie-' || r.campus_id)::uuid, case when w = ${SLOTS} then t.starts_at - interval '3 days' end,
          least(now(), date_trunc('week', now()) - interval '10 weeks')
        from users r
        join campuses c on c.id = r.campus_id
        join cities ci on ci.id = c.city_id
        cross join generate_series(0, ${SLOTS}) w
        cross join lateral (select (array[30, 45, 60])[1 + r.campus_id % 3] as minutes) m
        cross join lateral (select date_trunc('week', now()) + (w - 8) * interval '1 week'
          + (r.campus_id % 5) * interval '1 day' + (15 + r.campus_id % 6) * interval '1 hour' as starts_at) t
        where r.type = 'university'
        order by r.campus_id, w`,
    },
  ];
}

export function meetingStatements(c: ScaleConfig, d: DegreeRange): Statement[] {
  const booked = `q.created_at + (least(s.starts_at, now()) - q.created_at) * 0.4`;
  const past = `s.starts_at + s.minutes * interval '1 minute' < now()`;
  const attended = `case when s.id is not null and ${past} and q.h % 10 < 9 then q.h % 10 < 6 end`;
  const keys = subjectKeys(SCALE_SUBJECT_SECRET);
  return [
    {
      label: 'reuniones',
      sql: `insert into meetings (user_id, degree_id, created_at, slot_id, booked_at, ics_sequence, shared_at, attended,
                                  outcome_at, rating, rating_comment, rated_at)
        select q.user_id, q.degree_id, q.created_at, s.id, case when s.id is not null then ${booked} end,
          case when s.id is not null then 1 else 0 end,
          case when s.id is not null then ${booked}
               when q.campus_slot is not null and q.shareable and q.h % 2 = 0 then least(now(), q.created_at + interval '2 days') end,
          ${attended},
          case when ${attended} is not null then s.starts_at + (s.minutes + 120) * interval '1 minute' end,
          case when ${attended} and q.h % 3 = 0 then 3 + (q.h / 3 % 3)::smallint end,
          case when ${attended} and q.h % 6 = 0 then ($1::text[])[1 + (q.h / 6) % cardinality($1::text[])] end,
          case when ${attended} and q.h % 3 = 0 then s.starts_at + interval '1 day' end
        from (
          select r.*, case when r.candidate then row_number() over (partition by r.campus_id, r.candidate order by r.created_at, r.user_id) end as rank
          from (
            select u.id as user_id, g.degree_id, g.created_at, (hashint8(u.id * 64 + k + ${c.seed}) & 1048575) as h,
              dg.campus_id, cs.first_slot as campus_slot, cs.seats, b.user_id is not null as shareable,
              (b.user_id is not null and cs.first_slot is not null and (hashint4((u.id * 64 + k)::int) & 1023) < 460) as candidate
            from scale_students u
            cross join lateral generate_series(0, u.meetings - 1) k
            cross join lateral (select ${favoriteDegree(d, 'k')} as degree_id,
              ${favoritedAt('k')} + (now() - ${favoritedAt('k')}) / 2 as created_at) g
            join degrees dg on dg.id = g.degree_id
            left join scale_shareable b on b.user_id = u.id
            left join (select campus_id, min(id) as first_slot, max(seats) as seats from meeting_slots
                       where cancelled_at is null group by campus_id) cs on cs.campus_id = dg.campus_id
          ) r
        ) q
        left join meeting_slots s on q.rank <= ${SLOTS} * q.seats and s.id = q.campus_slot + ((q.rank - 1) % ${SLOTS})::int
          and s.starts_at > q.created_at + interval '1 day'
        order by q.created_at`,
      params: [RATING_COMMENTS],
    },
    {
      label: 'lugares ocupados',
      sql: `update meeting_slots s set seats_taken = b.n
        from (select slot_id, count(*)::int as n from meetings where slot_id is not null group by slot_id) b
        where s.id = b.slot_id`,
    },
    {
      label: 'tareas de recordatorio',
      sql: `insert into jobs (kind, payload, idempotency_key, run_at, status, attempts, last_error, created_at, done_at)
        select 'meeting.reminder', jsonb_build_object('meetingId', m.id, 'sequence', 1, 'hours', x.hours),
          'meeting-reminder:' || m.id || ':1:' || x.hours || 'h', x.run_at,
          case when x.run_at > now() then 'queued' when m.id % 500 = 0 then 'failed' else 'done' end,
          case when x.run_at > now() then 0 when m.id % 500 = 0 then 5 else 1 end,
          case when x.run_at <= now() and m.id % 500 = 0 then 'SMTP 421: servicio no disponible' end,
          m.booked_at, case when x.run_at <= now() then x.run_at + interval '3 seconds' end
        from meetings m
        join meeting_slots s on s.id = m.slot_id
        cross join lateral (select h as hours, s.starts_at - h * interval '1 hour' as run_at from unnest(array[24, 1]) h) x
        where x.run_at > m.booked_at and (x.run_at <= now() or m.id % 40 = 0)
        order by x.run_at`,
    },
    {
      label: 'registro de divulgaciones',
      sql: `insert into disclosures (created_at, user_id, subject_key, recipient_kind, recipient_id, recipient_name, fields,
                                     reason, degree_id, degree_name, actor_id, legal_basis, guardian_consent_id,
                                     school_authorization_id)
        select m.created_at, m.user_id,
          encode(sha256(decode($1, 'hex') || sha256(decode($2, 'hex') || convert_to(m.user_id::text, 'UTF8'))), 'hex'),
          'campus', c.id, c.name, $3::text[], 'meeting', d.id, d.name, m.user_id, b.legal_basis, b.guardian_consent_id,
          b.school_authorization_id
        from meetings m
        join scale_shareable b on b.user_id = m.user_id
        join degrees d on d.id = m.degree_id
        join campuses c on c.id = d.campus_id
        order by m.created_at`,
      params: [keys.outerPad, keys.innerPad, [...MEETING_DISCLOSURE_FIELDS]],
    },
  ];
}
