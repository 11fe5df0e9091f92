import { COMPARE_MAX } from '@/lib/compare-list.ts';

export const COMPARE_TOGGLE_TEXT = {
  add: 'Agregar a comparar',
  remove: 'Quitar de comparar',
  /** 'Ingeniería Civil (Campus Norte)': the same degree at several campuses reads apart. */
  degreeAt: (name: string, campus?: string) => (campus ? `${name} (${campus})` : name),
  /** The button's own words first, then which degree: what it says is what a voice user says to it. */
  addLabel: (name: string) => `Agregar a comparar: ${name}`,
  removeLabel: (name: string) => `Quitar de comparar: ${name}`,
  added: (count: number) => `Carrera agregada a comparar (${count} de ${COMPARE_MAX})`,
  removed: 'Carrera quitada de comparar',
  full: `Puedes comparar hasta ${COMPARE_MAX} carreras. Quita una para agregar otra.`,
} as const;
