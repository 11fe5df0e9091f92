import type { DegreeListItem } from '@tlp/shared';
import { describe, expect, it } from 'vitest';
import { groupDegreesByArea } from './group-degrees-by-area.ts';

const d = (id: number, name: string, area_id: number, area: string): DegreeListItem => ({
  id,
  name,
  image: null,
  campus: 'Campus Centro',
  campus_id: 1,
  area,
  area_id,
  modalidad: null,
  duracion: null,
  duracion_unidad: null,
  costo_periodo: null,
});

const degrees = [
  d(1, 'Medicina', 3, 'Salud'),
  d(2, 'Ingeniería Civil', 2, 'Ingeniería y tecnología'),
  d(3, 'Enfermería', 3, 'Salud'),
  d(4, 'Arquitectura', 1, 'Arte y diseño'),
  d(5, 'Ingeniería Biomédica', 2, 'Ingeniería y tecnología'),
  d(6, 'Ética', 7, 'Humanidades'),
];

describe('groupDegreesByArea', () => {
  it('groups degrees under their area, areas and names in Spanish order', () => {
    const groups = groupDegreesByArea(degrees);
    expect(groups.map((g) => [g.areaId, g.area, g.degrees.map((x) => x.name)])).toEqual([
      [1, 'Arte y diseño', ['Arquitectura']],
      [7, 'Humanidades', ['Ética']],
      [2, 'Ingeniería y tecnología', ['Ingeniería Biomédica', 'Ingeniería Civil']],
      [3, 'Salud', ['Enfermería', 'Medicina']],
    ]);
  });

  it('keeps only the asked areas', () => {
    const groups = groupDegreesByArea(degrees, [3, 99]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.degrees.map((x) => x.id)).toEqual([3, 1]);
  });

  it('gives no groups for no degrees, or no degree in the asked areas', () => {
    expect(groupDegreesByArea([])).toEqual([]);
    expect(groupDegreesByArea(degrees, [42])).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const copy = structuredClone(degrees);
    groupDegreesByArea(degrees, [2]);
    expect(degrees).toEqual(copy);
  });
});
