import { z } from 'zod';
import { MEETING_STATES } from './slots.ts';
import { searchQuery } from './search.ts';
import { VALIDATION } from './messages.ts';
import { ID_MAX, idField, pageQuery } from './zod-helpers.ts';

// The counselor's list of the school's students, each student's choices, and the reminders
// (nudges) to those who did not finish their registration or saved no favourite yet.

/** The `groupId` of GET /highschools/{id}/students that means the students in no group ("Sin grupo"). */
export const NO_GROUP_KEY = 'none';
/** How long a student waits between two reminders, and how long a registration waits for a favourite. */
export const NUDGE_INTERVAL_DAYS = 7;
/** Students per POST /highschools/{id}/nudges. */
export const NUDGE_MAX_STUDENTS = 200;

export const SCHOOL_STUDENTS_MESSAGES = {
  nudgeNobody: 'Elige al menos un estudiante',
  nudgeTooMany: `Elige como máximo ${NUDGE_MAX_STUDENTS} estudiantes a la vez`,
} as const;

/** A group's id, or NO_GROUP_KEY. */
const GROUP_ID_OR_NONE = new RegExp(`^(${NO_GROUP_KEY}|[1-9]\\d{0,9})$`);

const groupRef = z.object({ id: z.number(), name: z.string() });

/** The filters of the list and of its CSV: a search on name or e-mail, a group (or "Sin grupo"), a semester. */
export const schoolStudentsFilters = z.object({
  search: searchQuery().meta({ description: 'Busca en el nombre o el correo, sin distinguir mayúsculas ni acentos' }),
  groupId: z
    .string()
    .regex(GROUP_ID_OR_NONE, { error: VALIDATION.invalidId })
    .refine((key) => key === NO_GROUP_KEY || Number(key) <= ID_MAX, { error: VALIDATION.invalidId })
    .transform((key) => (key === NO_GROUP_KEY ? NO_GROUP_KEY : Number(key)))
    .optional()
    .meta({ description: `El id de un grupo de la preparatoria, o "${NO_GROUP_KEY}" para los estudiantes sin grupo` }),
  semesterId: idField(VALIDATION.invalidId).optional(),
});
export type SchoolStudentsFilters = z.infer<typeof schoolStudentsFilters>;

/** GET /highschools/{id}/students: a page by last name, then first name. */
export const schoolStudentsQuery = pageQuery.extend(schoolStudentsFilters.shape);
export type SchoolStudentsQuery = z.infer<typeof schoolStudentsQuery>;

export const schoolStudent = z
  .object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    semester: z.string().nullable(),
    group: groupRef.nullable().meta({ description: 'Su grupo en la preparatoria; null si no tiene ("Sin grupo")' }),
    onboarded: z.boolean().meta({ description: 'Si terminó su registro' }),
    favorites: z.number(),
    meetings: z.number().meta({ description: 'Sus solicitudes de reunión' }),
    created_at: z.string(),
  })
  .meta({ id: 'SchoolStudent', description: 'Un estudiante de la preparatoria en la lista del orientador' });
export type SchoolStudent = z.infer<typeof schoolStudent>;

export const schoolStudentFavorite = z.object({
  degree_id: z.number(),
  degree: z.string(),
  campus_id: z.number(),
  campus: z.string(),
  created_at: z.string(),
});
export type SchoolStudentFavorite = z.infer<typeof schoolStudentFavorite>;

export const schoolStudentMeeting = z.object({
  id: z.number(),
  degree_id: z.number(),
  degree: z.string(),
  campus: z.string(),
  requested_at: z.string(),
  state: z.enum(MEETING_STATES).meta({
    description:
      "'held': retenida (falta la autorización de la escuela o de su tutor); luego requested, booked, attended o missed",
  }),
  slot_starts_at: z.string().nullable(),
  time_zone: z.string().nullable(),
});
export type SchoolStudentMeeting = z.infer<typeof schoolStudentMeeting>;

/** GET /highschools/{id}/students/{userId}: the student with their favourites and meeting requests. */
export const schoolStudentDetail = schoolStudent
  .omit({ favorites: true, meetings: true })
  .extend({
    favorites: z.array(schoolStudentFavorite),
    meetings: z.array(schoolStudentMeeting),
  })
  .meta({
    id: 'SchoolStudentDetail',
    description: 'Un estudiante de la preparatoria con sus favoritas y sus solicitudes',
  });
export type SchoolStudentDetail = z.infer<typeof schoolStudentDetail>;

export const schoolStudentParams = z.object({ id: idField(), userId: idField() });

export const NUDGE_REASONS = ['not_onboarded', 'no_favorite'] as const;
export type NudgeReason = (typeof NUDGE_REASONS)[number];

export const nudgeCandidate = z
  .object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    reason: z.enum(NUDGE_REASONS).meta({
      description: `'not_onboarded': no terminó su registro; 'no_favorite': lo terminó hace ${NUDGE_INTERVAL_DAYS} días o más y no guarda ninguna favorita`,
    }),
    since: z.string().meta({ description: 'Desde cuándo (AAAA-MM-DD, Ciudad de México)' }),
    last_nudged_at: z.string().nullable().meta({ description: 'Su último recordatorio; null si nunca' }),
  })
  .meta({ id: 'NudgeCandidate', description: 'Un estudiante a quien conviene enviar un recordatorio' });
export type NudgeCandidate = z.infer<typeof nudgeCandidate>;

/** POST /highschools/{id}/nudges. */
export const nudgeBody = z.object({
  userIds: z
    .array(idField(), { error: SCHOOL_STUDENTS_MESSAGES.nudgeNobody })
    .min(1, { error: SCHOOL_STUDENTS_MESSAGES.nudgeNobody })
    .max(NUDGE_MAX_STUDENTS, { error: SCHOOL_STUDENTS_MESSAGES.nudgeTooMany }),
});
export type NudgeBody = z.infer<typeof nudgeBody>;

export const NUDGE_SKIP_REASONS = ['recent', 'not_needed', 'not_in_school'] as const;
export type NudgeSkipReason = (typeof NUDGE_SKIP_REASONS)[number];

export const nudgeResult = z
  .object({
    sent: z.number(),
    skipped: z.array(
      z.object({
        userId: z.number(),
        reason: z.enum(NUDGE_SKIP_REASONS).meta({
          description: `'recent': ya recibió uno en los últimos ${NUDGE_INTERVAL_DAYS} días; 'not_needed': ya terminó su registro y tiene favoritas; 'not_in_school': no es estudiante de la preparatoria`,
        }),
      }),
    ),
  })
  .meta({ id: 'NudgeResult', description: 'Cuántos recordatorios salieron y a quiénes no, y por qué' });
export type NudgeResult = z.infer<typeof nudgeResult>;
