import { ageGroup, birthDate, consentRules, guardianEmail } from '@tlp/shared/consents';
import { VALIDATION } from '@tlp/shared/messages';
import { z } from 'zod';

const validBirthDate = birthDate();

/**
 * A minor's birth date: a real day, not in the future nor more than 100 years back, under 18 today
 * in Mexico City. The forms then ask the guardian's e-mail.
 */
export function isMinorBirthDate(value: unknown): boolean {
  return typeof value === 'string' && validBirthDate.safeParse(value).success && ageGroup(value.trim()) === 'minor';
}

/**
 * The birth date and the guardian's e-mail, as a form asks them: the date is required there (the
 * API takes it as optional, for clients that send the spec's payload).
 */
export const consentFields = () => ({
  birthDate: z.string({ error: VALIDATION.required }).trim().min(1, { error: VALIDATION.required }).pipe(birthDate()),
  guardianEmail: guardianEmail(),
});

/**
 * The API's rules that join both fields (consentRules: a minor names a guardian, not with their own
 * e-mail), said together with the form's other errors once the birth date is a minor's.
 */
export const CONSENT_RULES_WHEN = {
  when: ({ value }: { value: unknown }) => isMinorBirthDate((value as { birthDate?: unknown } | undefined)?.birthDate),
};

/** A form of its own for the birth date (the booking dialog, 'Mis datos'): the student's own e-mail is known. */
export function birthDateForm(ownEmail: string) {
  const rules = consentRules();
  return z
    .object(consentFields())
    .superRefine((body, ctx) => rules({ ...body, email: ownEmail }, ctx), CONSENT_RULES_WHEN);
}
export type BirthDateFormValues = z.input<ReturnType<typeof birthDateForm>>;
