import { expiryDate, MEXICO_UTC_OFFSET } from '@tlp/shared/dates';
import { text } from '@tlp/shared/zod-helpers';
import { z } from 'zod';
import { AL_TEXT as TEXT } from './messages.ts';

export interface AccessLinkFormValues {
  seats: string;
  name: string;
  date: string;
}

interface SchemaOptions {
  /** The fewest seats allowed: 1 on create, seats_used (at least 1) on edit. */
  minSeats: number;
  /** Whether the minimum comes from the seats already used (edit). */
  usedSeats?: number;
  /** 'YYYY-MM-DD' of today: an earlier date is refused. */
  today: string;
  /** A date kept as it was loaded is accepted even if already past (edit). */
  unchangedDate?: string;
}

/**
 * seats required, a whole number, at least the minimum; name optional (≤ 100, no control
 * characters); date by the API's own rule: a real day from today to 5 years ahead.
 */
export function accessLinkFormSchema({ minSeats, usedSeats = 0, today, unchangedDate }: SchemaOptions) {
  return z.object({
    seats: z.string().superRefine((value, ctx) => {
      const text = value.trim();
      if (text === '') return void ctx.addIssue({ code: 'custom', message: TEXT.required });
      const n = Number(text);
      if (!/^[+-]?\d+(\.\d+)?$/.test(text) || Number.isNaN(n))
        return void ctx.addIssue({ code: 'custom', message: TEXT.notANumber });
      if (!Number.isInteger(n)) return void ctx.addIssue({ code: 'custom', message: TEXT.seatsInteger });
      if (n < 1) return void ctx.addIssue({ code: 'custom', message: TEXT.seatsMin });
      if (n < minSeats && usedSeats > 0) return void ctx.addIssue({ code: 'custom', message: TEXT.seatsBelowUsed });
      if (n > 100_000) ctx.addIssue({ code: 'custom', message: TEXT.notANumber });
    }),
    name: text().max(100, { error: TEXT.nameMax }),
    date: z.string().superRefine((value, ctx) => {
      if (!value || value === unchangedDate) return;
      const checked = expiryDate(() => new Date(`${today}T12:00:00${MEXICO_UTC_OFFSET}`)).safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
    }),
  });
}
