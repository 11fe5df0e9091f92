import { onFirstUse } from './first-use.ts';

/** Dates a user picks are days in central Mexico (no daylight saving time since 2022: UTC-6). */
export const MEXICO_TIME_ZONE = 'America/Mexico_City';
export const MEXICO_UTC_OFFSET = '-06:00';
/** How far ahead an expiry may be set. */
export const EXPIRY_MAX_YEARS = 5;

export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * Central Mexico has kept UTC-6 since this instant (the end of its last daylight saving time, 30
 * October 2022). From it on, the day of an instant is plain arithmetic; before it, `Intl` with the
 * zone's history answers. Building an `Intl` formatter for a time zone loads the zone's data, tens
 * of milliseconds on a slow phone, in the middle of drawing the first screen that shows a date.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2022, 9, 30, 7);
const OFFSET_MS = -6 * 60 * 60 * 1000;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_TIME_ZONE }));
const longDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MEXICO_TIME_ZONE }),
);

/** The year, month (0–11) and day of an instant in central Mexico, for instants since FIXED_OFFSET_SINCE. */
function mexicoDay(instant: Date): { year: number; month: number; day: number } {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) of an instant in central Mexico. */
export function dayInMexico(instant: Date): string {
  if (instant.getTime() < FIXED_OFFSET_SINCE) return dayFormat().format(instant);
  const { year, month, day } = mexicoDay(instant);
  return `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
}

/**
 * A day as people read it, '12 de marzo de 2026', always the day in central Mexico whatever the
 * reader's clock says: a calendar day ('2026-03-12') is that day, an instant
 * ('2027-07-01T05:59:59.999Z') the day it falls on in Mexico City (30 de junio). Anything else is
 * shown as given.
 */
export function formatLongDate(value: string): string {
  // Noon in central Mexico: the same calendar day at any offset the zone has had.
  const instant = new Date(DATE_ONLY.test(value) ? `${value}T12:00:00${MEXICO_UTC_OFFSET}` : value);
  if (Number.isNaN(instant.getTime())) return value;
  if (instant.getTime() < FIXED_OFFSET_SINCE) return longDateFormat().format(instant);
  const { year, month, day } = mexicoDay(instant);
  return `${day} de ${MONTHS[month]} de ${year}`;
}

/** The instant an expiry ends: a date-only value lasts to the end of that day in central Mexico. */
export function expiryInstant(value: string): Date {
  return DATE_ONLY.test(value) ? new Date(`${value}T23:59:59.999${MEXICO_UTC_OFFSET}`) : new Date(value);
}
