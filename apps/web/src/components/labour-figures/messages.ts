import { EXAMPLE_FIGURES_LABEL } from '@tlp/shared/labour-market';

/** What the labour-market figures of a field of study are called wherever they show. */
export const LABOUR_FIGURES_TEXT = {
  title: 'Empleo de quienes estudian este campo',
  field: 'Campo de estudio',
  monthlyPay: 'Salario mensual promedio',
  monthlyPayShort: 'Salario al mes',
  unemployment: 'Desempleo',
  informality: 'Informalidad',
  returnPublic: 'Retorno en universidad pública',
  returnPrivate: 'Retorno en universidad privada',
  returnPublicShort: 'Retorno (pública)',
  returnPrivateShort: 'Retorno (privada)',
  source: 'Fuente',
  sourceOf: (source: string, year: number) => `Fuente: ${source}, ${year}`,
  perMonth: (amount: string) => `${amount} al mes`,
  example: EXAMPLE_FIGURES_LABEL,
  exampleNote: 'Datos de ejemplo: no son cifras oficiales.',
} as const;
