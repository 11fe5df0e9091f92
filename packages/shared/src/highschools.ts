import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { idField, text } from './zod-helpers.ts';

// Schemas of the high-school area (stats, counselors, groups, notebooks, orienter keys).

export const HIGHSCHOOL_MESSAGES = {
  defaultGroup: 'Sin grupo',
  groupCreated: 'Grupo creado correctamente',
  groupNotFound: 'El grupo no existe',
  notebooksInteger: 'Ingresa un número entero',
  notebooksMin: 'El número de libretas no puede ser negativo',
  notebooksMax: 'El número de libretas es demasiado grande',
  groupNameMax: 'Máximo 100 caracteres',
  membersMax: 'Demasiados estudiantes en una sola solicitud',
  memberNotStudent: (id: number) => `El usuario ${id} no es estudiante de esta preparatoria`,
  memberInOtherGroup: (id: number) => `El estudiante ${id} ya pertenece a otro grupo`,
  noOrienterKey: 'No tienes una clave de orientador activa; genera una nueva',
} as const;

/** Error codes of the high-school area with their messages. */
export const HIGHSCHOOL_ERROR_CODES = {
  DuplicatedGroup: 'Ya existe un grupo con ese nombre',
  GroupMemberConflict: 'Este estudiante ya pertenece a otro grupo',
} as const;
export type HighschoolErrorCode = keyof typeof HIGHSCHOOL_ERROR_CODES;

export const GROUP_NAME_MAX = 100;
export const GROUP_MEMBERS_MAX = 5000;
export const NOTEBOOKS_MAX = 1_000_000;

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

export const highschoolDetail = z
  .object({
    id: z.number(),
    name: z.string(),
    city: z.string(),
    city_id: z.number(),
    notebooks: z.number(),
  })
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

export const orienterRow = z
  .object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Orienter', description: 'Un orientador de una preparatoria' });
export type OrienterRow = z.infer<typeof orienterRow>;

/** The orienter's own key, given to their students to sign up. */
export const orienterKey = z
  .object({ key: z.string(), created_at: z.string() })
  .meta({ id: 'OrienterKey', description: 'La clave de orientador que los estudiantes usan para registrarse' });
export type OrienterKey = z.infer<typeof orienterKey>;

export const groupStats = z
  .object({ members: z.number(), favorites: z.number(), meetings: z.number() })
  .meta({ id: 'GroupStats', description: 'Integrantes, favoritas y reuniones de un grupo' });
export type GroupStats = z.infer<typeof groupStats>;

/** A student in a group; in the default group `id` (the membership) is null and `created_at` is the user's. */
export const groupMember = z
  .object({
    id: z.number().nullable(),
    user_id: z.number(),
    full_name: z.string(),
    email: z.string(),
    favorite_degrees: z.number(),
    meetings: z.number(),
    created_at: z.string(),
  })
  .meta({ id: 'GroupMember', description: 'Un estudiante de un grupo' });
export type GroupMember = z.infer<typeof groupMember>;

export const studentGroup = z
  .object({
    id: z.number(),
    name: z.string(),
    stats: groupStats,
    members: z.array(groupMember),
  })
  .meta({ id: 'StudentGroup', description: 'Un grupo de estudiantes con sus estadísticas e integrantes' });
export type StudentGroup = z.infer<typeof studentGroup>;

export const defaultGroup = z
  .object({
    id: z.null(),
    name: z.string(),
    stats: groupStats,
    members: z.array(groupMember),
  })
  .meta({ id: 'DefaultGroup', description: 'Los estudiantes sin grupo ("Sin grupo")' });
export type DefaultGroup = z.infer<typeof defaultGroup>;

export const highschoolGroups = z
  .object({ groups: z.array(studentGroup), defaultGroup })
  .meta({ id: 'HighschoolGroups', description: 'Los grupos de una preparatoria y el grupo por omisión' });
export type HighschoolGroups = z.infer<typeof highschoolGroups>;

/** The new-group form: name required, at least 3 characters. */
export const groupName = () =>
  text({ error: VALIDATION.required })
    .min(1, { error: VALIDATION.required, abort: true })
    .min(LIMITS.groupNameMin, { error: VALIDATION.min3 })
    .max(GROUP_NAME_MAX, { error: HIGHSCHOOL_MESSAGES.groupNameMax });

/** POST /students-groups. */
export const createGroupBody = z.object({
  highschool_id: idField(),
  name: groupName(),
});
export type CreateGroupBody = z.infer<typeof createGroupBody>;

/** PUT /students-groups/{groupId}: the whole member set, as user ids. */
export const updateGroupMembersBody = z.object({
  members: z
    .array(idField(), { error: VALIDATION.required })
    .max(GROUP_MEMBERS_MAX, { error: HIGHSCHOOL_MESSAGES.membersMax }),
});
export type UpdateGroupMembersBody = z.infer<typeof updateGroupMembersBody>;

export const groupIdParam = z.object({ groupId: idField() });
