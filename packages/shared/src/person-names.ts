import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { requiredText } from './zod-helpers.ts';

/**
 * A person's name: letters of any language (with their accents, also as combining marks), spaces,
 * apostrophes (' and ’), hyphens and dots, with at least one letter. No digits, symbols, links or
 * separators other than the space: it is shown in pages and mailed.
 */
export const PERSON_NAME_PATTERN = /^(?:(?=.*\p{L})[\p{L}\p{M} '’.-]+)?$/u; // empty: told as required
const personName = () => requiredText().regex(PERSON_NAME_PATTERN, { error: VALIDATION.personName });

/** A student's first or last names, at signup and in the profile: 3 to 60 characters. */
export const signupName = () =>
  personName()
    .min(LIMITS.signupNameMin, { error: VALIDATION.min3 })
    .max(LIMITS.signupNameMax, { error: VALIDATION.max60 });

/** A counselor's (or any staff's) first or last names: up to 100 characters. */
export const orienterName = () => personName().max(LIMITS.orienterNameMax, { error: VALIDATION.max100 });
