import {
  dayInMexico,
  NUDGE_INTERVAL_DAYS,
  type NudgeCandidate,
  type NudgeReason,
  type NudgeResult,
  type SchoolStudent,
  type SchoolStudentDetail,
  type SchoolStudentsFilters,
} from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { within } from '../../core/service-context.ts';
import type { PageRequest } from '../../db/paging.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';
import { codeError } from '../../lib/errors.ts';
import { lastQueuedPerUser } from '../mail/mail.queries.ts';
import { mailService, nudgeMail } from '../mail/mail.service.ts';
import { stateOf } from '../meetings/meetings.queries.ts';
import { schoolStudentsRepository, type NudgeRow, type SchoolStudentRow } from './school-students.repository.ts';

const DAY_MS = 86_400_000;
/** The outbox key of a reminder: one per student and ISO week, a backstop to the interval under concurrency. */
const NUDGE_KEY = 'nudge';

const CSV_HEADER = [
  'Nombre',
  'Apellidos',
  'Correo',
  'Semestre',
  'Grupo',
  'Registro terminado',
  'Favoritas',
  'Solicitudes de reunión',
];

/** The ISO week of a day ('2025-W03'): its Thursday's year and the week number. */
export function isoWeek(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Whether the student needs a reminder now, and which: the same rule as the repository's needingNudge. */
function nudgeReasonOf(row: NudgeRow, now: Date): NudgeReason | null {
  if (!row.onboarded) return 'not_onboarded';
  const waited = now.getTime() - row.created_at.getTime() >= NUDGE_INTERVAL_DAYS * DAY_MS;
  return waited && !row.has_favorite ? 'no_favorite' : null;
}

function studentOf(row: SchoolStudentRow) {
  const { group_id, group_name, created_at, ...student } = row;
  return {
    ...student,
    group: group_id === null ? null : { id: group_id, name: group_name! },
    created_at: created_at.toISOString(),
  };
}

export function schoolStudentsService(context: ServiceContext) {
  const { work } = context;
  const repo = schoolStudentsRepository(work.db);

  return {
    async list(highschoolId: number, query: SchoolStudentsFilters & PageRequest) {
      const { rows, total } = await repo.page(highschoolId, query, query);
      return {
        total,
        rows: rows.map((r): SchoolStudent => ({ ...studentOf(r), favorites: r.favorites, meetings: r.meetings })),
      };
    },

    /**
     * The list's CSV, recorded in the audit trail (`school_students_csv.download`). The school's
     * own counselor is no third party: no event in the students' shared-data record.
     */
    async csv(actorId: number, highschoolId: number, filters: SchoolStudentsFilters): Promise<string> {
      const rows = await repo.all(highschoolId, filters);
      await work.audit({
        actorId,
        action: 'school_students_csv.download',
        entity: 'school_students_csv',
        entityId: highschoolId,
        after: { highschool_id: highschoolId, students: rows.length, filters: { ...filters } },
      });
      let text = CSV_BOM + csvRow(CSV_HEADER);
      for (const r of rows)
        text += csvRow([
          r.first_name,
          r.last_name,
          r.email,
          r.semester,
          r.group_name ?? 'Sin grupo',
          r.onboarded ? 'Sí' : 'No',
          r.favorites,
          r.meetings,
        ]);
      return text;
    },

    /** One student of the school with their favourites and meeting requests (404 StudentNotInSchool). */
    async detail(highschoolId: number, userId: number): Promise<SchoolStudentDetail> {
      const row = await repo.one(highschoolId, userId);
      if (!row) throw codeError('StudentNotInSchool');
      const [favorites, meetings] = await Promise.all([repo.favoritesOf(userId), repo.meetingsOf(userId)]);
      return {
        ...studentOf(row),
        favorites: favorites.map((f) => ({ ...f, created_at: f.created_at.toISOString() })),
        meetings: meetings.map((m) => ({
          id: m.id,
          degree_id: m.degree_id,
          degree: m.degree,
          campus: m.campus,
          requested_at: m.requested_at.toISOString(),
          state: stateOf(m),
          slot_starts_at: m.slot_starts_at ? m.slot_starts_at.toISOString() : null,
          time_zone: m.time_zone,
        })),
      };
    },

    /** The school's students who need a reminder, with when they last got one. */
    async nudges(highschoolId: number): Promise<NudgeCandidate[]> {
      const now = new Date();
      const rows = await repo.needingNudge(highschoolId);
      const last = await lastQueuedPerUser(
        work.db,
        NUDGE_KEY,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        id: r.id,
        first_name: r.first_name,
        last_name: r.last_name,
        email: r.email,
        reason: nudgeReasonOf(r, now) ?? 'not_onboarded',
        since: dayInMexico(r.created_at),
        last_nudged_at: last.get(r.id)?.toISOString() ?? null,
      }));
    },

    /**
     * Reminds the chosen students who need it and got none in the last days, each one e-mail in
     * the outbox (kind `nudge`), in one unit with its audit event (`nudge.send`, the counts).
     */
    send: (actorId: number, school: { id: number; name: string }, userIds: number[]): Promise<NudgeResult> =>
      work.run(async (unit) => {
        const now = new Date();
        const wanted = [...new Set(userIds)];
        const students = await schoolStudentsRepository(unit.db).lockStudents(school.id, wanted);
        const byId = new Map(students.map((s) => [s.id, s]));
        const last = await lastQueuedPerUser(unit.db, NUDGE_KEY, [...byId.keys()]);
        const mail = mailService(within(context, unit));
        const skipped: NudgeResult['skipped'] = [];
        let sent = 0;
        for (const userId of wanted) {
          const student = byId.get(userId);
          if (!student) {
            skipped.push({ userId, reason: 'not_in_school' });
            continue;
          }
          const reason = nudgeReasonOf(student, now);
          if (!reason) {
            skipped.push({ userId, reason: 'not_needed' });
            continue;
          }
          const lastAt = last.get(userId);
          if (lastAt && now.getTime() - lastAt.getTime() < NUDGE_INTERVAL_DAYS * DAY_MS) {
            skipped.push({ userId, reason: 'recent' });
            continue;
          }
          const queued = await mail.enqueue({
            kind: 'nudge',
            idempotencyKey: `${NUDGE_KEY}:${userId}:${isoWeek(now)}`,
            to: student.email,
            content: nudgeMail({
              firstName: student.first_name,
              schoolName: school.name,
              reason,
              publicUrl: context.config.mail.publicUrl,
            }),
          });
          if (queued) sent += 1;
          else skipped.push({ userId, reason: 'recent' });
        }
        await unit.audit({
          actorId,
          action: 'nudge.send',
          entity: 'nudge',
          entityId: school.id,
          after: {
            highschool_id: school.id,
            requested: wanted.length,
            sent,
            recent: skipped.filter((s) => s.reason === 'recent').length,
            not_needed: skipped.filter((s) => s.reason === 'not_needed').length,
            not_in_school: skipped.filter((s) => s.reason === 'not_in_school').length,
          },
        });
        return { sent, skipped };
      }),
  };
}
