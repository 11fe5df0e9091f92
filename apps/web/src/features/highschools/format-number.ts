import { onFirstUse } from '@tlp/shared/first-use';
const numberFormat = onFirstUse(() => new Intl.NumberFormat('es-MX'));

/** 1234 -> '1,234' (es-MX). */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}
