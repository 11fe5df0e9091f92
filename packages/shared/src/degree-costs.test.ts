import { describe, expect, it } from 'vitest';
import { pesos, totalCost, yearlyCost, yearsOf } from './degree-costs.ts';

describe('yearsOf', () => {
  it('halves semesters', () => {
    expect(yearsOf(9, 'semestres')).toEqual({ value: 4.5, how: '9 semestres ÷ 2 por año = 4.5 años' });
    expect(yearsOf(8, 'semestres')?.value).toBe(4);
  });

  it('divides four-month periods by three', () => {
    const years = yearsOf(10, 'cuatrimestres')!;
    expect(years.value).toBeCloseTo(10 / 3);
    expect(years.how).toBe('10 cuatrimestres ÷ 3 por año = 3.3 años');
    expect(yearsOf(12, 'cuatrimestres')).toEqual({ value: 4, how: '12 cuatrimestres ÷ 3 por año = 4 años' });
  });

  it('keeps years as they are, one in the singular', () => {
    expect(yearsOf(5, 'anios')).toEqual({ value: 5, how: '5 años' });
    expect(yearsOf(1, 'anios')).toEqual({ value: 1, how: '1 año' });
  });

  it('is null without a duration or a unit', () => {
    expect(yearsOf(null, 'semestres')).toBeNull();
    expect(yearsOf(8, null)).toBeNull();
  });
});

describe('yearlyCost', () => {
  it('doubles a semester', () => {
    expect(yearlyCost(10_900, 'semestres')).toEqual({ value: 21_800, how: '2 semestres por año × $10,900' });
  });

  it('triples a four-month period', () => {
    expect(yearlyCost(7_000, 'cuatrimestres')).toEqual({ value: 21_000, how: '3 cuatrimestres por año × $7,000' });
  });

  it('takes a year as it is', () => {
    expect(yearlyCost(45_500, 'anios')).toEqual({ value: 45_500, how: '$45,500 por año' });
  });

  it('is null without a cost or a unit, and free is free', () => {
    expect(yearlyCost(null, 'semestres')).toBeNull();
    expect(yearlyCost(10_000, null)).toBeNull();
    expect(yearlyCost(0, 'semestres')).toEqual({ value: 0, how: '2 semestres por año × $0' });
  });
});

describe('totalCost', () => {
  it('multiplies the cost by the periods of every kind', () => {
    expect(totalCost(10_900, 9, 'semestres')).toEqual({ value: 98_100, how: '9 semestres × $10,900' });
    expect(totalCost(7_000, 10, 'cuatrimestres')).toEqual({ value: 70_000, how: '10 cuatrimestres × $7,000' });
    expect(totalCost(45_500, 5, 'anios')).toEqual({ value: 227_500, how: '5 años × $45,500' });
    expect(totalCost(45_500, 1, 'anios')?.how).toBe('1 año × $45,500');
  });

  it('says periods when the unit is not given', () => {
    expect(totalCost(10_000, 8)).toEqual({ value: 80_000, how: '8 periodos × $10,000' });
    expect(totalCost(10_000, 1)?.how).toBe('1 periodo × $10,000');
  });

  it('is null without a cost or a duration', () => {
    expect(totalCost(null, 8, 'semestres')).toBeNull();
    expect(totalCost(10_000, null, 'semestres')).toBeNull();
  });

  it('agrees with the yearly cost times the years', () => {
    for (const [cost, n, unit] of [
      [12_300, 9, 'semestres'],
      [8_100, 11, 'cuatrimestres'],
      [60_000, 4, 'anios'],
    ] as const) {
      expect(totalCost(cost, n, unit)!.value).toBeCloseTo(yearlyCost(cost, unit)!.value * yearsOf(n, unit)!.value);
    }
  });
});

it('writes pesos as Mexico does', () => {
  expect(pesos(1_234_567)).toBe('$1,234,567');
});
