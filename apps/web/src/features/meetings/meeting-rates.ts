import { mxNumber } from '@tlp/shared/mx-numbers';

/** part / whole as a whole percentage ('50 %', as the goals write it), or '—' when there is nothing to divide by. */
export function formatRate(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—';
}

/** 1234 -> '1,234' (es-MX). */
export const formatCount = (value: number): string => mxNumber(value);
