// CSV per RFC 4180, safe to open in a spreadsheet.
import { dayInMexico, MEXICO_TIME_ZONE } from '@tlp/shared';

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

/** First characters a spreadsheet reads as a formula (OWASP): = + - @, tab, carriage return. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/** A cell a spreadsheet would read as a formula gets a leading quote. */
export function neutralize(value: string): string {
  return FORMULA_START.has(value.charAt(0)) ? `'${value}` : value;
}

/** Every field quoted, inner quotes doubled: commas, quotes and line breaks stay inside their cell. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = neutralize(typeof value === 'string' ? value : String(value));
  return `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`;
}

export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  // A loop of concatenations: a long export calls this once per row.
  let line = '';
  for (let i = 0; i < values.length; i++) line += i ? `,${csvField(values[i])}` : csvField(values[i]);
  return line + LINE_END;
}

const HOUR_MS = 3_600_000;

// Built once: a new Intl.DateTimeFormat per call costs far more than the formatting itself (and
// native memory the garbage collector reclaims late).
const mexicoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEXICO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  /** Mexico City time minus UTC, in milliseconds. */
  offset: number;
}

function wallClock(ms: number): WallClock {
  const p: Record<string, string> = {};
  for (const { type, value } of mexicoParts.formatToParts(ms)) p[type] = value;
  const local = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  const offset = local - Math.floor(ms / 1000) * 1000;
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, offset };
}

const fromParts = (w: WallClock) => `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}`;

/**
 * 'YYYY-MM-DD HH:' of each UTC hour whose Mexico City offset is a whole number of hours, the same
 * at its first and last millisecond (no change of offset inside it): every instant of such an hour
 * shares that prefix and has its UTC minute. Null for the other hours (e.g. the local mean time
 * before 1922, −6:36:36), which Intl formats instant by instant. Bounded: cleared when full.
 */
const hourPrefixes = new Map<number, string | null>();
const MAX_CACHED_HOURS = 20_000;

function hourPrefix(hour: number): string | null {
  let prefix = hourPrefixes.get(hour);
  if (prefix === undefined) {
    const start = wallClock(hour * HOUR_MS);
    const end = wallClock(hour * HOUR_MS + HOUR_MS - 1);
    const whole = start.offset === end.offset && start.offset % HOUR_MS === 0;
    prefix = whole ? `${start.year}-${start.month}-${start.day} ${start.hour}:` : null;
    if (hourPrefixes.size >= MAX_CACHED_HOURS) hourPrefixes.clear();
    hourPrefixes.set(hour, prefix);
  }
  return prefix;
}

/** 'YYYY-MM-DD HH:mm' in Mexico City time, which spreadsheets read as a date (from a date or epoch ms). */
export function mexicoDateTime(date: Date | number): string {
  const ms = typeof date === 'number' ? date : date.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  const prefix = hourPrefix(hour);
  if (prefix === null) return fromParts(wallClock(ms));
  const minute = Math.floor((ms - hour * HOUR_MS) / 60_000);
  return minute < 10 ? `${prefix}0${minute}` : prefix + minute;
}

/** Today's date in Mexico City, 'YYYY-MM-DD' (the day the web app shows too: @tlp/shared dates). */
export function mexicoToday(now = new Date()): string {
  return dayInMexico(now);
}
