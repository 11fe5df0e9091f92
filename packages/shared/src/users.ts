import { z } from 'zod';
import { USER_TYPES } from './roles.ts';
import { idField } from './zod-helpers.ts';

export const currentUser = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  type: z.enum(USER_TYPES),
  role_title: z.string(),
  highschool_id: z.number().nullable(),
  highschool_name: z.string().nullable(),
  highschool_city: z.string().nullable(),
  semester_id: z.number().nullable(),
  semester_name: z.string().nullable(),
  onboarded: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** PATCH /users/me: students change their school and semester. */
export const updateMeBody = z.object({
  highschoolId: idField(),
  semesterId: idField(),
});
export type UpdateMeBody = z.infer<typeof updateMeBody>;
