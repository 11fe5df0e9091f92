import { z } from 'zod';
import { orienterName, signupName } from './person-names.ts';
import { USER_TYPES } from './roles.ts';
import { VALIDATION } from './messages.ts';
import { avatarChoice, idField, requiredString, text } from './zod-helpers.ts';

/** Who a person is and how to reach them: the start of every user shape. */
export const userContact = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const currentUser = userContact
  .extend({
    avatar: z.string().nullable(),
    type: z.enum(USER_TYPES),
    role_title: z.string(),
    highschool_id: z.number().nullable(),
    highschool_name: z.string().nullable(),
    highschool_city: z.string().nullable(),
    semester_id: z.number().nullable(),
    semester_name: z.string().nullable(),
    campus_id: z.number().nullable().optional().meta({ description: 'El campus de un representante' }),
    campus_name: z.string().nullable().optional(),
    time_zone: z.string().optional().meta({
      description: 'La zona horaria en que el usuario ve las horas: la de la ciudad de su preparatoria o de su campus',
    }),
    onboarded: z.boolean(),
    privacy_accepted: z
      .boolean()
      .optional()
      .meta({ description: 'false: aún no acepta el aviso de privacidad vigente (se le pide al entrar)' }),
  })
  .meta({
    id: 'CurrentUser',
    description: 'El usuario con sesión iniciada, con su preparatoria y semestre si es estudiante',
  });
export type CurrentUser = z.infer<typeof currentUser>;

/**
 * PATCH /users/me: students change their school and semester. Moving to another school takes
 * that school's orienter key, as signing up does (the student then counts for its orienters).
 */
export const updateMeBody = z.object({
  highschoolId: idField(),
  semesterId: idField(),
  orienterKey: text().max(100, { error: VALIDATION.invalidValue }).optional(),
});
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/**
 * PATCH /users/me/profile: anyone signed in changes their own name and avatar (left out, the
 * avatar stays). The names follow the rules of the user's signup: a student's 3 to 60 characters
 * (the API checks it by the user's type; the web form asks it with studentProfileForm), anyone
 * else's up to 100.
 */
export const updateProfileBody = z.object({
  firstName: orienterName(),
  lastName: orienterName(),
  avatar: avatarChoice().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** The profile form of a student: their names with signup's rules. */
export const studentProfileForm = updateProfileBody.extend({ firstName: signupName(), lastName: signupName() });

/** PUT /users/me/privacy-acceptance: the user accepts the privacy notice of that version. */
export const privacyAcceptanceBody = z.object({
  version: requiredString(VALIDATION.invalidValue, 20),
});
export type PrivacyAcceptanceBody = z.infer<typeof privacyAcceptanceBody>;
