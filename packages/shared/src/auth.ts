import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { PASSWORD_MESSAGES, VALIDATION } from './messages.ts';
import { birthDate, consentRules, guardianEmail } from './consents.ts';
import { orienterName, signupName } from './person-names.ts';
import { currentUser } from './users.ts';
import { currentPassword, idField, requiredEmail, requiredString, requiredText, text } from './zod-helpers.ts';

export { PERSON_NAME_PATTERN } from './person-names.ts';

/** At least 8 characters with a digit, a lowercase and an uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-záéíóúñü])(?=.*[A-ZÁÉÍÓÚÑÜ]).{8,}$/;

/** The login page's two tabs: 'Estudiante' and 'Orientador' (admins and representatives use the second). */
export const LOGIN_ROLES = ['student', 'orienter'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];
/** What the API accepts as `role`: the tabs, and 'university' for a campus's representative. */
export const API_LOGIN_ROLES = [...LOGIN_ROLES, 'university'] as const;

export const loginBody = z.object({
  email: requiredEmail(),
  password: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }).max(200),
  role: z.enum(API_LOGIN_ROLES, { error: VALIDATION.invalidValue }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenResponse = z
  .object({ accessToken: z.string() })
  .meta({ id: 'AccessToken', description: 'Un token de acceso (JWT) para `Authorization: Bearer …`' });

/**
 * GET /auth/refresh?include=user also answers the signed-in user (as GET /users/me): a page opened
 * afresh learns who is signed in with the one request that renews its session.
 */
export const REFRESH_INCLUDES_USER = 'user';
export const refreshQuery = z.object({
  include: z
    .literal(REFRESH_INCLUDES_USER)
    .optional()
    .meta({ description: '`user`: la respuesta trae también al usuario, como GET /users/me' }),
});
export const renewedSession = z.object({ accessToken: z.string(), user: currentUser.optional() }).meta({
  id: 'RenewedSession',
  description: 'Un token de acceso (JWT) y, con `include=user`, el usuario con sesión iniciada',
});

/** The rules of a new password: signup's, and the same on reset and change. */
export const strongPassword = () =>
  requiredString(VALIDATION.required, 200, VALIDATION.passwordFormat).regex(PASSWORD_PATTERN, {
    error: VALIDATION.passwordFormat,
  });

/** POST /users (JSON): student signup. */
/**
 * The version of the privacy notice the person read and accepted with the terms checkbox
 * (PRIVACY_NOTICE_VERSION); a signup that names an older one is refused, so what is recorded is
 * what they saw.
 */
const privacyVersion = () =>
  z
    .string({ error: VALIDATION.invalidValue })
    .max(20, { error: VALIDATION.invalidValue })
    .optional()
    .meta({ description: 'La versión del aviso de privacidad que aceptó (su fecha, AAAA-MM-DD)' });

/**
 * The student's fields. `birthDate` and `guardianEmail` are optional, so that a client that sends
 * the spec's payload keeps working (its student's age is unknown: their requests are held).
 */
export const studentSignupFields = z.object({
  firstName: signupName(),
  lastName: signupName(),
  highschoolId: idField(),
  semesterId: idField(),
  orienterKey: requiredText().max(100, { error: VALIDATION.required }),
  email: requiredEmail(),
  password: strongPassword(),
  type: z.literal('student', { error: VALIDATION.invalidValue }).optional(),
  privacyVersion: privacyVersion(),
  birthDate: birthDate().optional(),
  guardianEmail: guardianEmail(),
});

/** A minor names a guardian, with an address that is not their own (consents.ts). */
export const studentSignupBody = studentSignupFields.superRefine(consentRules());
export type StudentSignupBody = z.infer<typeof studentSignupBody>;

/**
 * The signup form: the payload plus the confirmation and the terms checkbox. The birth date and the
 * guardian's e-mail (`birthDate`, `guardianEmail`, with `consentRules()`) are added by the form
 * that asks them (issue 26, web side).
 */
export const studentSignupForm = studentSignupFields
  .omit({ type: true, privacyVersion: true, birthDate: true, guardianEmail: true })
  .extend({
    passwordConfirmation: z.string().min(1, { error: VALIDATION.required }),
    acceptTerms: z.boolean().refine((v) => v, { error: VALIDATION.acceptTerms }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    error: VALIDATION.passwordsDontMatch,
    path: ['passwordConfirmation'],
    // Said together with the other fields' errors, not only once they are all valid.
    when: ({ value }) => {
      const v = value as { password?: unknown; passwordConfirmation?: unknown };
      return typeof v.password === 'string' && typeof v.passwordConfirmation === 'string';
    },
  });
export type StudentSignupForm = z.input<typeof studentSignupForm>;

/** POST /users (form-data or form-encoded): orienter signup through an access link. */
export const orienterSignupBody = z.object({
  firstName: orienterName(),
  lastName: orienterName(),
  email: requiredEmail(),
  password: z
    .string({ error: VALIDATION.required })
    .min(1, { error: VALIDATION.required })
    .min(LIMITS.passwordMin, { error: VALIDATION.passwordMin8 })
    .max(200, { error: VALIDATION.passwordMin8 }),
  phone: text()
    .regex(/^(\d{10})?$/, { error: VALIDATION.phone })
    .optional(),
  type: z.literal('orienter', { error: VALIDATION.invalidValue }),
  privacyVersion: privacyVersion(),
  accessUuid: z.uuid({ error: VALIDATION.invalidValue }),
});
export type OrienterSignupBody = z.infer<typeof orienterSignupBody>;

/** A campus's representative signs up through a campus's access link, as an orienter does through a school's. */
export const universitySignupBody = orienterSignupBody.extend({
  type: z.literal('university', { error: VALIDATION.invalidValue }),
});
export type UniversitySignupBody = z.infer<typeof universitySignupBody>;

/** What signup takes as form data: an orienter's or a representative's, told apart by `type`. */
export const staffSignupBody = z.discriminatedUnion('type', [orienterSignupBody, universitySignupBody], {
  error: VALIDATION.invalidValue,
});
export type StaffSignupBody = z.infer<typeof staffSignupBody>;

export const orienterSignupForm = orienterSignupBody.omit({ type: true, accessUuid: true, privacyVersion: true });
export type OrienterSignupForm = z.input<typeof orienterSignupForm>;

/** A confirmation that must repeat `field`; said together with the other fields' errors. */
function matching<T extends z.ZodType>(schema: T, field: string, confirmation: string) {
  return schema.refine((v) => (v as Record<string, unknown>)[field] === (v as Record<string, unknown>)[confirmation], {
    error: VALIDATION.passwordsDontMatch,
    path: [confirmation],
    when: ({ value }) => {
      const v = value as Record<string, unknown>;
      return typeof v[field] === 'string' && typeof v[confirmation] === 'string';
    },
  });
}

/** POST /auth/password-reset: who forgot their password. */
export const passwordResetRequestBody = z.object({ email: requiredEmail() });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

/** The 202 of POST /auth/password-reset: the same whether the account exists or not. */
export const passwordResetRequested = z
  .object({ message: z.string() })
  .meta({ description: `Siempre el mismo mensaje: «${PASSWORD_MESSAGES.resetRequested}»` });

/** POST /auth/password-reset/confirm: the token of the mailed link and the new password. */
export const passwordResetConfirmBody = z.object({
  token: requiredString(PASSWORD_MESSAGES.resetTokenInvalid, 200),
  password: strongPassword(),
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

/** GET /auth/password-reset/{token}: whether the mailed link still works, before its form is shown. */
export const passwordResetTokenParams = z.object({
  token: requiredString(PASSWORD_MESSAGES.resetTokenInvalid, 200),
});

/** The form of /restablecer/:token: the new password, twice. */
export const passwordResetForm = matching(
  z.object({ password: strongPassword(), passwordConfirmation: z.string().min(1, { error: VALIDATION.required }) }),
  'password',
  'passwordConfirmation',
);
export type PasswordResetForm = z.input<typeof passwordResetForm>;

/** PUT /users/me/password. */
export const changePasswordBody = z.object({
  currentPassword: currentPassword(),
  newPassword: strongPassword(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The profile's form: the current password, and the new one twice. */
export const changePasswordForm = matching(
  changePasswordBody.extend({ newPasswordConfirmation: z.string().min(1, { error: VALIDATION.required }) }),
  'newPassword',
  'newPasswordConfirmation',
);
export type ChangePasswordForm = z.input<typeof changePasswordForm>;
