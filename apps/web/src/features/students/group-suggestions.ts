import type { DegreeSuggestion } from '@tlp/shared/students';

interface CampusSuggestion {
  id: number;
  name: string;
  image: string | null;
  /** The student's areas this campus teaches, in the order the server sent them. */
  areaIds: number[];
}

/**
 * The server sends one row per (campus, matching area); the home shows one card per campus
 * with its areas (decisions.md: the rows' id is the campus id). Keeps the server's order.
 */
export function groupSuggestions(rows: readonly DegreeSuggestion[]): CampusSuggestion[] {
  const byCampus = new Map<number, CampusSuggestion>();
  for (const row of rows) {
    const campus = byCampus.get(row.id);
    if (!campus) {
      byCampus.set(row.id, { id: row.id, name: row.name, image: row.image, areaIds: [row.areaId] });
    } else if (!campus.areaIds.includes(row.areaId)) {
      campus.areaIds.push(row.areaId);
      campus.image ??= row.image;
    }
  }
  return [...byCampus.values()];
}
