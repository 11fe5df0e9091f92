import { onFirstUse } from '@tlp/shared/first-use';

const percent = onFirstUse(() => new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 0 }));
const numbers = onFirstUse(() => new Intl.NumberFormat('es-MX'));

/** part / whole as a whole percentage ('50%'), or '—' when there is nothing to divide by. */
export function formatRate(part: number, whole: number): string {
  return whole > 0 ? percent().format(part / whole) : '—';
}

/** 1234 -> '1,234' (es-MX). */
export function formatCount(value: number): string {
  return numbers().format(value);
}
