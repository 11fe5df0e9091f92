import type { DegreeListItem } from '@tlp/shared/degrees';
import { onFirstUse } from '@tlp/shared/first-use';

interface AreaGroup {
  areaId: number;
  area: string;
  degrees: DegreeListItem[];
}

const collator = onFirstUse(() => new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true }));

/**
 * The campus degrees under their areas of study, areas and degrees in Spanish alphabetical
 * order. With `areaIds`, only those areas are kept.
 */
export function groupDegreesByArea(degrees: readonly DegreeListItem[], areaIds: readonly number[] = []): AreaGroup[] {
  const only = areaIds.length ? new Set(areaIds) : null;
  const groups = new Map<number, AreaGroup>();
  for (const degree of degrees) {
    if (only && !only.has(degree.area_id)) continue;
    let group = groups.get(degree.area_id);
    if (!group) {
      group = { areaId: degree.area_id, area: degree.area, degrees: [] };
      groups.set(degree.area_id, group);
    }
    group.degrees.push(degree);
  }
  const sorted = [...groups.values()].sort((a, b) => collator().compare(a.area, b.area));
  for (const group of sorted) group.degrees.sort((a, b) => collator().compare(a.name, b.name));
  return sorted;
}
