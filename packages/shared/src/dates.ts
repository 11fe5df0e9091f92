import { z } from 'zod';
import { VALIDATION } from './messages.ts';
import { DATE_ONLY, dayInMexico, EXPIRY_MAX_YEARS } from './mexico-time.ts';

/** The rules for dates people type (zod); showing dates is in mexico-time.ts, which screens load without zod. */
export * from './mexico-time.ts';

const isoDateTime = z.iso.datetime({ offset: true, local: false });

/** A real calendar day: 2026-02-30 and 2026-13-01 are not. */
function isCalendarDay(value: string): boolean {
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d); // Date.UTC would read years 0–99 as 1900–1999
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The day a date or date-time names, in central Mexico; null when it is not a real one. */
export function dayOf(value: string): string | null {
  if (DATE_ONLY.test(value)) return isCalendarDay(value) ? value : null;
  if (!isoDateTime.safeParse(value).success || !isCalendarDay(value.slice(0, 10))) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : dayInMexico(instant);
}

function addYears(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;
}

/**
 * The one rule for an expiry date (access links, create and edit): a real date (YYYY-MM-DD, or an
 * ISO date-time with its offset), not before today and at most 5 years ahead, both in central Mexico.
 */
export const expiryDate = (now: () => Date = () => new Date()) =>
  z
    .string({ error: VALIDATION.dateInvalid })
    .trim()
    .max(40, { error: VALIDATION.dateInvalid })
    .superRefine((value, ctx) => {
      const day = dayOf(value);
      const today = dayInMexico(now());
      if (!day) ctx.addIssue({ code: 'custom', message: VALIDATION.dateInvalid });
      // A day past the year 9999 (a late time with a far offset) has more digits and no place in text order.
      else if (day.length > 10 || day > addYears(today, EXPIRY_MAX_YEARS))
        ctx.addIssue({ code: 'custom', message: VALIDATION.dateTooFar });
      else if (day < today) ctx.addIssue({ code: 'custom', message: VALIDATION.dateNotPast });
    });
