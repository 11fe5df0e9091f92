import { MEXICO_TIME_ZONES } from '@tlp/shared/slot-limits';

/**
 * Instants shown and typed in a place's own time zone (a campus's), whatever the browser's zone:
 * a meeting at 10:00 in Tijuana reads 10:00 on every screen, with the zone's name next to it.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let cached = formatters.get(key);
  if (!cached) {
    cached = make();
    formatters.set(key, cached);
  }
  return cached;
}

/** The zone's Spanish name ('hora del centro'), or null when it is not one of Mexico's. */
export function zoneName(timeZone: string): string | null {
  return MEXICO_TIME_ZONES[timeZone as keyof typeof MEXICO_TIME_ZONES] ?? null;
}

function format(iso: string, timeZone: string, style: 'long' | 'short'): string {
  const named = zoneName(timeZone);
  const text = formatter(
    `${style}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('es-MX', {
        timeZone,
        ...(style === 'long' ? { weekday: 'long', day: 'numeric', month: 'long' } : { day: 'numeric', month: 'short' }),
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        // A zone of Mexico is named in words after the hour; another one by its offset.
        ...(named ? {} : { timeZoneName: 'short' }),
      }),
  ).format(new Date(iso));
  return named ? `${text} (${named})` : text;
}

/** 'jueves, 12 de marzo de 2026, 10:30 a.m. (hora del centro)': day, hour and the zone. */
export const formatInZone = (iso: string, timeZone: string): string => format(iso, timeZone, 'long');

/** '12 mar 2026, 10:30 a.m. (hora del centro)': compact, for tables. */
export const formatShortInZone = (iso: string, timeZone: string): string => format(iso, timeZone, 'short');

/** The wall-clock parts of an instant in a zone. */
function partsIn(instant: Date, timeZone: string) {
  const parts = formatter(
    `parts|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  ).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/**
 * The instant (ISO 8601 UTC) at which the wall clock of `timeZone` reads `date` ('YYYY-MM-DD')
 * `time` ('HH:MM'). null when the fields are not a real day and hour.
 */
export function zonedWallTimeToIso(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const check = new Date(wall);
  if (check.getUTCDate() !== Number(d[3]) || check.getUTCHours() !== Number(t[1])) return null;
  // Two passes settle the offset around a change of the clocks.
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - (partsIn(new Date(guess), timeZone) - guess);
  return new Date(guess).toISOString();
}

/** 'YYYY-MM-DD' of an instant in a zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  return new Date(partsIn(instant, timeZone)).toISOString().slice(0, 10);
}
