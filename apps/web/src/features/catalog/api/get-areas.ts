import type { Area } from '@tlp/shared/catalog';
import { preloadKey } from '@/lib/preload-key.ts';
import { swrFetcher } from '@/lib/api-client.ts';
import { useQuery } from '@/lib/use-query.ts';

export const areasKey = '/areas';

/** Asks for the areas before the screen that names them is drawn (src/lib/screen-data.ts). */
export function preloadAreas(): Promise<unknown> {
  return preloadKey(areasKey, swrFetcher);
}

/** GET /areas: the areas of study, by name. */
export function useAreas() {
  const { data, ...state } = useQuery<Area[]>(areasKey, swrFetcher);
  return { areas: data ?? [], ...state };
}
