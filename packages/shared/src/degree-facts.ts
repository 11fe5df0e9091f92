// What a degree's modality, duration and cost read as, without zod: the explore page's cards show
// them and must not load the degrees' schemas (degrees.ts re-exports all of this).
import { pesos } from './mx-numbers.ts';

/** How a degree is taught. */
export const DEGREE_MODALITIES = ['presencial', 'en_linea', 'mixta'] as const;
export type DegreeModality = (typeof DEGREE_MODALITIES)[number];
/** The unit of a degree's duration, and of its cost: one period. */
export const DURATION_UNITS = ['semestres', 'cuatrimestres', 'anios'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const DEGREE_LIMITS = { durationMax: 20, costMax: 1_000_000 } as const;

export const DEGREE_FIELD_LABELS = {
  modality: 'Modalidad',
  duration: 'Duración',
  durationUnit: 'Unidad de duración',
  cost: 'Costo aproximado por periodo',
  modalities: { presencial: 'Presencial', en_linea: 'En línea', mixta: 'Mixta' } satisfies Record<
    DegreeModality,
    string
  >,
  units: { semestres: 'Semestres', cuatrimestres: 'Cuatrimestres', anios: 'Años' } satisfies Record<
    DurationUnit,
    string
  >,
} as const;

const UNIT_WORDS: Record<DurationUnit, [string, string]> = {
  semestres: ['semestre', 'semestres'],
  cuatrimestres: ['cuatrimestre', 'cuatrimestres'],
  anios: ['año', 'años'],
};
const PERIOD_WORDS: Record<DurationUnit, string> = {
  semestres: 'semestre',
  cuatrimestres: 'cuatrimestre',
  anios: 'año',
};

/** What a degree page and the comparison show of modality, duration and cost; null when not given. */
export function degreeFacts(d: {
  modalidad: DegreeModality | null;
  duracion: number | null;
  duracion_unidad: DurationUnit | null;
  costo_periodo: number | null;
}) {
  const unit = d.duracion_unidad;
  return {
    modality: d.modalidad ? DEGREE_FIELD_LABELS.modalities[d.modalidad] : null,
    duration: d.duracion !== null && unit ? `${d.duracion} ${UNIT_WORDS[unit][d.duracion === 1 ? 0 : 1]}` : null,
    /** '$18,500 por semestre' (or just the amount when the period is unknown). */
    cost: d.costo_periodo !== null ? `${pesos(d.costo_periodo)}${unit ? ` por ${PERIOD_WORDS[unit]}` : ''}` : null,
  };
}
