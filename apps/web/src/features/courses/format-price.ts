import { onFirstUse } from '@tlp/shared/first-use';
const options: Intl.NumberFormatOptions = { style: 'currency', currency: 'MXN', currencyDisplay: 'narrowSymbol' };
const whole = onFirstUse(
  () => new Intl.NumberFormat('es-MX', { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);
const cents = onFirstUse(
  () => new Intl.NumberFormat('es-MX', { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** 296 -> '$296 MXN', 1299.5 -> '$1,299.50 MXN' (es-MX). */
export function formatPriceMxn(amount: number): string {
  return `${(Number.isInteger(amount) ? whole : cents)().format(amount)} MXN`;
}
