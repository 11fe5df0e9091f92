import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';
import { exploreKey, type ExplorePageSize, type ExploreQuery, type ExploreView } from '../explore-query.ts';

/**
 * GET /degrees or GET /campuses (any signed-in role) with the query's search, areas, cities and
 * page: one page of `pageSize` of the `view` Explore shows, and its total (X-Total-Count). Nothing
 * is asked while the other view is shown; the page shown stays while the next one loads.
 */
export function useExploreResults<T>(query: ExploreQuery, view: ExploreView, pageSize: ExplorePageSize) {
  const key = query.view === view ? exploreKey(query, pageSize) : null;
  const { data, error, isLoading, mutate } = useSWR<Page<T>>(key, getPage, { keepPreviousData: true });
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
