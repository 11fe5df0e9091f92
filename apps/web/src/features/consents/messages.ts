import { CONSENT_MESSAGES, type GuardianStatus } from '@tlp/shared/consents';
import { formatLongDate } from '@tlp/shared/mexico-time';

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
  busy: 'Guardando…',
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
  resendAt: (when: string) => `Podrás reenviarlo a partir del ${when}.`,
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
