import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import {
  descriptionField,
  EDITOR_MESSAGES,
  galleryField,
  mediaField,
  requiredId,
  requiredName,
  videoField,
} from './editor-fields.ts';
import { areaAndCityFilters, cardFields, idField, pageQuery, profileMedia } from './zod-helpers.ts';
import { searchQuery } from './search.ts';
import { labourFigures } from './labour-market.ts';
import { DEGREE_LIMITS, DEGREE_MODALITIES, DURATION_UNITS } from './degree-facts.ts';

export {
  DEGREE_FIELD_LABELS,
  DEGREE_LIMITS,
  DEGREE_MODALITIES,
  degreeFacts,
  type DegreeModality,
  DURATION_UNITS,
  type DurationUnit,
} from './degree-facts.ts';

export const DEGREE_MESSAGES = {
  modality: 'Selecciona presencial, en línea o mixta',
  durationUnit: 'Selecciona semestres, cuatrimestres o años',
  duration: `La duración debe ser un número entero de 1 a ${DEGREE_LIMITS.durationMax}`,
  durationUnitRequired: 'Indica si la duración es en semestres, cuatrimestres o años',
  durationRequired: 'Indica cuántos periodos dura la carrera',
  cost: 'El costo debe ser una cantidad entera de pesos, de 0 a 1,000,000',
} as const;

/** A whole number from a form's text or from JSON; blank (or absent, or null) is null. */
const optionalWhole = (min: number, max: number, error: string) =>
  z.preprocess((v) => {
    if (v === '' || v === undefined || v === null) return null;
    if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
    return v;
  }, z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).nullable());

/** One of the choices, or blank (null). */
const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T, error: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(choices, { error }).nullable());

export const degree = cardFields
  .extend({
    campus: z.string(),
    campus_id: z.number(),
    /** The campus's city (the degree's page; lists leave it out). */
    city: z.string(),
    area: z.string(),
    area_id: z.number(),
    ...profileMedia,
    pdf_plan_estudios: z.string().nullable(),
    pdf_becas: z.string().nullable(),
    galeria: z.array(z.string()),
    modalidad: z.enum(DEGREE_MODALITIES).nullable(),
    duracion: z.number().nullable(),
    duracion_unidad: z.enum(DURATION_UNITS).nullable(),
    costo_periodo: z.number().nullable(),
    /** Its field of study (CMPE), null until an admin sets it. */
    field_id: z.number().nullable(),
    /** The latest figures of its field of study; null without field or figures. */
    figures: labourFigures.nullable(),
  })
  .meta({
    id: 'Degree',
    description: 'Una carrera con su campus, su área, sus medios y sus PDF de plan de estudios y becas',
  });
export type Degree = z.infer<typeof degree>;

export const degreeListItem = degree
  .pick({
    id: true,
    name: true,
    image: true,
    campus: true,
    campus_id: true,
    area: true,
    area_id: true,
    modalidad: true,
    duracion: true,
    duracion_unidad: true,
    costo_periodo: true,
  })
  .meta({ id: 'DegreeListItem', description: 'Una carrera en una lista, con su modalidad, duración y costo' });
export type DegreeListItem = z.infer<typeof degreeListItem>;

/** `areas` and `cities` (the campus's city) take comma-separated ids: '?areas=1,4&cities=2'. */
export const degreeListQuery = pageQuery.extend({
  ...areaAndCityFilters,
  campusId: idField().optional(),
  search: searchQuery(),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeMax),
});

/** POST /degrees and PUT /degrees/{id} (a PUT replaces every field). */
export const degreeBody = z
  .object({
    name: requiredName(VALIDATION.required),
    campusId: requiredId(EDITOR_MESSAGES.degreeCampusRequired),
    areaId: requiredId(VALIDATION.required),
    description: descriptionField(),
    profilePicture: mediaField(),
    coverPicture: mediaField(),
    video: videoField(),
    gallery: galleryField(),
    studyPlan: mediaField(),
    pdfBecas: mediaField(),
    modality: optionalChoice(DEGREE_MODALITIES, DEGREE_MESSAGES.modality),
    /** Periods the degree lasts, in `durationUnit`; both or neither. */
    duration: optionalWhole(1, DEGREE_LIMITS.durationMax, DEGREE_MESSAGES.duration),
    durationUnit: optionalChoice(DURATION_UNITS, DEGREE_MESSAGES.durationUnit),
    /** Approximate cost of one period, in whole MXN pesos. */
    costPerPeriod: optionalWhole(0, DEGREE_LIMITS.costMax, DEGREE_MESSAGES.cost),
    /** Its field of study (GET /fields-of-study); null clears it, left out keeps it as it is. */
    fieldId: z.preprocess((v) => (v === '' ? null : v), idField().nullable()).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.duration !== null && b.durationUnit === null) {
      ctx.addIssue({ code: 'custom', path: ['durationUnit'], message: DEGREE_MESSAGES.durationUnitRequired });
    }
    if (b.duration === null && b.durationUnit !== null) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: DEGREE_MESSAGES.durationRequired });
    }
  });
export type DegreeBody = z.infer<typeof degreeBody>;
export type DegreeBodyInput = z.input<typeof degreeBody>;

/** Whether the signed-in student has the degree among favourites and has a meeting for it. */
export const degreePreferences = z
  .object({ is_favorite: z.boolean(), is_meeting: z.boolean() })
  .meta({ id: 'DegreePreferences', description: 'Si la carrera es favorita del estudiante y si tiene reunión' });
export type DegreePreferences = z.infer<typeof degreePreferences>;
