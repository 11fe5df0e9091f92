import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mxNumber, pesos } from './mx-numbers.ts';

const intlPesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });
const intlNumber = new Intl.NumberFormat('es-MX');
const intlDecimal = (digits: number) => new Intl.NumberFormat('es-MX', { maximumFractionDigits: digits });

/** Whole and fractional values of both signs, halves (rounding), and any double. */
const values = fc.oneof(
  fc.integer({ min: 0, max: 50_000_000 }),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
  // Short decimals, where rounding on the decimal writing and on the binary value differ (0.15).
  fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100),
  fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 1000),
  fc.constantFrom(0.15, 1.05, 2.675, 9.95, 99.95, 0.05, -0.04, 4.5, 1e-7, 1e21),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.double({ noNaN: true }),
);

describe('pesos', () => {
  it('writes whole pesos as es-MX does', () => {
    expect(pesos(134_400)).toBe('$134,400');
    expect(pesos(999)).toBe('$999');
    expect(pesos(1_000)).toBe('$1,000');
    expect(pesos(0)).toBe('$0');
    expect(pesos(2.5)).toBe('$3');
  });

  it('agrees with Intl on any amount', () => {
    fc.assert(
      fc.property(values, (amount) => {
        expect(pesos(amount)).toBe(intlPesos.format(amount));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('mxNumber', () => {
  it('groups thousands with commas', () => {
    expect(mxNumber(1_234_567)).toBe('1,234,567');
    expect(mxNumber(12)).toBe('12');
    expect(mxNumber(-4_500)).toBe('-4,500');
  });

  it('writes decimals as es-MX does', () => {
    expect(mxNumber(4.5, 1)).toBe('4.5');
    expect(mxNumber(3, 1)).toBe('3');
    expect(mxNumber(9.95, 1)).toBe('10');
    expect(mxNumber(1234.56, 1)).toBe('1,234.6');
  });

  it('agrees with Intl on any number', () => {
    fc.assert(
      fc.property(values, (n) => {
        expect(mxNumber(n)).toBe(intlNumber.format(n));
      }),
      { numRuns: 5_000 },
    );
  });

  it('agrees with Intl on any number and any count of decimals', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 4 }), (n, digits) => {
        expect(mxNumber(n, digits)).toBe(intlDecimal(digits).format(n));
      }),
      { numRuns: 5_000 },
    );
  });
});
