import { z } from 'zod';
import { VALIDATION } from './messages.ts';
import { onFirstUse } from './first-use.ts';

/** Dates a user picks are days in central Mexico (no daylight saving time since 2022: UTC-6). */
export const MEXICO_TIME_ZONE = 'America/Mexico_City';
export const MEXICO_UTC_OFFSET = '-06:00';
/** How far ahead an expiry may be set. */
export const EXPIRY_MAX_YEARS = 5;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_TIME_ZONE }));

/** The calendar day (YYYY-MM-DD) of an instant in central Mexico. */
export const dayInMexico = (instant: Date): string => dayFormat().format(instant);

const longDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MEXICO_TIME_ZONE }),
);

/**
 * A day as people read it, '12 de marzo de 2026', always the day in central Mexico whatever the
 * reader's clock says: a calendar day ('2026-03-12') is that day, an instant
 * ('2027-07-01T05:59:59.999Z') the day it falls on in Mexico City (30 de junio). Anything else is
 * shown as given.
 */
export function formatLongDate(value: string): string {
  // Noon in central Mexico: the same calendar day at any offset the zone has had.
  const instant = new Date(DATE_ONLY.test(value) ? `${value}T12:00:00${MEXICO_UTC_OFFSET}` : value);
  return Number.isNaN(instant.getTime()) ? value : longDateFormat().format(instant);
}

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

/** The instant an expiry ends: a date-only value lasts to the end of that day in central Mexico. */
export function expiryInstant(value: string): Date {
  return DATE_ONLY.test(value) ? new Date(`${value}T23:59:59.999${MEXICO_UTC_OFFSET}`) : new Date(value);
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
