// What a degree takes in years and money, from its duration and its cost per period, each figure
// with the sentence that says how it was worked out ('2 semestres por año × $10,900'), so a student
// can check it. Pure functions: the comparison, the matches and the degree page use them.
import type { DurationUnit } from './degrees.ts';
import { mxNumber, pesos } from './mx-numbers.ts';

/** A worked-out figure and how it was worked out, in Spanish. */
export interface Worked {
  value: number;
  how: string;
}

/** How many periods of each unit make a year. */
export const PERIODS_PER_YEAR: Record<DurationUnit, number> = { semestres: 2, cuatrimestres: 3, anios: 1 };

const UNIT_WORDS: Record<DurationUnit, [one: string, many: string]> = {
  semestres: ['semestre', 'semestres'],
  cuatrimestres: ['cuatrimestre', 'cuatrimestres'],
  anios: ['año', 'años'],
};

/** '$10,900' (packages/shared/src/mx-numbers.ts). */
export { pesos };

/** '9 semestres', '1 año'. */
const count = (n: number, unit: DurationUnit) => `${mxNumber(n, 1)} ${UNIT_WORDS[unit][n === 1 ? 0 : 1]}`;

/** Years a degree lasts: semestres ÷ 2, cuatrimestres ÷ 3, años as they are ('9 semestres ÷ 2 por año = 4.5 años'). */
export function yearsOf(duracion: number | null, unidad: DurationUnit | null): Worked | null {
  if (duracion === null || unidad === null) return null;
  const value = duracion / PERIODS_PER_YEAR[unidad];
  if (unidad === 'anios') return { value, how: count(duracion, 'anios') };
  return { value, how: `${count(duracion, unidad)} ÷ ${PERIODS_PER_YEAR[unidad]} por año = ${count(value, 'anios')}` };
}

/** What a year costs: the period's cost times the periods in a year ('2 semestres por año × $10,900'). */
export function yearlyCost(costo_periodo: number | null, unidad: DurationUnit | null): Worked | null {
  if (costo_periodo === null || unidad === null) return null;
  const perYear = PERIODS_PER_YEAR[unidad];
  const value = costo_periodo * perYear;
  if (unidad === 'anios') return { value, how: `${pesos(costo_periodo)} por año` };
  return { value, how: `${count(perYear, unidad)} por año × ${pesos(costo_periodo)}` };
}

/**
 * What the whole degree costs: the period's cost times the periods it lasts ('9 semestres × $10,900';
 * '9 periodos × …' when the unit is not given).
 */
export function totalCost(
  costo_periodo: number | null,
  duracion: number | null,
  unidad: DurationUnit | null = null,
): Worked | null {
  if (costo_periodo === null || duracion === null) return null;
  const periods = unidad ? count(duracion, unidad) : `${duracion} ${duracion === 1 ? 'periodo' : 'periodos'}`;
  return { value: costo_periodo * duracion, how: `${periods} × ${pesos(costo_periodo)}` };
}
