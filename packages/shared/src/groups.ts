import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { GROUP_MEMBERS_MAX, GROUP_NAME_MAX, HIGHSCHOOL_MESSAGES } from './highschools.ts';
import { idField, text } from './zod-helpers.ts';

// Student groups of a high school.

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

export const defaultGroup = studentGroup
  .extend({ id: z.null() })
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
