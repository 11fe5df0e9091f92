// Numbers as es-MX writes them ('12,345', '$134,400'), by hand for whole amounts: building an Intl
// number format loads the locale's data, 50 to 230 ms of a slow phone's processor in the middle of
// drawing the first screen that shows a count or a price. Tests compare both over generated values.

/** Written by hand below this; beyond it, and for fractions, by Intl (built the first time). */
const HAND_WRITTEN_BELOW = 1e15;

let intlNumber: Intl.NumberFormat | undefined;
let intlPesos: Intl.NumberFormat | undefined;

/** '12,345' (digits grouped by three with commas). */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A number as `new Intl.NumberFormat('es-MX').format` writes it: '12,345', '-7', '0.125'. */
export function mxNumber(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < HAND_WRITTEN_BELOW && !Object.is(n, -0)) {
    return `${n < 0 ? '-' : ''}${grouped(Math.abs(n))}`;
  }
  intlNumber ??= new Intl.NumberFormat('es-MX');
  return intlNumber.format(n);
}

/**
 * '$134,400': an amount in whole Mexican pesos as es-MX writes it (Intl's currency format with no
 * decimals: rounded half away from zero).
 */
export function pesos(amount: number): string {
  if (Math.abs(amount) < HAND_WRITTEN_BELOW) {
    const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
    return `${sign}$${grouped(Math.round(Math.abs(amount)))}`;
  }
  intlPesos ??= new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });
  return intlPesos.format(amount);
}
