import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { exploreParams, readExploreQuery, type ExploreQuery } from './explore-query.ts';

/**
 * Explore's query, kept in the address: the back button and a shared link bring it back. A change
 * of search, filter or list starts again on page 1; `replace` keeps typing out of the history.
 */
export function useExploreQuery() {
  const [params, setParams] = useSearchParams();
  const query = readExploreQuery(params);
  const update = useCallback(
    (change: Partial<ExploreQuery>, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => exploreParams({ ...readExploreQuery(current), page: 1, ...change }), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { query, update };
}
