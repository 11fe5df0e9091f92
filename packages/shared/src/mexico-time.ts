import { onFirstUse } from './first-use.ts';

/** Dates a user picks are days in central Mexico (no daylight saving time since 2022: UTC-6). */
export const MEXICO_TIME_ZONE = 'America/Mexico_City';
export const MEXICO_UTC_OFFSET = '-06:00';
/** How far ahead an expiry may be set. */
export const EXPIRY_MAX_YEARS = 5;

export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_TIME_ZONE }));

/** The calendar day (YYYY-MM-DD) of an instant in central Mexico. */
export const dayInMexico = (instant: Date): string => dayFormat().format(instant);

const longDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MEXICO_TIME_ZONE }),
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

/** The instant an expiry ends: a date-only value lasts to the end of that day in central Mexico. */
export function expiryInstant(value: string): Date {
  return DATE_ONLY.test(value) ? new Date(`${value}T23:59:59.999${MEXICO_UTC_OFFSET}`) : new Date(value);
}
