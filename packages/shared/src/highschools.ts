import { z } from 'zod';
import { catalogName } from './catalog.ts';
import { VALIDATION } from './messages.ts';
import { userContact } from './users.ts';
import { idField, pageQuery } from './zod-helpers.ts';
import { searchQuery } from './search.ts';

// Schemas of the high-school area (stats, orienters, groups, notebooks, orienter keys).

export const GROUP_NAME_MAX = 100;
export const GROUP_MEMBERS_MAX = 5000;
export const NOTEBOOKS_MAX = 1_000_000;
export const HIGHSCHOOL_NAME_MAX = 120;

export const HIGHSCHOOL_MESSAGES = {
  defaultGroup: 'Sin grupo',
  groupCreated: 'Grupo creado correctamente',
  groupNotFound: 'El grupo no existe',
  notebooksInteger: 'Ingresa un número entero',
  notebooksMin: 'El número de libretas no puede ser negativo',
  notebooksMax: 'El número de libretas es demasiado grande',
  groupNameMax: `Máximo ${GROUP_NAME_MAX} caracteres`,
  membersMax: 'Demasiados estudiantes en una sola solicitud',
  memberNotStudent: (id: number) => `El usuario ${id} no es estudiante de esta preparatoria`,
  memberInOtherGroup: (id: number) => `El estudiante ${id} ya pertenece a otro grupo`,
  noOrienterKey: 'No tienes una clave de orientador activa; genera una nueva',
  cityRequired: 'Selecciona la ciudad de la preparatoria',
} as const;

/** Libretas, Registros, Favoritas, Reuniones: of one school or of all of them. */
export const highschoolStats = z
  .object({
    notebooks: z.number(),
    registers: z.number(),
    favorite_degrees: z.number(),
    meetings: z.number(),
  })
  .meta({ id: 'HighschoolStats', description: 'Libretas entregadas, registros, favoritas y reuniones' });
export type HighschoolStats = z.infer<typeof highschoolStats>;

export const highschoolSummary = z
  .object({ id: z.number(), name: z.string(), city: z.string() })
  .meta({ id: 'HighschoolSummary', description: 'Una preparatoria en una lista: nombre y ciudad' });
export type HighschoolSummary = z.infer<typeof highschoolSummary>;

export const highschoolDetail = highschoolSummary
  .extend({
    city_id: z.number(),
    notebooks: z.number(),
    data_sharing_authorized: z
      .boolean()
      .describe('Si la preparatoria autoriza que los datos de sus estudiantes lleguen a las universidades'),
    data_sharing_authorized_at: z.string().nullable().describe('Cuándo se registró la autorización vigente (ISO 8601)'),
    data_sharing_note: z.string().nullable().describe('La nota de la autorización vigente (solo administradores)'),
  })
  .meta({
    id: 'HighschoolDetail',
    description: 'Una preparatoria con su ciudad, sus libretas entregadas y su autorización para compartir datos',
  });
export type HighschoolDetail = z.infer<typeof highschoolDetail>;

/** Form fields arrive as text; a blank one counts as missing, other text must read as a number. */
const numberFromText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  return v.trim() === '' ? undefined : Number(v);
};

const notebooks = z.preprocess(
  numberFromText,
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? VALIDATION.required : VALIDATION.notANumber,
    })
    .int({ error: HIGHSCHOOL_MESSAGES.notebooksInteger })
    .min(0, { error: HIGHSCHOOL_MESSAGES.notebooksMin })
    .max(NOTEBOOKS_MAX, { error: HIGHSCHOOL_MESSAGES.notebooksMax }),
);

/** The notebooks delivered to the school (the dialog of the school page). */
export const notebooksBody = z.object({ notebooks });
export type NotebooksBody = z.infer<typeof notebooksBody>;

const highschoolName = () => catalogName(HIGHSCHOOL_NAME_MAX);
const highschoolCity = () => idField(HIGHSCHOOL_MESSAGES.cityRequired);

/** POST /highschools (admin): a new school in a city that is not retired. */
export const highschoolBody = z.object({ name: highschoolName(), cityId: highschoolCity() });
export type HighschoolBody = z.infer<typeof highschoolBody>;
export type HighschoolBodyInput = z.input<typeof highschoolBody>;

/**
 * PATCH /highschools/{id} (admin): the notebooks (as the spec has it), the name, the city, or any
 * of them. With none, the notebooks are what is missing, as before names and cities could change.
 */
export const highschoolChange = z
  .object({ notebooks: notebooks.optional(), name: highschoolName().optional(), cityId: highschoolCity().optional() })
  .superRefine((body, ctx) => {
    if (body.notebooks === undefined && body.name === undefined && body.cityId === undefined)
      ctx.addIssue({ code: 'custom', path: ['notebooks'], message: VALIDATION.required });
  });
export type HighschoolChange = z.infer<typeof highschoolChange>;

export const orienterRow = userContact
  .extend({ created_at: z.string() })
  .meta({ id: 'Orienter', description: 'Un orientador de una preparatoria' });
export type OrienterRow = z.infer<typeof orienterRow>;

/** The orienter's own key, given to their students to sign up. */
export const orienterKey = z
  .object({ key: z.string(), created_at: z.string() })
  .meta({ id: 'OrienterKey', description: 'La clave de orientador que los estudiantes usan para registrarse' });
export type OrienterKey = z.infer<typeof orienterKey>;

export const highschoolListQuery = pageQuery.extend({
  search: searchQuery(),
});
