import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { GROUP_MEMBERS_MAX, GROUP_NAME_MAX, HIGHSCHOOL_MESSAGES } from './highschools.ts';
import { ID_MAX, idField, text } from './zod-helpers.ts';
import { searchQuery } from './search.ts';

// Student groups of a high school.

/** Students per page of a group's member list: the overview carries the first page of each group. */
export const GROUP_MEMBERS_PAGE = 50;
/** The `group` of GET /highschools/{id}/groups/members that names the default group ("Sin grupo"). */
export const DEFAULT_GROUP_KEY = 'sin-grupo';

export const GROUP_MESSAGES = {
  invalidCursor: 'El cursor de la página no es válido; vuelve a cargar la lista',
} as const;

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

/** Where the next page of a member list starts (`after`); null on the last page. */
const nextCursor = z
  .string()
  .nullable()
  .meta({ description: 'El `after` de la página siguiente; null si ya no hay más' });

/**
 * A group with its stats (of all its members) and the first page of its members, by name; the
 * rest comes from GET /highschools/{id}/groups/members, starting at `next_cursor`.
 */
export const studentGroup = z
  .object({
    id: z.number(),
    name: z.string(),
    stats: groupStats,
    members: z.array(groupMember).meta({
      description: `Los primeros ${GROUP_MEMBERS_PAGE} integrantes por nombre; el total está en stats.members`,
    }),
    next_cursor: nextCursor,
  })
  .meta({ id: 'StudentGroup', description: 'Un grupo de estudiantes con sus estadísticas y sus primeros integrantes' });
export type StudentGroup = z.infer<typeof studentGroup>;

export const defaultGroup = studentGroup
  .extend({ id: z.null() })
  .meta({ id: 'DefaultGroup', description: 'Los estudiantes sin grupo ("Sin grupo")' });
export type DefaultGroup = z.infer<typeof defaultGroup>;

export const highschoolGroups = z
  .object({ groups: z.array(studentGroup), defaultGroup })
  .meta({ id: 'HighschoolGroups', description: 'Los grupos de una preparatoria y el grupo por omisión' });
export type HighschoolGroups = z.infer<typeof highschoolGroups>;

/** A group's id, or the default group's key. */
const GROUP_KEY = new RegExp(`^(${DEFAULT_GROUP_KEY}|[1-9]\\d{0,9})$`);
/** Base64url, as the API writes it; what it holds is checked by the API (400 when it is not its own). */
const CURSOR = /^[A-Za-z0-9_-]{1,400}$/;

/**
 * GET /highschools/{id}/groups/members: one page of a group's members by name (keyset paging),
 * optionally only those whose name contains `search` (ignoring case and accents) and those in one
 * semester (`semesterId`).
 */
export const groupMembersQuery = z.object({
  group: z
    .string()
    .regex(GROUP_KEY, { error: VALIDATION.invalidId })
    .refine((key) => key === DEFAULT_GROUP_KEY || Number(key) <= ID_MAX, { error: VALIDATION.invalidId })
    .transform((key) => (key === DEFAULT_GROUP_KEY ? DEFAULT_GROUP_KEY : Number(key)))
    .default(DEFAULT_GROUP_KEY)
    .meta({ description: `El id del grupo, o "${DEFAULT_GROUP_KEY}" (el valor por omisión) para "Sin grupo"` }),
  after: z
    .string()
    .regex(CURSOR, { error: GROUP_MESSAGES.invalidCursor })
    .optional()
    .meta({ description: 'El next_cursor de la página anterior' }),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(GROUP_MEMBERS_PAGE),
  search: searchQuery(),
  semesterId: idField(VALIDATION.invalidId).optional().meta({ description: 'Solo los estudiantes de este semestre' }),
});
export type GroupMembersQuery = z.infer<typeof groupMembersQuery>;

export const groupMembersPage = z
  .object({
    members: z.array(groupMember),
    total: z
      .number()
      .meta({ description: 'Los integrantes que cumplen la búsqueda y el semestre, en todas las páginas' }),
    next_cursor: nextCursor,
  })
  .meta({ id: 'GroupMembersPage', description: 'Una página de los integrantes de un grupo, por nombre' });
export type GroupMembersPage = z.infer<typeof groupMembersPage>;

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
