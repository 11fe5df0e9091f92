import { z } from 'zod';
import { VALIDATION } from './messages.ts';

// Messages zod writes itself (wrong types, unknown values) read in Spanish on both sides.
z.config(z.locales.es());

/** A required text: missing, not text or blank all read 'Este campo es obligatorio'. */
export const requiredText = () =>
  z.string({ error: VALIDATION.required }).trim().min(1, { error: VALIDATION.required });

export const requiredEmail = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(254, { error: VALIDATION.email })
    .pipe(z.email({ error: VALIDATION.email }));

/** A positive integer id (body fields take numbers; numeric strings from forms are accepted). */
export const idField = () =>
  z.coerce
    .number({ error: VALIDATION.required })
    .int({ error: VALIDATION.invalidId })
    .positive({ error: VALIDATION.required })
    .max(2_147_483_647, { error: VALIDATION.invalidId });

export const idParam = z.object({ id: idField() });
