import { onFirstUse } from '@tlp/shared/first-use';
import { DATE_ONLY } from '@tlp/shared/mexico-time';
import { mxNumber } from '@tlp/shared/mx-numbers';

const dayMonth = onFirstUse(() => new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'long' }));
const dayShort = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'short' }),
);

/** 1234 -> '1,234' (es-MX). */
export const formatCount = (value: number): string => mxNumber(value);

/** part / whole as a whole percentage ('50 %', as the goals write it), or '—' with nothing to divide by. */
export function formatRate(part: number, whole: number | null): string {
  return whole !== null && whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—';
}

/** A calendar day as midnight UTC (the day itself, whatever the reader's zone). */
const asUtc = (day: string) => (DATE_ONLY.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(Number.NaN));

/** '2027-04-14' -> '14 de abril'. */
export function formatDayMonth(day: string): string {
  const date = asUtc(day);
  return Number.isNaN(date.getTime()) ? day : dayMonth().format(date);
}

/** '2027-04-14' -> '14 abr', for a chart's axis. */
export function formatShortDay(day: string): string {
  const date = asUtc(day);
  return Number.isNaN(date.getTime()) ? day : dayShort().format(date);
}
