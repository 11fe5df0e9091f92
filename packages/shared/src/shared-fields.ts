// What a university receives of a student who asks for a meeting: the one list the privacy notice,
// 'Mis datos', the booking dialog, the meetings CSV and the disclosure ledger all render from. No
// phone: students never give one (docs/decisions.md, «Datos que se comparten»).

/** The fields, by code, in the order they are shown (and the CSV's columns). */
export const SHARED_FIELDS = ['name', 'email', 'highschool', 'city', 'semester', 'degree'] as const;
export type SharedField = (typeof SHARED_FIELDS)[number];

/** Each field as a heading or a column names it. */
export const SHARED_FIELD_LABELS: Record<SharedField, string> = {
  name: 'Nombre',
  email: 'Correo',
  highschool: 'Preparatoria',
  city: 'Ciudad',
  semester: 'Semestre',
  degree: 'Carrera',
};

/** Each field as a sentence names it, after 'tu'. */
export const SHARED_FIELD_WORDS: Record<SharedField, string> = {
  name: 'nombre',
  email: 'correo',
  highschool: 'preparatoria',
  city: 'ciudad',
  semester: 'semestre',
  degree: 'carrera de interés',
};

/** 'a, b y c' (Spanish conjunction, without Intl: the API and the first screens use it). */
export function spanishList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** 'nombre, correo, preparatoria, ciudad, semestre y carrera de interés'. */
export const sharedFieldsWords = (fields: readonly SharedField[] = SHARED_FIELDS) =>
  spanishList(fields.map((f) => SHARED_FIELD_WORDS[f]));

/** The CSV of meeting requests: the shared fields, then the campus the request goes to and when. */
export const MEETINGS_CSV_HEADER = [...SHARED_FIELDS.map((f) => SHARED_FIELD_LABELS[f]), 'Campus', 'Fecha'] as const;
