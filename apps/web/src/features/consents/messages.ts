import { CONSENT_MESSAGES, GUARDIAN_RESEND_HOURS, type GuardianStatus } from '@tlp/shared/consents';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { mxNumber } from '@tlp/shared/mx-numbers';

/** How the guardian's answer reads to the student (the booking dialog, 'Mis datos'). */
export const GUARDIAN_STATUS_TEXT: Record<GuardianStatus, string> = {
  pending: CONSENT_MESSAGES.pendingGuardian,
  granted: 'Tu madre, padre o tutor autorizó que compartamos tus datos',
  refused: 'Tu madre, padre o tutor no autorizó que compartamos tus datos',
  withdrawn: 'Tu madre, padre o tutor retiró su autorización',
  expired: 'Tu madre, padre o tutor no respondió a tiempo y el enlace venció',
};

/** The school's authorization, as the student reads it. */
export const schoolText = (school: { authorized: boolean; since: string | null }) =>
  school.authorized
    ? school.since
      ? `Tu escuela autoriza compartir tus datos con universidades desde el ${formatLongDate(school.since)}.`
      : 'Tu escuela autoriza compartir tus datos con universidades.'
    : CONSENT_MESSAGES.schoolNotAuthorized;

/** Words both the booking dialog and 'Mis datos' use. */
export const CONSENT_TEXT = {
  whatLabel: 'Qué compartimos',
  whoLabel: 'Con quién',
  schoolLabel: 'Tu escuela',
  guardianLabel: 'Tu madre, padre o tutor',
  ageLabel: 'Tu edad',
  adult: 'Eres mayor de edad: basta tu consentimiento.',
  unknownAge:
    'Aún no nos dices tu fecha de nacimiento. La necesitamos para saber si tu madre, padre o tutor debe autorizar.',
  sentTo: (email: string, sentAt: string) => `Le escribimos a ${email} el ${formatLongDate(sentAt)}.`,
  birthDateSaveError: 'No pudimos guardar tu fecha de nacimiento. Inténtalo de nuevo.',
} as const;

/** The dialog before a meeting request ('Agendar reunión'). */
export const BOOKING_TEXT = {
  title: 'Antes de agendar tu reunión',
  held: (campus: string) =>
    `Guardaremos tu solicitud, pero ${campus} no recibirá tus datos hasta que esté autorizado. En cuanto lo esté, se la enviaremos.`,
  heldIfMinor: (campus: string) =>
    `Si eres menor de edad, guardaremos tu solicitud y ${campus} la recibirá cuando tu madre, padre o tutor lo autorice.`,
  askBirthDate: 'Dinos tu fecha de nacimiento para saber si necesitas la autorización de tu madre, padre o tutor.',
  confirm: 'Agendar reunión',
  confirmWithBirthDate: 'Guardar y agendar',
  loading: 'Cargando qué compartimos',
  loadError: 'No pudimos revisar qué compartimos. Inténtalo de nuevo.',
  heldNotice: (campus: string) => `Registramos tu solicitud. La enviaremos a ${campus} cuando esté autorizada.`,
  myData: 'Ver y cambiar esto en Mis datos',
} as const;

/** 'Mis datos': the section on what is shared, with whom and who authorized it. */
export const DATA_SHARING_TEXT = {
  title: 'Con quién se comparten tus datos',
  loading: 'Cargando con quién se comparten tus datos',
  loadError: 'No pudimos cargar este apartado. Inténtalo de nuevo.',
  shareable: 'Cuando agendas una reunión, la universidad de esa carrera recibe estos datos para contactarte.',
  notShareable: 'Por ahora tus solicitudes de reunión se guardan y no llegan a ninguna universidad.',
  held: (n: number) =>
    n === 1
      ? 'Tienes 1 solicitud de reunión guardada: la enviaremos en cuanto esté autorizada.'
      : `Tienes ${n} solicitudes de reunión guardadas: las enviaremos en cuanto estén autorizadas.`,
  who: 'La universidad de cada carrera en la que pidas una reunión.',
  resend: 'Reenviar correo',
  resending: 'Enviando…',
  // No final period: the hour ends in 'a.m.' or 'p.m.'.
  resendAt: (when: string) => `Podrás reenviarlo a partir del ${when}`,
  resent: (email: string) => `Enviamos de nuevo el correo a ${email}.`,
  resendError: 'No pudimos enviar el correo. Inténtalo de nuevo.',
  correct: 'Corregir correo',
  correctTitle: 'Corregir el correo de tu madre, padre o tutor',
  correctIntro: 'Le enviaremos un correo nuevo con el enlace para autorizar. El anterior dejará de funcionar.',
  correctSubmit: 'Enviar',
  corrected: (email: string) => `Enviamos el correo a ${email}.`,
  askAgain: 'Pedir de nuevo la autorización',
  setBirthDate: 'Indicar mi fecha de nacimiento',
  birthDateTitle: 'Tu fecha de nacimiento',
  birthDateIntro:
    'Solo se puede indicar una vez. Si eres menor de edad, le pediremos a tu madre, padre o tutor que autorice.',
  birthDateSaved: 'Guardamos tu fecha de nacimiento.',
  birthDateSavedMinor: 'Guardamos tu fecha de nacimiento y le escribimos a tu madre, padre o tutor.',
} as const;

/** The counselor's and admin's count of students waiting for a guardian (the school page). */
export const GUARDIAN_SUMMARY_TEXT = {
  title: 'Autorización de madres, padres o tutores',
  intro:
    'Los estudiantes menores de edad necesitan que su madre, padre o tutor autorice compartir sus datos. Sus solicitudes de reunión se guardan hasta entonces.',
  label: 'Estudiantes por estado de su autorización',
  pending: 'Esperan autorización',
  refused: 'No autorizados',
  unknownAge: 'Sin fecha de nacimiento',
  loading: 'Cargando las autorizaciones',
  loadError: 'No pudimos cargar las autorizaciones.',
} as const;

/** The summary's counts open these lists ('Ver estudiantes'), one per state, with a resend for each student. */
export const GUARDIAN_LIST_TEXT = {
  open: 'Ver estudiantes',
  /** The button's accessible name: its visible words, then which students. */
  openLabel: {
    pending: 'Ver estudiantes que esperan a su madre, padre o tutor',
    refused: 'Ver estudiantes no autorizados',
    unknown_age: 'Ver estudiantes sin fecha de nacimiento',
  },
  title: {
    pending: 'Estudiantes que esperan autorización',
    refused: 'Estudiantes no autorizados',
    unknown_age: 'Estudiantes sin fecha de nacimiento',
  },
  intro: {
    pending: `Su madre, padre o tutor aún no responde. Puedes reenviarle la solicitud una vez cada ${GUARDIAN_RESEND_HOURS} horas.`,
    refused: 'Su madre, padre o tutor no autorizó o retiró su autorización. Puedes volver a pedírsela.',
    unknown_age:
      'Aún no nos dicen su fecha de nacimiento. Pídeles que la indiquen en «Mis datos» para saber si necesitan la autorización de su madre, padre o tutor.',
  },
  count: (n: number) => (n === 1 ? '1 estudiante' : `${mxNumber(n)} estudiantes`),
  pages: 'Páginas de la lista de estudiantes',
  loading: 'Cargando los estudiantes',
  loadError: 'No pudimos cargar los estudiantes. Inténtalo de nuevo.',
  empty: 'Ya no hay estudiantes en esta lista.',
  email: (masked: string) => `Correo de su madre, padre o tutor: ${masked}`,
  noEmail: 'Sin correo de su madre, padre o tutor',
  sentAt: (when: string) => `Solicitud enviada el ${when}`,
  unknownAge: 'Aún no dice su fecha de nacimiento',
  resend: 'Reenviar solicitud',
  resending: 'Enviando…',
  resendLabel: (name: string) => `Reenviar solicitud a la madre, padre o tutor de ${name}`,
  resendAt: (when: string) => `Podrás reenviarla el ${when}`,
  resent: (name: string, email: string) => `Reenviamos la solicitud de ${name} a ${email}.`,
  resendError: 'No pudimos reenviar la solicitud. Inténtalo de nuevo.',
  close: 'Cerrar',
} as const;
