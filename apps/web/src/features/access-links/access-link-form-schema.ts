import { accessLinkCreateBody } from '@tlp/shared/access-links';
import { expiryDate, MEXICO_UTC_OFFSET } from '@tlp/shared/dates';
import { ERRORS } from '@tlp/shared/errors';
import { VALIDATION } from '@tlp/shared/messages';
import { z } from 'zod';

/** The form's fields as typed: everything is text until it is checked. */
export interface AccessLinkFormValues {
  seats: string;
  name: string;
  date: string;
}

interface SchemaOptions {
  /** seats_used of the link being edited (0 when creating): fewer seats are refused. */
  usedSeats?: number;
  /** 'YYYY-MM-DD' of today in Mexico City: an earlier date is refused. */
  today: string;
  /** A date kept as it was loaded is accepted even if already past (edit). */
  unchangedDate?: string;
}

/**
 * The access-link form, checked with the API's own rules (accessLinkCreateBody; the edit body's
 * are the same): seats a whole number from 1, the name without control characters, the expiry a
 * real day from today to 5 years ahead. On top, what only the form knows: an empty seats field
 * is 'required', an edit may not go below the seats already used, and an expiry left as loaded
 * is kept.
 */
export function accessLinkFormSchema({ usedSeats = 0, today, unchangedDate }: SchemaOptions) {
  const { seats, name } = accessLinkCreateBody.shape;
  const expiry = expiryDate(() => new Date(`${today}T12:00:00${MEXICO_UTC_OFFSET}`));
  return z.object({
    seats: z
      .string()
      .trim()
      .min(1, { error: VALIDATION.required, abort: true })
      .transform((value, ctx) => checkedBy(seats, value, ctx))
      .refine((n) => n >= usedSeats, { error: ERRORS.SeatsBelowUsed.message }),
    name: name.unwrap(),
    date: z.string().superRefine((value, ctx) => {
      if (value && value !== unchangedDate) checkedBy(expiry, value, ctx);
    }),
  });
}

/** The value as `rule` reads it, or its first message on the field (the text stays in the form). */
function checkedBy<T>(rule: z.ZodType<T>, value: string, ctx: z.RefinementCtx<string>): T {
  const checked = rule.safeParse(value);
  if (checked.success) return checked.data;
  ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
  return z.NEVER;
}
