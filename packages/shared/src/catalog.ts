// The reference lists every form picks from: areas of study, cities and high-school semesters.
import { z } from 'zod';
import { onFirstUse } from './first-use.ts';
import { riasecCode } from './interest-test.ts';
import { VALIDATION } from './messages.ts';
import { MEXICO_TIME_ZONES, type MexicoTimeZone } from './slots.ts';
import { text } from './zod-helpers.ts';

export const area = z
  .object({ id: z.number(), name: z.string() })
  .meta({ id: 'Area', description: 'Un área de estudio' });
export const city = z
  .object({
    id: z.number(),
    name: z.string(),
    time_zone: z.string().optional().meta({ description: 'La zona horaria IANA de la ciudad (MEXICO_TIME_ZONES)' }),
  })
  .meta({ id: 'City', description: 'Una ciudad' });
export const semester = z
  .object({ id: z.number(), name: z.string(), active: z.boolean() })
  .meta({ id: 'Semester', description: 'Un semestre de preparatoria' });
export type Area = z.infer<typeof area>;
export type City = z.infer<typeof city>;
export type Semester = z.infer<typeof semester>;

const spanishOrder = onFirstUse(() => new Intl.Collator('es'));

/** Names in Spanish alphabetical order, the order of every list people pick from: "Mérida" before "Morelia". */
export const bySpanishName = (a: { name: string }, b: { name: string }): number =>
  spanishOrder().compare(a.name, b.name);

// What admins edit of these lists (/catalogos): add, rename, retire and reactivate.

export const CATALOG_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  /** Semesters are shown in their position order, from 1. */
  positionMax: 999,
} as const;

export const CATALOG_MESSAGES = {
  positionInvalid: `Ingresa un número entero de 1 a ${CATALOG_LIMITS.positionMax}`,
  nothingToChange: 'Indica el nombre nuevo, la posición o si se retira',
  timeZoneInvalid: 'Elige una de las zonas horarias de México',
  areaMissing: 'El área de estudio no existe',
  cityMissing: 'La ciudad no existe',
  semesterMissing: 'El semestre no existe',
  /** A city that was retired: what existed in it keeps it, nothing new is placed in it. */
  cityRetired: 'La ciudad seleccionada ya no está disponible',
  areaRetired: 'El área de estudio seleccionada ya no está disponible',
  /** A retired area or city a student had not chosen before: they may keep one, not pick one anew. */
  areaRetiredForStudent: 'Esa área de estudio ya no está disponible',
  cityRetiredForStudent: 'Esa ciudad ya no está disponible',
} as const;

/**
 * A name an admin types for a record of the catalog (an area, a city, a semester, a school):
 * trimmed and required ('Este campo es obligatorio'), from `min` to `max` characters.
 */
export const catalogName = (max: number = CATALOG_LIMITS.nameMax, min: number = CATALOG_LIMITS.nameMin) =>
  text({ error: VALIDATION.required })
    // A blank name is only 'required', not also too short.
    .min(1, { error: VALIDATION.required, abort: true })
    .min(min, { error: `Mínimo ${min} caracteres` })
    .max(max, { error: `Máximo ${max} caracteres` });

/** An area or a city as admins see it: retired ones stay on old records but no picker offers them. */
export const catalogEntry = z
  .object({ id: z.number(), name: z.string(), retired: z.boolean() })
  .meta({ id: 'CatalogEntry', description: 'Un área de estudio o una ciudad, retirada o no' });
export type CatalogEntry = z.infer<typeof catalogEntry>;

/** An area as admins see it: also the interests (RIASEC letters) it speaks to, which the matches read. */
export const areaEntry = catalogEntry
  .extend({
    riasec: z.string().nullable().meta({ description: 'Letras RIASEC del área (p. ej. IR); null si aún no las tiene' }),
  })
  .meta({ id: 'AreaEntry', description: 'Un área de estudio, retirada o no, con sus letras de intereses' });
export type AreaEntry = z.infer<typeof areaEntry>;

/** A city as admins see it: also the zone its clocks keep. */
export const cityEntry = catalogEntry
  .extend({
    time_zone: z.string().meta({ description: 'La zona horaria IANA de la ciudad (MEXICO_TIME_ZONES)' }),
  })
  .meta({ id: 'CityEntry', description: 'Una ciudad, retirada o no, con su zona horaria' });
export type CityEntry = z.infer<typeof cityEntry>;

export const semesterEntry = catalogEntry
  .extend({ position: z.number() })
  .meta({ id: 'SemesterEntry', description: 'Un semestre, retirado o no, con su posición en la lista' });
export type SemesterEntry = z.infer<typeof semesterEntry>;

const position = z
  .number({ error: CATALOG_MESSAGES.positionInvalid })
  .int({ error: CATALOG_MESSAGES.positionInvalid })
  .min(1, { error: CATALOG_MESSAGES.positionInvalid })
  .max(CATALOG_LIMITS.positionMax, { error: CATALOG_MESSAGES.positionInvalid });

const changes = (fields: string[]) => (body: Record<string, unknown>) =>
  fields.some((field) => body[field] !== undefined);

/** What every new entry of a list has: its name (POST /areas, /cities and /semesters add to it). */
export const catalogEntryBody = z.object({ name: catalogName() });
export type CatalogEntryBody = z.infer<typeof catalogEntryBody>;

/** POST /areas: an entry's body, and optionally its letters of interest. */
export const areaBody = catalogEntryBody.extend({ riasec: riasecCode.nullable().optional() });
export type AreaBody = z.infer<typeof areaBody>;

/** PATCH /areas/{id}: a new name, retired or not, or new letters of interest (null takes them away). */
export const areaChange = z
  .object({
    name: catalogName().optional(),
    retired: z.boolean().optional(),
    riasec: riasecCode.nullable().optional(),
  })
  .refine(changes(['name', 'retired', 'riasec']), { error: CATALOG_MESSAGES.nothingToChange });
export type AreaChange = z.infer<typeof areaChange>;

/** One of Mexico's zones (MEXICO_TIME_ZONES); a city without one keeps central time. */
const timeZone = z
  .enum(Object.keys(MEXICO_TIME_ZONES) as [MexicoTimeZone, ...MexicoTimeZone[]], {
    error: CATALOG_MESSAGES.timeZoneInvalid,
  })
  .describe('Una zona horaria IANA de MEXICO_TIME_ZONES (America/Mexico_City si no se indica)');

/** POST /cities: an entry's body, and the city's time zone. */
export const cityBody = catalogEntryBody.extend({ timeZone: timeZone.optional() });
export type CityBody = z.infer<typeof cityBody>;

/** PATCH /cities/{id}: a new name, retired or not, or a new time zone. */
export const cityChange = z
  .object({ name: catalogName().optional(), retired: z.boolean().optional(), timeZone: timeZone.optional() })
  .refine(changes(['name', 'retired', 'timeZone']), { error: CATALOG_MESSAGES.nothingToChange });
export type CityChange = z.infer<typeof cityChange>;

/** POST /semesters: without a position it goes after the last one. */
export const semesterBody = catalogEntryBody.extend({ position: position.optional() });
export type SemesterBody = z.infer<typeof semesterBody>;

/** PATCH /semesters/{id}. */
export const semesterChange = z
  .object({ name: catalogName().optional(), retired: z.boolean().optional(), position: position.optional() })
  .refine(changes(['name', 'retired', 'position']), { error: CATALOG_MESSAGES.nothingToChange });
export type SemesterChange = z.infer<typeof semesterChange>;
