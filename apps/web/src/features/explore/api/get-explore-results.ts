import { getPage, type Page } from '@/lib/api-client.ts';
import { preloadKey } from '@/lib/preload-key.ts';
import { useQuery } from '@/lib/use-query.ts';
import {
  exploreKey,
  readExploreQuery,
  type ExplorePageSize,
  type ExploreQuery,
  type ExploreView,
} from '../explore-query.ts';

/**
 * Asks for the page an address's query shows (`search`, as in `location.search`) before the
 * screen is drawn (src/lib/screen-data.ts): the hook below then takes that answer.
 */
export function preloadExploreResults(search: string, pageSize: ExplorePageSize): Promise<unknown> {
  return preloadKey(exploreKey(readExploreQuery(new URLSearchParams(search)), pageSize), getPage);
}

/**
 * GET /degrees or GET /campuses (any signed-in role) with the query's search, areas, cities and
 * page: one page of `pageSize` of the `view` Explore shows, and its total (X-Total-Count). Nothing
 * is asked while the other view is shown; the page shown stays while the next one loads.
 */
export function useExploreResults<T>(query: ExploreQuery, view: ExploreView, pageSize: ExplorePageSize) {
  const key = query.view === view ? exploreKey(query, pageSize) : null;
  const { data, ...state } = useQuery<Page<T>>(key, getPage, { keepPrevious: true });
  return { page: data, ...state };
}
