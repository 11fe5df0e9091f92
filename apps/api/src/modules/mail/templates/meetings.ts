import { MEXICO_TIME_ZONES, SLOT_LIMITS } from '@tlp/shared';
import { renderMail, type Block, type RenderedMail } from './layout.ts';

// The messages of a booked meeting, to the student and to the campus's representatives. Each one
// tells the date and time in the reader's own time zone, the degree and the campus; the calendar
// invitation (meetings/invitation.ts) goes with the booking, the move and the cancellation.

/** What every message of a meeting says, and to whom. */
interface MeetingMailBase {
  /** The reader's first name. */
  firstName: string;
  degreeName: string;
  campusName: string;
  startsAt: Date;
  minutes: number;
  /** The reader's IANA time zone: the times are written in it. */
  timeZone: string;
  /** The page the button opens: «Inicio» for a student, «Solicitudes» for a representative. */
  url?: string;
}

/** The student reads it, or a representative, who is told who the student is. */
export type MeetingMailData = MeetingMailBase &
  ({ to: 'student' } | { to: 'representative'; studentName: string; schoolName?: string | null });

const HOME = '«Inicio»';
const CHANGE_RULE = `Puedes cambiar o cancelar tu reunión desde ${HOME} hasta ${SLOT_LIMITS.changeHoursBefore} horas antes de que empiece.`;

/** The words of a time zone: «hora de Tijuana» for Mexico's, the platform's name for any other. */
export function timeZoneWords(timeZone: string): string {
  const known = (MEXICO_TIME_ZONES as Record<string, string>)[timeZone];
  if (known) return known;
  const name = new Intl.DateTimeFormat('es-MX', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone;
}

/** «jueves 3 de diciembre de 2026, 10:00 (hora de Tijuana)»: the instant as the zone's clocks show it. */
export function formatMeetingTime(startsAt: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('es-MX', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(startsAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const clock = `${Number(part('hour'))}:${part('minute')}`;
  return `${part('weekday')} ${part('day')} de ${part('month')} de ${part('year')}, ${clock} (${timeZoneWords(timeZone)})`;
}

const when = (data: MeetingMailBase) => `${formatMeetingTime(data.startsAt, data.timeZone)}, ${data.minutes} minutos`;
const about = (data: MeetingMailBase) => `la carrera ${data.degreeName} en ${data.campusName}`;
const student = (data: MeetingMailData & { to: 'representative' }) =>
  data.schoolName ? `${data.studentName}, de ${data.schoolName},` : data.studentName;

function button(data: MeetingMailData): Block[] {
  if (!data.url) return [];
  return [{ button: { label: data.to === 'student' ? 'Ir a Inicio' : 'Ver solicitudes', url: data.url } }];
}

/** A student booked a slot. */
export function meetingBookedMail(data: MeetingMailData): RenderedMail {
  if (data.to === 'student') {
    return renderMail({
      subject: `Reunión reservada: ${data.degreeName}`,
      heading: `Hola, ${data.firstName}`,
      blocks: [
        { paragraph: `Reservaste tu reunión sobre ${about(data)}.` },
        { paragraph: `Cuándo: ${when(data)}.` },
        {
          paragraph: `Qué sigue: agrega la invitación adjunta a tu calendario. Te enviaremos un recordatorio un día antes y otro una hora antes, con el enlace de la videollamada. ${CHANGE_RULE}`,
        },
        ...button(data),
      ],
    });
  }
  return renderMail({
    subject: `Nueva reunión reservada: ${data.degreeName}`,
    heading: `Hola, ${data.firstName}`,
    blocks: [
      { paragraph: `${student(data)} reservó una reunión sobre ${about(data)}.` },
      { paragraph: `Cuándo: ${when(data)}.` },
      {
        paragraph:
          'La invitación adjunta lleva el enlace de la videollamada. Después de la reunión, indica si asistió.',
      },
      ...button(data),
    ],
  });
}

/** A student moved their booking to another slot. */
export function meetingMovedMail(data: MeetingMailData & { previousStartsAt: Date }): RenderedMail {
  const before = formatMeetingTime(data.previousStartsAt, data.timeZone);
  if (data.to === 'student') {
    return renderMail({
      subject: `Cambiaste tu reunión: ${data.degreeName}`,
      heading: `Hola, ${data.firstName}`,
      blocks: [
        { paragraph: `Cambiaste el horario de tu reunión sobre ${about(data)}.` },
        { paragraph: `Nuevo horario: ${when(data)}.` },
        { note: `Horario anterior: ${before}.` },
        {
          paragraph: `Qué sigue: la invitación adjunta actualiza tu calendario. Te enviaremos los recordatorios con el enlace de la videollamada. ${CHANGE_RULE}`,
        },
        ...button(data),
      ],
    });
  }
  return renderMail({
    subject: `Reunión cambiada de horario: ${data.degreeName}`,
    heading: `Hola, ${data.firstName}`,
    blocks: [
      { paragraph: `${student(data)} cambió el horario de su reunión sobre ${about(data)}.` },
      { paragraph: `Nuevo horario: ${when(data)}.` },
      { note: `Horario anterior: ${before}.` },
      { paragraph: 'La invitación adjunta actualiza tu calendario.' },
      ...button(data),
    ],
  });
}

/** A student cancelled their booking; their request stays, with no slot. */
export function meetingCancelledByStudentMail(data: MeetingMailData): RenderedMail {
  if (data.to === 'student') {
    return renderMail({
      subject: `Cancelaste tu reunión: ${data.degreeName}`,
      heading: `Hola, ${data.firstName}`,
      blocks: [
        {
          paragraph: `Cancelaste tu reunión sobre ${about(data)} del ${formatMeetingTime(data.startsAt, data.timeZone)}.`,
        },
        {
          paragraph: `Qué sigue: tu solicitud sigue en pie. Cuando quieras, elige otro horario desde ${HOME} entre los que publique el campus. La invitación adjunta quita la reunión de tu calendario.`,
        },
        ...button(data),
      ],
    });
  }
  return renderMail({
    subject: `Reunión cancelada por el estudiante: ${data.degreeName}`,
    heading: `Hola, ${data.firstName}`,
    blocks: [
      {
        paragraph: `${student(data)} canceló su reunión sobre ${about(data)} del ${formatMeetingTime(data.startsAt, data.timeZone)}.`,
      },
      {
        paragraph:
          'Su lugar quedó libre para otro estudiante. La invitación adjunta quita la reunión de tu calendario.',
      },
      ...button(data),
    ],
  });
}

/** The campus cancelled a slot: to each student who had booked it. */
export function meetingSlotCancelledMail(data: MeetingMailBase): RenderedMail {
  return renderMail({
    subject: `${data.campusName} canceló el horario de tu reunión`,
    heading: `Hola, ${data.firstName}`,
    blocks: [
      {
        paragraph: `${data.campusName} canceló el horario de tu reunión sobre ${about(data)} del ${formatMeetingTime(data.startsAt, data.timeZone)}.`,
      },
      {
        paragraph: `Qué sigue: tu solicitud sigue en pie. Elige otro horario desde ${HOME}; si todavía no hay, aparecerán ahí cuando el campus publique nuevos. La invitación adjunta quita la reunión de tu calendario.`,
      },
      ...(data.url ? [{ button: { label: 'Ir a Inicio', url: data.url } }] : []),
    ],
  });
}

/** A reminder a day or an hour before the start, with the video call's link. */
export function meetingReminderMail(
  data: MeetingMailData & { hoursBefore: 24 | 1; videoUrl: string | null },
): RenderedMail {
  const soon = data.hoursBefore === 1 ? 'en una hora' : 'mañana';
  const video: Block[] = data.videoUrl
    ? [{ button: { label: 'Entrar a la videollamada', url: data.videoUrl } }]
    : [{ note: 'El enlace de la videollamada está en la invitación de tu calendario.' }];
  const withWhom = data.to === 'student' ? about(data) : `${about(data)}, con ${student(data)}`;
  const next =
    data.to === 'student'
      ? data.hoursBefore === 1
        ? 'Qué sigue: entra a la videollamada unos minutos antes y ten a la mano tus preguntas sobre la carrera.'
        : `Qué sigue: prepara tus preguntas sobre la carrera. ${CHANGE_RULE}`
      : 'Después de la reunión, indica en «Solicitudes» si el estudiante asistió.';
  return renderMail({
    subject: `Recordatorio: tu reunión es ${soon} (${data.degreeName})`,
    heading: `Hola, ${data.firstName}`,
    blocks: [
      { paragraph: `Tu reunión sobre ${withWhom} es ${soon}.` },
      { paragraph: `Cuándo: ${when(data)}.` },
      ...video,
      { paragraph: next },
    ],
  });
}
