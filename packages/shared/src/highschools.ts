import { z } from 'zod';
import { VALIDATION } from './messages.ts';
import { userContact } from './users.ts';
import { pageQuery } from './zod-helpers.ts';
import { searchQuery } from './search.ts';

// Schemas of the high-school area (stats, orienters, groups, notebooks, orienter keys).

export const GROUP_NAME_MAX = 100;
export const GROUP_MEMBERS_MAX = 5000;
export const NOTEBOOKS_MAX = 1_000_000;

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
  .extend({ city_id: z.number(), notebooks: z.number() })
  .meta({ id: 'HighschoolDetail', description: 'Una preparatoria con su ciudad y sus libretas entregadas' });
export type HighschoolDetail = z.infer<typeof highschoolDetail>;

/** Form fields arrive as text; a blank one counts as missing, other text must read as a number. */
const numberFromText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  return v.trim() === '' ? undefined : Number(v);
};

/** PATCH /highschools/{id}: the notebooks delivered to the school. */
export const notebooksBody = z.object({
  notebooks: z.preprocess(
    numberFromText,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? VALIDATION.required : VALIDATION.notANumber,
      })
      .int({ error: HIGHSCHOOL_MESSAGES.notebooksInteger })
      .min(0, { error: HIGHSCHOOL_MESSAGES.notebooksMin })
      .max(NOTEBOOKS_MAX, { error: HIGHSCHOOL_MESSAGES.notebooksMax }),
  ),
});
export type NotebooksBody = z.infer<typeof notebooksBody>;

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
