import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { idField, requiredEmail, requiredText, text } from './zod-helpers.ts';

/** At least 8 characters with a digit, a lowercase and an uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-záéíóúñü])(?=.*[A-ZÁÉÍÓÚÑÜ]).{8,}$/;

export const LOGIN_ROLES = ['student', 'orienter'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

export const loginBody = z.object({
  email: requiredEmail(),
  password: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }).max(200),
  role: z.enum(LOGIN_ROLES, { error: VALIDATION.invalidValue }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenResponse = z
  .object({ accessToken: z.string() })
  .meta({ id: 'AccessToken', description: 'Un token de acceso (JWT) para `Authorization: Bearer …`' });

const signupName = () =>
  requiredText()
    .min(LIMITS.signupNameMin, { error: VALIDATION.min3 })
    .max(LIMITS.signupNameMax, { error: VALIDATION.max60 });

const strongPassword = () =>
  z
    .string({ error: VALIDATION.required })
    .min(1, { error: VALIDATION.required })
    .max(200, { error: VALIDATION.passwordFormat })
    .regex(PASSWORD_PATTERN, { error: VALIDATION.passwordFormat });

/** POST /users (JSON): student signup. */
export const studentSignupBody = z.object({
  firstName: signupName(),
  lastName: signupName(),
  highschoolId: idField(),
  semesterId: idField(),
  orienterKey: requiredText().max(100, { error: VALIDATION.required }),
  email: requiredEmail(),
  password: strongPassword(),
  type: z.literal('student', { error: VALIDATION.invalidValue }).optional(),
});
export type StudentSignupBody = z.infer<typeof studentSignupBody>;

/** The signup form: the payload plus the confirmation and the terms checkbox. */
export const studentSignupForm = studentSignupBody
  .omit({ type: true })
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

const orienterName = () => requiredText().max(LIMITS.orienterNameMax, { error: VALIDATION.max100 });

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
  accessUuid: z.uuid({ error: VALIDATION.invalidValue }),
});
export type OrienterSignupBody = z.infer<typeof orienterSignupBody>;

export const orienterSignupForm = orienterSignupBody.omit({ type: true, accessUuid: true });
export type OrienterSignupForm = z.input<typeof orienterSignupForm>;
