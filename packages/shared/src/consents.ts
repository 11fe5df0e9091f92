import { z } from 'zod';
import { dayInMexico, dayOf, formatLongDate } from './dates.ts';
import { GUARDIAN_WORDS } from './guardian-words.ts';
import { VALIDATION } from './messages.ts';
import { SHARED_FIELDS } from './shared-fields.ts';
import { pageQuery, text } from './zod-helpers.ts';

// Age, a guardian's consent for minors and what a student's data may do (docs/privacy.md,
// «Consentimiento antes de compartir»): schemas and words both sides use.

/** The age from which a student's own consent is enough. */
export const ADULT_AGE = 18;
/** A birth date further back than this is a typo. */
export const BIRTH_DATE_MAX_YEARS = 100;
/** How long a guardian's link works. */
export const GUARDIAN_CONSENT_DAYS = 14;
/** How often a student (or their orienter) may send the guardian's e-mail again to the same address. */
export const GUARDIAN_RESEND_HOURS = 24;
export const DATA_SHARING_NOTE_MAX = 500;

export const CONSENT_MESSAGES = {
  birthDateFuture: 'La fecha de nacimiento no puede ser posterior a hoy',
  birthDateTooOld: `La fecha de nacimiento no puede ser de hace más de ${BIRTH_DATE_MAX_YEARS} años`,
  guardianEmailRequired: 'Como eres menor de edad, escribe el correo de tu madre, padre o tutor',
  guardianEmailSame: 'Escribe el correo de tu madre, padre o tutor, no el tuyo',
  pendingGuardian: 'Pendiente de autorización de tu madre, padre o tutor',
  schoolNotAuthorized: 'Tu escuela aún no autoriza que compartamos tus datos con universidades.',
  /** The guardian page: who receives the data, and why. */
  recipients:
    'La universidad de cada carrera en la que tu hija o hijo pida una reunión, por medio de la administración de Toca la Puerta.',
  purpose:
    'Para que esa universidad le contacte y le dé información de admisión de la carrera que le interesa. No los usamos para nada más.',
  howToWithdraw: GUARDIAN_WORDS.howToWithdraw,
} as const;

/**
 * What an orienter (or an admin) reads when the server refuses their resend for a student: the
 * same codes as the student's own resend, in words about the student, not to them.
 */
export const STAFF_RESEND_MESSAGES = {
  GuardianResendTooSoon: `Ya le enviamos esta solicitud hace menos de ${GUARDIAN_RESEND_HOURS} horas. Podrás reenviarla cuando pase ese tiempo.`,
  GuardianConsentAlreadyGranted: 'Su madre, padre o tutor ya dio su autorización.',
  GuardianConsentNotNeeded:
    'Este estudiante ya es mayor de edad: no necesita la autorización de su madre, padre o tutor.',
  BirthDateRequired: 'Este estudiante aún no dice su fecha de nacimiento.',
} as const;

function addYears(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;
}

/**
 * The latest birth date of an adult on `today` (YYYY-MM-DD, central Mexico): born on or before it,
 * 18 or older. Text order is date order here; a 29 February birthday comes of age on 1 March.
 */
export const adultCutoff = (today: string = dayInMexico(new Date())) => addYears(today, -ADULT_AGE);

export type AgeGroup = 'adult' | 'minor' | 'unknown';

/** Adult, minor or unknown (no birth date), on the day `today` in central Mexico. */
export function ageGroup(birthDate: string | null | undefined, today: string = dayInMexico(new Date())): AgeGroup {
  if (!birthDate) return 'unknown';
  return birthDate <= adultCutoff(today) ? 'adult' : 'minor';
}

/** A birth date: a real day, not after today and at most 100 years back (central Mexico). */
export const birthDate = (now: () => Date = () => new Date()) =>
  z
    .string({ error: VALIDATION.dateInvalid })
    .trim()
    .max(10, { error: VALIDATION.dateInvalid, abort: true })
    .superRefine((value, ctx) => {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayOf(value) : null;
      const today = dayInMexico(now());
      if (!day) ctx.addIssue({ code: 'custom', message: VALIDATION.dateInvalid });
      else if (day > today) ctx.addIssue({ code: 'custom', message: CONSENT_MESSAGES.birthDateFuture });
      else if (day < addYears(today, -BIRTH_DATE_MAX_YEARS))
        ctx.addIssue({ code: 'custom', message: CONSENT_MESSAGES.birthDateTooOld });
    })
    .meta({ description: 'Fecha de nacimiento, AAAA-MM-DD', format: 'date' });

const EMAIL = z.email();

/**
 * The guardian's e-mail a minor gives (signup, the birth date, a resend to another address):
 * optional, and blank counts as not given (a form's empty field).
 */
export const guardianEmail = () =>
  z
    .string({ error: VALIDATION.email })
    .trim()
    .max(254, { error: VALIDATION.email })
    .refine((v) => v === '' || EMAIL.safeParse(v).success, { error: VALIDATION.email })
    .transform((v) => v || undefined)
    .optional()
    .meta({ description: 'Correo de su madre, padre o tutor', format: 'email' });

/**
 * The rules that join a birth date and a guardian's e-mail (signup, PUT /users/me/birth-date): a
 * minor names a guardian, and not with their own address. `ownEmail` is the student's, when the
 * body carries it.
 */
export function consentRules(now: () => Date = () => new Date()) {
  return (
    body: { birthDate?: string; guardianEmail?: string; email?: string },
    ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
  ) => {
    // A birth date that is not valid is told on its own field; the age is judged from a valid one.
    const valid = !!body.birthDate && birthDate(now).safeParse(body.birthDate).success;
    if (valid && ageGroup(body.birthDate, dayInMexico(now())) === 'minor' && !body.guardianEmail)
      ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: CONSENT_MESSAGES.guardianEmailRequired });
    if (body.guardianEmail && body.email && body.guardianEmail.toLowerCase() === body.email.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: CONSENT_MESSAGES.guardianEmailSame });
  };
}

/** PUT /users/me/birth-date: a student whose age is unknown says it (once); a minor names a guardian. */
export const birthDateBody = z
  .object({ birthDate: birthDate(), guardianEmail: guardianEmail() })
  .superRefine(consentRules());
export type BirthDateBody = z.infer<typeof birthDateBody>;

/** POST /users/me/guardian-consent: send the guardian's e-mail again, to the same or a corrected address. */
export const guardianResendBody = z.object({ guardianEmail: guardianEmail() });
export type GuardianResendBody = z.infer<typeof guardianResendBody>;

export const GUARDIAN_DECISIONS = ['granted', 'refused'] as const;
export type GuardianDecision = (typeof GUARDIAN_DECISIONS)[number];

/** POST /guardian-consents/{token}: 'Autorizo' or 'No autorizo'. */
export const guardianDecisionBody = z.object({
  decision: z.enum(GUARDIAN_DECISIONS, { error: VALIDATION.invalidValue }),
});
export type GuardianDecisionBody = z.infer<typeof guardianDecisionBody>;

/** The token of a guardian's link, in its path. */
export const guardianTokenParam = z.object({
  token: z.string().min(1).max(100).meta({ description: 'El token del enlace enviado por correo' }),
});

export const GUARDIAN_STATUSES = ['pending', 'granted', 'refused', 'withdrawn', 'expired'] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

/** GET /users/me/data-sharing (and the answer of the routes that change it). */
export const dataSharingState = z
  .object({
    shareable: z.boolean().describe('Si una solicitud de reunión suya puede salir ahora de la plataforma'),
    fields: z.array(z.enum(SHARED_FIELDS)).describe('Los datos que recibe la universidad (SHARED_FIELDS)'),
    school: z.object({
      authorized: z.boolean().describe('Si su preparatoria autoriza compartir datos con universidades'),
      since: z.string().nullable().describe('Desde cuándo (ISO 8601), o null'),
    }),
    age: z.enum(['adult', 'minor', 'unknown']),
    guardian: z
      .object({
        status: z.enum(GUARDIAN_STATUSES),
        email_masked: z.string(),
        sent_at: z.string(),
        decided_at: z.string().nullable(),
        can_resend_at: z.string().nullable().describe('Desde cuándo puede reenviarse; null: ya'),
      })
      .nullable()
      .describe('La última solicitud de autorización a su madre, padre o tutor (solo menores de edad)'),
    held_meetings: z.number().describe('Sus solicitudes de reunión que hoy no salen de la plataforma'),
  })
  .meta({ id: 'DataSharing', description: 'Si los datos de un estudiante pueden compartirse, y por qué no' });
export type DataSharingState = z.infer<typeof dataSharingState>;

/** GET /guardian-consents/{token}: what the guardian is asked. */
export const guardianConsentView = z
  .object({
    student: z.object({
      first_name: z.string(),
      last_name: z.string(),
      highschool_name: z.string().nullable(),
      highschool_city: z.string().nullable(),
    }),
    fields: z.array(z.enum(SHARED_FIELDS)),
    recipients: z.string(),
    purpose: z.string(),
    status: z.enum(['pending', 'granted', 'refused']),
    expires_at: z.string(),
  })
  .meta({ id: 'GuardianConsent', description: 'La autorización que se pide a la madre, padre o tutor' });
export type GuardianConsentView = z.infer<typeof guardianConsentView>;

export const guardianConsentDecided = z.object({ status: z.enum(GUARDIAN_DECISIONS) });

/** GET /highschools/{id}/guardian-consents/summary: the school's students waiting or refused. */
export const guardianConsentSummary = z
  .object({
    pending: z.number().describe('Menores de edad que esperan la autorización de su madre, padre o tutor'),
    refused: z.number().describe('Menores de edad cuya madre, padre o tutor no autorizó'),
    unknown_age: z.number().describe('Estudiantes que no han dicho su fecha de nacimiento'),
  })
  .meta({ id: 'GuardianConsentSummary' });
export type GuardianConsentSummary = z.infer<typeof guardianConsentSummary>;

/** What holds a student's data at their school: a guardian's answer pending, refused, or an unknown age. */
export const GUARDIAN_WAIT_STATES = ['pending', 'refused', 'unknown_age'] as const;
export type GuardianWaitState = (typeof GUARDIAN_WAIT_STATES)[number];

/** GET /highschools/{id}/guardian-consents: the students behind the summary, by name, paged. */
export const guardianConsentListQuery = pageQuery.extend({ state: z.enum(GUARDIAN_WAIT_STATES).optional() });
export type GuardianConsentListQuery = z.infer<typeof guardianConsentListQuery>;

export const guardianConsentRow = z
  .object({
    user_id: z.number(),
    full_name: z.string(),
    state: z.enum(GUARDIAN_WAIT_STATES),
    email_masked: z
      .string()
      .nullable()
      .describe('El correo de la madre, padre o tutor, oculto (m***@dominio); null si no hay'),
    sent_at: z.string().nullable().describe('Cuándo se envió la última solicitud'),
    can_resend_at: z.string().nullable().describe('Desde cuándo puede reenviarse; null si ya se puede'),
  })
  .meta({ id: 'GuardianConsentRow' });
export type GuardianConsentRow = z.infer<typeof guardianConsentRow>;

/** POST /highschools/{id}/students/{userId}/guardian-consent/resend. */
export const guardianResent = z.object({ status: z.literal('pending'), email_masked: z.string() });

/** PUT /highschools/{id}/data-sharing (admins). */
export const dataSharingBody = z.object({
  authorized: z.boolean({ error: VALIDATION.required }),
  note: text({ multiline: true })
    .max(DATA_SHARING_NOTE_MAX, { error: `Máximo ${DATA_SHARING_NOTE_MAX} caracteres` })
    .optional()
    .meta({ description: 'Una nota: quién la autorizó, el oficio o documento' }),
});
export type DataSharingBody = z.infer<typeof dataSharingBody>;

/** 'm***@gmail.com': enough for the student to recognise it, not enough to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export const LEGAL_BASES = ['student_consent', 'guardian_consent'] as const;
export type LegalBasis = (typeof LEGAL_BASES)[number];

export const LEGAL_BASIS_LABELS: Record<LegalBasis, string> = {
  student_consent: 'Tu consentimiento',
  guardian_consent: 'Consentimiento de tu madre, padre o tutor',
};

/**
 * The legal basis of a disclosure event as 'Mis datos' and the data export say it: whose consent,
 * and the school's authorization with its day. Null for events recorded before it was kept.
 */
export function legalBasisText(event: {
  legal_basis?: LegalBasis | null;
  school_authorized_at?: string | null;
}): string | null {
  if (!event.legal_basis) return null;
  const school = event.school_authorized_at
    ? `Autorización de tu escuela del ${formatLongDate(event.school_authorized_at)}`
    : null;
  return [LEGAL_BASIS_LABELS[event.legal_basis], school].filter(Boolean).join('. ');
}
