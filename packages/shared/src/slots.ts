import { z } from 'zod';
import { VALIDATION } from './messages.ts';
import { idField, pageQuery, text } from './zod-helpers.ts';
import { SLOT_LIMITS } from './slot-limits.ts';

export { DEFAULT_TIME_ZONE, MEXICO_TIME_ZONES, type MexicoTimeZone, SLOT_LIMITS } from './slot-limits.ts';

export const SLOT_MESSAGES = {
  startsAtInvalid: 'Indica la fecha y hora con su zona horaria (ISO 8601, por ejemplo 2026-12-03T10:00:00-06:00)',
  startsInPast: 'El horario debe empezar en el futuro',
  startsTooFar: 'El horario debe empezar dentro del próximo año',
  minutes: `La duración debe ser de ${SLOT_LIMITS.minutesMin} a ${SLOT_LIMITS.minutesMax} minutos`,
  seats: `Los lugares deben ser de ${SLOT_LIMITS.seatsMin} a ${SLOT_LIMITS.seatsMax}`,
  weeks: `Se puede repetir de 1 a ${SLOT_LIMITS.weeksMax} semanas`,
  videoUrl: 'El enlace de la videollamada debe empezar con https://',
  rating: 'La calificación va de 1 a 5',
  comment: 'El comentario admite máximo 500 caracteres',
} as const;

/** An https link of at most 500 characters, as a video call's. */
const httpsUrl = () =>
  text({ error: SLOT_MESSAGES.videoUrl })
    .max(500, { error: SLOT_MESSAGES.videoUrl })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
        } catch {
          return false;
        }
      },
      { error: SLOT_MESSAGES.videoUrl },
    );

/** POST /meeting-slots: one slot, or the same hour every week for `weeks` weeks. */
export const slotBody = z.object({
  startsAt: z.iso
    .datetime({ offset: true, error: SLOT_MESSAGES.startsAtInvalid })
    .refine((value) => Date.parse(value) <= Date.now() + SLOT_LIMITS.daysAheadMax * 86_400_000, {
      error: SLOT_MESSAGES.startsTooFar,
    }),
  minutes: z.coerce
    .number({ error: SLOT_MESSAGES.minutes })
    .int({ error: SLOT_MESSAGES.minutes })
    .min(SLOT_LIMITS.minutesMin, { error: SLOT_MESSAGES.minutes })
    .max(SLOT_LIMITS.minutesMax, { error: SLOT_MESSAGES.minutes }),
  seats: z.coerce
    .number({ error: SLOT_MESSAGES.seats })
    .int({ error: SLOT_MESSAGES.seats })
    .min(SLOT_LIMITS.seatsMin, { error: SLOT_MESSAGES.seats })
    .max(SLOT_LIMITS.seatsMax, { error: SLOT_MESSAGES.seats }),
  videoUrl: httpsUrl(),
  weeks: z.coerce
    .number({ error: SLOT_MESSAGES.weeks })
    .int({ error: SLOT_MESSAGES.weeks })
    .min(1, { error: SLOT_MESSAGES.weeks })
    .max(SLOT_LIMITS.weeksMax, { error: SLOT_MESSAGES.weeks })
    .optional(),
});
export type SlotBody = z.infer<typeof slotBody>;

export const meetingSlot = z
  .object({
    id: z.number(),
    campus_id: z.number(),
    campus_name: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    minutes: z.number(),
    seats: z.number(),
    seats_taken: z.number(),
    seats_left: z.number(),
    time_zone: z.string(),
    video_url: z.string().nullable().meta({ description: 'Solo para el representante' }),
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: 'MeetingSlot', description: 'Un horario de reunión que publica un campus' });
export type MeetingSlot = z.infer<typeof meetingSlot>;

export const createdSlots = meetingSlot
  .extend({ slots: z.array(meetingSlot).meta({ description: 'Todos los horarios creados (uno por semana)' }) })
  .meta({ id: 'CreatedSlots', description: 'El primer horario creado, y todos los de la serie' });

export const slotsQuery = z.object({ campusId: idField().optional() });

export const slotChoiceBody = z.object({ slotId: idField() });

export const outcomeBody = z.object({ attended: z.boolean({ error: VALIDATION.invalidValue }) });

export const ratingBody = z.object({
  rating: z
    .number({ error: SLOT_MESSAGES.rating })
    .int({ error: SLOT_MESSAGES.rating })
    .min(1, { error: SLOT_MESSAGES.rating })
    .max(5, { error: SLOT_MESSAGES.rating }),
  comment: text({ error: SLOT_MESSAGES.comment, multiline: true })
    .max(500, { error: SLOT_MESSAGES.comment })
    .optional(),
});
export type RatingBody = z.infer<typeof ratingBody>;

/** Where a meeting request stands. 'held': it may not be shared yet (the school's or a guardian's consent). */
export const MEETING_STATES = ['held', 'requested', 'booked', 'attended', 'missed'] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

/** A booked slot as its meeting shows it. */
export const bookedSlot = z.object({
  id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  minutes: z.number(),
  time_zone: z.string(),
  video_url: z
    .string()
    .nullable()
    .meta({ description: 'El enlace de la videollamada, desde 15 minutos antes del inicio hasta el final' }),
});

/** A request in a representative's inbox: the shared fields (SHARED_FIELDS) and nothing more. */
export const inboxRequest = z
  .object({
    id: z.number(),
    requested_at: z.string(),
    state: z.enum(MEETING_STATES),
    student: z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      school: z.string().nullable(),
      city: z.string().nullable(),
      semester: z.string().nullable(),
    }),
    degree: z.object({ id: z.number(), name: z.string() }),
    slot: bookedSlot.omit({ video_url: true }).nullable(),
    attended: z.boolean().nullable(),
    rating: z.number().nullable(),
  })
  .meta({ id: 'InboxRequest', description: 'Una solicitud de reunión que llegó al campus' });
export type InboxRequest = z.infer<typeof inboxRequest>;

export const inboxQuery = pageQuery.extend({
  state: z.enum(['requested', 'booked', 'attended', 'missed'], { error: VALIDATION.invalidValue }).optional(),
});

const meetingCounts = { requested: z.number(), booked: z.number(), attended: z.number() };

export const schoolMeetingsSummary = z
  .object({
    ...meetingCounts,
    campuses: z.array(z.object({ campus_id: z.number(), campus_name: z.string(), ...meetingCounts })),
  })
  .meta({ id: 'SchoolMeetingsSummary', description: 'Reuniones de los estudiantes de una preparatoria, por campus' });
export type SchoolMeetingsSummary = z.infer<typeof schoolMeetingsSummary>;

export const campusMeetingsSummary = z
  .object({
    ...meetingCounts,
    schools: z.array(z.object({ highschool_id: z.number(), highschool_name: z.string(), ...meetingCounts })),
  })
  .meta({ id: 'CampusMeetingsSummary', description: 'Reuniones de un campus, por preparatoria' });
export type CampusMeetingsSummary = z.infer<typeof campusMeetingsSummary>;
