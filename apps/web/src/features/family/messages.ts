import type { DisclosureRow } from '@tlp/shared/disclosures';
import type { FamilyConsent, FamilyMeetingState } from '@tlp/shared/family';
import { onFirstUse } from '@tlp/shared/first-use';
import { GUARDIAN_WORDS } from '@tlp/shared/guardian-words';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { SHARED_FIELD_WORDS } from '@tlp/shared/shared-fields';
import { pageTitle } from '@/config/page-title.ts';

// The family view (/familia): plain Spanish for a parent or guardian, who is addressed as «tú»;
// their child in the third person. Read on a phone, opened from an e-mail.

export const FAMILY_TEXT = {
  pageTitle: pageTitle('Familias'),
  // The sign-in form.
  signInTitle: 'Vista para familias',
  signInIntro:
    'Si eres madre, padre o tutor de una o un estudiante menor de edad que usa Toca la Puerta, aquí ves lo que hace en la plataforma y con quién compartimos sus datos. Escribe el correo al que te pedimos tu autorización: te enviaremos un enlace para entrar, sin contraseña.',
  email: 'Correo',
  submit: 'Enviarme un enlace',
  submitting: 'Enviando…',
  requestFailed: 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.',
  sentTitle: 'Revisa tu correo',
  otherEmail: 'Usar otro correo',
  signedOut: 'Cerraste tu sesión.',
  // The mailed link.
  opening: 'Abriendo tu sesión…',
  goneTitle: GUARDIAN_WORDS.linkGone,
  notFoundTitle: GUARDIAN_WORDS.linkNotFound,
  failedTitle: 'No pudimos abrir tu sesión',
  failedBody: GUARDIAN_WORDS.checkConnection,
  // The children.
  childrenTitle: 'Tus hijas e hijos',
  childrenIntro:
    'Aquí ves, sin poder cambiar nada, lo que hacen en Toca la Puerta y con quién compartimos sus datos. También puedes retirar tu autorización.',
  childrenLoading: 'Cargando a tus hijas e hijos',
  loadError: 'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.',
  noChildren:
    'Ya no hay estudiantes que te nombren su madre, padre o tutor: quizá cumplió 18 años o corrigió el correo de su solicitud.',
  seeChild: (name: string) => `Ver lo de ${name}`,
  signOut: 'Salir',
  signingOut: 'Saliendo…',
  signOutFailed: 'No pudimos cerrar tu sesión. Inténtalo de nuevo.',
  // A child.
  back: 'Tus hijas e hijos',
  childLoading: 'Cargando',
  notFoundChildTitle: 'No encontramos a esta o este estudiante',
  notFoundChildBody: 'Revisa que la dirección esté completa, o vuelve a la lista de tus hijas e hijos.',
  sessionEndedTitle: 'Tu sesión terminó',
  newLink: 'Pedir un enlace nuevo',
  shareable: 'Sus datos pueden compartirse con la universidad de cada carrera en la que pida una reunión.',
  notShareable:
    'Por ahora sus datos no salen de la plataforma: sus solicitudes de reunión quedan retenidas y ninguna universidad las recibe.',
  favoritesTitle: 'Carreras favoritas',
  noFavorites: 'Todavía no marca carreras favoritas.',
  meetingsTitle: 'Reuniones que pidió',
  noMeetings: 'Todavía no pide reuniones con universidades.',
  askedOn: (date: string) => `Pidió el ${formatLongDate(date)}`,
  disclosuresTitle: 'Con quién se compartieron sus datos',
  disclosuresIntro:
    'Cada vez que sus datos salen de la plataforma o llegan a una universidad, lo anotamos aquí. Este registro no se puede modificar.',
  noDisclosures: 'Todavía no hemos compartido sus datos con nadie.',
  legalBasisLabel: 'Con base en:',
  moreDisclosures: (shown: number, total: number) => `Se muestran los ${shown} más recientes de ${total}.`,
  // Withdrawing.
  withdrawTitle: 'Tu autorización',
  withdraw: 'Retirar mi autorización',
  withdrawing: 'Retirando…',
  withdrawDialogTitle: '¿Retirar tu autorización?',
  withdrawDialogBody: (firstName: string, meetings: number) =>
    `Dejaremos de compartir los datos de ${firstName} con universidades: retiraremos sus solicitudes de reunión (${meetings}) y no aparecerá en los reportes que se descarguen después. Lo que ya se compartió queda en el registro. ${firstName} puede seguir usando Toca la Puerta; para compartir sus datos de nuevo, tendrías que autorizarlo otra vez.`,
  withdrawn: 'Retiramos tu autorización. Sus datos ya no se comparten.',
  withdrawFailed: 'No pudimos retirar tu autorización. Revisa tu conexión e inténtalo de nuevo.',
  notGranted: (status: FamilyConsent['status']) =>
    status === 'pending' || status === 'expired'
      ? 'Todavía no respondes la solicitud de autorización que te enviamos por correo: sin tu autorización no compartimos sus datos.'
      : `Sin tu autorización no compartimos sus datos. ${GUARDIAN_WORDS.askAgain}`,
} as const;

/** The guardian's consent in one line: 'Autorizaste el 3 de marzo de 2027'. */
export function consentLine({ status, decided_at }: FamilyConsent): string {
  const on = decided_at ? ` el ${formatLongDate(decided_at)}` : '';
  switch (status) {
    case 'granted':
      return `Autorizaste${on}`;
    case 'refused':
      return `No autorizaste${on}`;
    case 'withdrawn':
      return `Retiraste tu autorización${on}`;
    case 'expired':
      return 'La solicitud de autorización venció sin respuesta';
    case 'pending':
      return 'Esperamos tu respuesta a la solicitud de autorización';
  }
}

export const MEETING_STATE_TEXT: Record<FamilyMeetingState, string> = {
  shared: 'Se comparte con la universidad',
  held: 'Retenida: sus datos no salen de la plataforma',
};

/** The codes of shared fields, and those of the events recorded before the one list, in words. */
const FIELD_WORDS: Record<string, string> = {
  ...SHARED_FIELD_WORDS,
  phone: 'teléfono',
  school: 'preparatoria',
  meetings: 'reuniones agendadas',
};

const list = onFirstUse(() => new Intl.ListFormat('es', { type: 'conjunction' }));

/**
 * One event in the third person, its day in Mexico City: 'El 3 de marzo de 2027 compartimos su
 * nombre, correo… con Campus Norte porque pidió una reunión para Ingeniería Civil.'
 */
export function disclosureSentence(event: DisclosureRow): string {
  const fields = list().format(event.fields.map((f) => FIELD_WORDS[f] ?? f));
  const recipient = event.recipient_kind === 'admin' ? `la ${event.recipient_name}` : event.recipient_name;
  const start = `El ${formatLongDate(event.created_at)} compartimos su ${fields} con ${recipient}`;
  if (event.reason === 'meeting') {
    return event.degree_name
      ? `${start} porque pidió una reunión para ${event.degree_name}.`
      : `${start} porque pidió una reunión.`;
  }
  return `${start} porque descargó el reporte de reuniones agendadas.`;
}

/** Whose consent an event left on, and the school's authorization in force, for the guardian. */
export function legalBasisSentence(event: DisclosureRow): string | null {
  if (!event.legal_basis) return null;
  const whose =
    event.legal_basis === 'guardian_consent' ? 'Autorización de su madre, padre o tutor' : 'Su propio consentimiento';
  const school = event.school_authorized_at
    ? `Autorización de su escuela del ${formatLongDate(event.school_authorized_at)}`
    : null;
  return [whose, school].filter(Boolean).join('. ');
}
