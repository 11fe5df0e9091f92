// Numbers as es-MX writes them ('12,345', '4.5', '$134,400'), by hand: building an Intl number
// format loads the locale's data, 50 to 230 ms of a slow phone's processor in the middle of drawing
// the first screen that shows a count, a duration or a price. Tests compare both over generated
// values.

import { onFirstUse } from './first-use.ts';

/** Written by hand below this; beyond it (and in exponent notation), by Intl. */
const HAND_WRITTEN_BELOW = 1e15;

const pesosIntl = onFirstUse(
  () => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 }),
);

/** '12,345' (digits grouped by three with commas). */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '1' + 1 on a string of digits: '129' → '130', '99' → '100'. */
function addOne(digits: string): string {
  let carry = true;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const digit: number = Number(digits[i]) + (carry ? 1 : 0);
    carry = digit === 10;
    out = String(digit % 10) + out;
  }
  return carry ? `1${out}` : out;
}

/**
 * |n| rounded to `fractionDigits` at most, half away from zero, on its shortest decimal writing
 * (as Intl does: 0.15 is '0.2', not the binary value's '0.1'); null when it is written with an
 * exponent.
 */
function roundedDigits(n: number, fractionDigits: number): { whole: string; fraction: string } | null {
  const text = String(Math.abs(n));
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= fractionDigits) return { whole, fraction };
  const kept = whole + fraction.slice(0, fractionDigits);
  const up = Number(fraction[fractionDigits]) >= 5;
  const digits = up ? addOne(kept).padStart(kept.length, '0') : kept;
  const cut = digits.length - fractionDigits;
  return { whole: digits.slice(0, cut) || '0', fraction: digits.slice(cut).replace(/0+$/, '') };
}

/** |n|'s digits, rounded, when written by hand; null for Intl (NaN, infinities, 1e15 and beyond). */
const handWritten = (n: number, fractionDigits: number) =>
  Number.isFinite(n) && Math.abs(n) < HAND_WRITTEN_BELOW ? roundedDigits(n, fractionDigits) : null;

/** '-' before a negative number, as Intl writes it (also for -0). */
const signOf = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '');

/**
 * A number as `new Intl.NumberFormat('es-MX', { maximumFractionDigits })` writes it: '12,345',
 * '-7', '4.5' (3 decimals at most by default, as Intl's).
 */
export function mxNumber(n: number, maximumFractionDigits = 3): string {
  const rounded = handWritten(n, maximumFractionDigits);
  // Out of the hand-written range (rare): Intl, built for that call.
  if (!rounded) return new Intl.NumberFormat('es-MX', { maximumFractionDigits }).format(n);
  return `${signOf(n)}${grouped(rounded.whole)}${rounded.fraction ? `.${rounded.fraction}` : ''}`;
}

/**
 * '$134,400': an amount in whole Mexican pesos as es-MX writes it (Intl's currency format with no
 * decimals: rounded half away from zero).
 */
export function pesos(amount: number): string {
  const rounded = handWritten(amount, 0);
  if (!rounded) return pesosIntl().format(amount);
  return `${signOf(amount)}$${grouped(rounded.whole)}`;
}
