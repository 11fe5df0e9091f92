import { z } from 'zod';
import { AVATARS } from './avatars.ts';
import { PASSWORD_MESSAGES, VALIDATION } from './messages.ts';

// Messages zod writes itself (wrong types, unknown values) read in Spanish on both sides.
z.config(z.locales.es());

/** C0 controls (NUL, tab, CR, LF…), DEL and C1 controls: no one-line text takes them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
/** Multi-line texts (descriptions) keep tabs and line breaks, and refuse the other controls. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasControlChars = (value: string, { multiline = false } = {}) =>
  (multiline ? CONTROL_CHARS_BUT_LINES : CONTROL_CHARS).test(value);

const trim = (value: string) => value.trim();

/**
 * Every text field starts here: trimmed (or as `normalize` says: a search, normalizeSearch), and
 * refused (naming the field) when it holds control characters, which PostgreSQL cannot store (NUL)
 * or which no name or search should carry.
 */
export const text = ({
  error = VALIDATION.invalidValue,
  multiline = false,
  normalize = trim,
}: { error?: string; multiline?: boolean; normalize?: (value: string) => string } = {}) =>
  z
    .string({ error })
    .overwrite(normalize)
    .refine((s) => !hasControlChars(s, { multiline }), { error: VALIDATION.controlChars, abort: true });

/** A required text: missing, not text or blank all read 'Este campo es obligatorio'. */
export const requiredText = (error: string = VALIDATION.required) => text({ error }).min(1, { error });

/**
 * A required string taken as typed, not trimmed (a password, a token, a version): missing, not
 * text or empty read `error`; longer than `max` reads `tooLong`, the same unless told.
 */
export const requiredString = (error: string, max: number, tooLong: string = error) =>
  z.string({ error }).min(1, { error }).max(max, { error: tooLong });

/** The current password, as typed, to confirm who asks: one too long to be theirs reads as wrong. */
export const currentPassword = () => requiredString(VALIDATION.required, 200, PASSWORD_MESSAGES.wrongCurrentPassword);

export const requiredEmail = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(254, { error: VALIDATION.email })
    .pipe(z.email({ error: VALIDATION.email }))
    // The input side of the pipe is a plain string: say in the JSON Schema what it must hold.
    .meta({ format: 'email' });

/** The largest id PostgreSQL's `integer` holds. */
export const ID_MAX = 2_147_483_647;
const DECIMAL_ID = /^[1-9]\d{0,9}$/;

/**
 * The one id parser for paths, queries and bodies: a JSON integer, or a string of decimal digits
 * (forms and URLs send text), from 1 to 2,147,483,647. `0x62`, `+98`, `1e1`, `true` are refused.
 * Missing, empty or 0 reads `missing` (a select left empty); anything else 'El identificador no es válido'.
 */
export const idField = (missing: string = VALIDATION.required) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_ID.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === '' ? missing : VALIDATION.invalidId,
      })
      .int({ error: VALIDATION.invalidId })
      .min(1, { error: (issue) => (issue.input === 0 ? missing : VALIDATION.invalidId) })
      .max(ID_MAX, { error: VALIDATION.invalidId }),
  );

export const idParam = z.object({ id: idField() });

/** One of the 36 avatars (AVATARS), chosen at onboarding and changed in the profile. */
export const avatarChoice = () => z.enum(AVATARS as [string, ...string[]], { error: VALIDATION.avatarRequired });

/** Comma-separated ids in a query ("1,4,7"), each a valid id; repeated ones count once. */
export const idListQuery = z
  .string()
  .trim()
  .max(500)
  .refine((s) => s.split(',').every((id) => DECIMAL_ID.test(id) && Number(id) <= ID_MAX), {
    error: VALIDATION.invalidId,
  })
  .transform((s) => [...new Set(s.split(',').map(Number))]);

/** The catalogue's lists narrowed to areas of study and to cities, each by comma-separated ids. */
export const areaAndCityFilters = { areas: idListQuery.optional(), cities: idListQuery.optional() };

/** Lists that grow without bound: `page` (1-based) and `pageSize` (default 50, max 200). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** The pictures, the video and the description of a campus's or a degree's profile; null when not given. */
export const profileMedia = {
  foto_perfil: z.string().nullable(),
  foto_portada: z.string().nullable(),
  video: z.string().nullable(),
  descripcion: z.string().nullable(),
};

/** What a card shows of a campus or a degree: its id, its name and its picture. */
export const cardFields = z.object({ id: z.number(), name: z.string(), image: z.string().nullable() });

/** The campus a favourite or a meeting belongs to, by name and id. */
export const campusOf = z.object({ campus: z.string(), campusId: z.number() });
