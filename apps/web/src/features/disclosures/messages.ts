import type { DisclosureField, DisclosureRow } from '@tlp/shared/disclosures';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { onFirstUse } from '@tlp/shared/first-use';
import { SHARED_FIELD_WORDS, type SharedField } from '@tlp/shared/shared-fields';

/**
 * Each field as a sentence names it, after 'tu': the one list of shared fields (SHARED_FIELDS),
 * and the codes of the events recorded before it.
 */
export const DISCLOSURE_FIELD_WORDS: Record<DisclosureField | SharedField, string> = {
  ...SHARED_FIELD_WORDS,
  name: 'nombre',
  email: 'correo',
  phone: 'teléfono',
  school: 'preparatoria',
  city: 'ciudad',
  meetings: 'reuniones agendadas',
};

const list = onFirstUse(() => new Intl.ListFormat('es', { type: 'conjunction' }));

/** 'tu nombre, correo y teléfono' (a code the app does not know is shown as it came). */
export function fieldsPhrase(fields: readonly string[]): string {
  return `tu ${list().format(fields.map((f) => DISCLOSURE_FIELD_WORDS[f as DisclosureField] ?? f))}`;
}

/**
 * One event in plain Spanish, its day in Mexico City: 'El 3 de marzo de 2027 compartimos tu nombre,
 * correo y teléfono con Campus Norte porque agendaste una reunión para Ingeniería Civil.'
 */
export function disclosureSentence(event: DisclosureRow): string {
  // A campus by its name; the administration with its article ('con la administración de …').
  const recipient = event.recipient_kind === 'admin' ? `la ${event.recipient_name}` : event.recipient_name;
  const start = `El ${formatLongDate(event.created_at)} compartimos ${fieldsPhrase(event.fields)} con ${recipient}`;
  if (event.reason === 'meeting') {
    return event.degree_name
      ? `${start} porque agendaste una reunión para ${event.degree_name}.`
      : `${start} porque agendaste una reunión.`;
  }
  return `${start} porque descargó el reporte de reuniones agendadas.`;
}

/** What the list says. */
export const DISCLOSURES_TEXT = {
  title: 'Con quién compartimos tus datos',
  intro:
    'Cada vez que tus datos personales salen de la plataforma o llegan a una universidad, lo anotamos aquí. Este registro no se puede modificar.',
  loading: 'Cargando con quién compartimos tus datos',
  error: 'No pudimos cargar este registro. Revisa tu conexión e inténtalo de nuevo.',
  empty: 'Todavía no hemos compartido tus datos con nadie.',
  listLabel: 'Veces que compartimos tus datos',
  /** Before the legal basis of an event (legalBasisText of @tlp/shared/consents). */
  legalBasisLabel: 'Con base en:',
  more: 'Ver más',
  loadingMore: 'Cargando…',
} as const;
