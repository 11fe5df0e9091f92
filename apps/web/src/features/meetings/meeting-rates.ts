import { onFirstUse } from '@tlp/shared/first-use';

const numbers = onFirstUse(() => new Intl.NumberFormat('es-MX'));

/** part / whole as a whole percentage ('50 %', as the goals write it), or '—' when there is nothing to divide by. */
export function formatRate(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—';
}

/** 1234 -> '1,234' (es-MX). */
export function formatCount(value: number): string {
  return numbers().format(value);
}
