import { SLOT_LIMITS } from '@tlp/shared/slot-limits';

/** The home's 'Reuniones' section. */
export const HOME_MEETINGS_TEXT = {
  title: 'Reuniones',
  empty:
    'Aún no tienes reuniones agendadas. Presiona “Agendar reunión” en tus carreras favoritas para platicar con la universidad.',
  loading: 'Cargando tus reuniones',
  error: 'No pudimos cargar tus reuniones.',
  requestedOn: (date: string) => `Solicitada el ${date}`,
} as const;

/** Where each request stands, in words, and what comes next. */
export const MEETING_STATE_TEXT = {
  held: 'En espera de autorización',
  heldNext: 'La universidad recibirá tu solicitud cuando tu escuela o tu tutor la autoricen.',
  requested: 'Elige un horario',
  requestedNext: 'La universidad ya recibió tu solicitud. Elige el horario que te acomode.',
  booked: 'Reunión agendada',
  bookedAt: (when: string) => `El ${when}`,
  bookedNext: `Te llegará una invitación a tu correo y un recordatorio un día y una hora antes. El enlace de la videollamada aparece aquí ${SLOT_LIMITS.videoLinkMinutesBefore} minutos antes.`,
  attended: 'Asististe a la reunión',
  missed: 'No asististe a la reunión',
  missedNext: 'Si aún tienes dudas, escribe a la universidad o agenda una reunión sobre otra carrera.',
  join: 'Entrar a la videollamada',
  joinLabel: (degree: string) => `Entrar a la videollamada de ${degree}`,
  choose: 'Elige un horario',
  chooseLabel: (degree: string) => `Elige un horario para ${degree}`,
  change: 'Cambiar horario',
  changeLabel: (degree: string) => `Cambiar el horario de ${degree}`,
  cancel: 'Cancelar',
  cancelLabel: (degree: string) => `Cancelar la reunión de ${degree}`,
  tooLate: `Faltan menos de ${SLOT_LIMITS.changeHoursBefore} horas: ya no puedes cambiar ni cancelar este horario.`,
  cancelTitle: '¿Cancelar tu horario?',
  cancelBody: (when: string) =>
    `Liberarás tu lugar del ${when}. Tu solicitud sigue en pie y podrás elegir otro horario.`,
  cancelConfirm: 'Cancelar horario',
  keep: 'Conservar',
  cancelling: 'Cancelando…',
  cancelled: 'Cancelaste tu horario; puedes elegir otro',
  cancelFailed: 'No se pudo cancelar tu horario, inténtalo de nuevo',
} as const;

/** The dialog that lists a campus's open slots and books one. */
export const SLOT_PICKER_TEXT = {
  title: 'Elige un horario',
  changeTitle: 'Cambia tu horario',
  intro: (campus: string, degree: string) => `Horarios de ${campus} para platicar sobre ${degree}.`,
  listLabel: 'Horarios disponibles',
  loading: 'Cargando horarios',
  error: 'No pudimos cargar los horarios.',
  empty: 'Este campus aún no tiene horarios disponibles. Vuelve a revisar en unos días.',
  seatsLeft: (n: number) => (n === 1 ? 'Queda 1 lugar' : `Quedan ${n} lugares`),
  duration: (minutes: number) => `${minutes} minutos`,
  current: 'Tu horario actual',
  book: 'Reservar',
  booking: 'Reservando…',
  noChoice: 'Elige uno de los horarios',
  full: 'Ese horario se llenó; elige otro',
  booked: '¡Listo! Reservaste tu horario',
  moved: 'Cambiaste tu horario',
  failed: 'No se pudo reservar el horario, inténtalo de nuevo',
} as const;

/** 'Califica la reunión' once the student attended. */
export const RATING_TEXT = {
  title: 'Califica la reunión',
  stars: 'Calificación',
  starLabel: (n: number) => (n === 1 ? '1 estrella' : `${n} estrellas`),
  comment: 'Comentario (opcional)',
  commentHint: 'Máximo 500 caracteres',
  send: 'Enviar calificación',
  sending: 'Enviando…',
  noStars: 'Elige de 1 a 5 estrellas',
  thanks: '¡Gracias por calificar la reunión!',
  failed: 'No se pudo guardar tu calificación, inténtalo de nuevo',
  yours: (n: number) => `Tu calificación: ${n} de 5`,
} as const;

/** The admin's CSV report of every meeting. */
export const MEETINGS_REPORT_TEXT = {
  download: 'Descargar reporte',
  downloading: 'Descargando…',
  downloadError: 'No se pudo descargar el reporte, inténtalo más tarde',
} as const;

/** The meetings of a school's students by campus, or of a campus by school: requested → booked → attended. */
export const MEETINGS_SUMMARY_TEXT = {
  schoolTitle: 'Reuniones con universidades',
  campusTitle: 'Reuniones por preparatoria',
  schoolEmpty: 'Aún no hay solicitudes de reunión de tus estudiantes.',
  campusEmpty: 'Aún no hay solicitudes de reunión para este campus.',
  loading: 'Cargando las reuniones',
  error: 'No pudimos cargar las reuniones.',
  totalsLabel: 'Totales de reuniones',
  requested: 'Solicitadas',
  booked: 'Agendadas',
  attended: 'Asistieron',
  bookedRate: (rate: string) => `${rate} de las solicitadas`,
  attendedRate: (rate: string) => `${rate} de las agendadas`,
  campus: 'Campus',
  school: 'Preparatoria',
  byCampusLabel: 'Reuniones por campus',
  bySchoolLabel: 'Reuniones por preparatoria',
} as const;
