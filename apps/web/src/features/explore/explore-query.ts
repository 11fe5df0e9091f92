import { normalizeSearch, SEARCH_MAX } from '@tlp/shared/search-text';
import { parseIdList } from '@/lib/id-list.ts';
import { pageKey } from '@/lib/page-key.ts';

export type ExploreView = 'degrees' | 'campuses';

/** What Explore shows: its search, filters, list and page, all read from and kept in the address. */
export interface ExploreQuery {
  search: string;
  areas: number[];
  cities: number[];
  view: ExploreView;
  /** 1-based. */
  page: number;
}

/**
 * Cards a page holds: on a phone (one column of compact cards) 12, a few screens' worth; wider,
 * 24, which fills 2, 3 or 4 rows of cards whatever the width.
 */
export const EXPLORE_PAGE_SIZES = { phone: 12, wide: 24 } as const;
export type ExplorePageSize = (typeof EXPLORE_PAGE_SIZES)[keyof typeof EXPLORE_PAGE_SIZES];

/** The address's names: '/explorar?q=ingenieria&areas=1,4&ciudades=2&ver=campus&pagina=2'. */
const PARAM = { search: 'q', areas: 'areas', cities: 'ciudades', view: 'ver', page: 'pagina' } as const;
const CAMPUS_VIEW = 'campus';

/** The query of an address; anything missing or malformed reads as its default. */
export function readExploreQuery(params: URLSearchParams): ExploreQuery {
  const page = Number(params.get(PARAM.page));
  return {
    search: normalizeSearch(params.get(PARAM.search) ?? '').slice(0, SEARCH_MAX),
    areas: parseIdList(params.get(PARAM.areas)),
    cities: parseIdList(params.get(PARAM.cities)),
    view: params.get(PARAM.view) === CAMPUS_VIEW ? 'campuses' : 'degrees',
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1,
  };
}

/** The address's parameters of a query, leaving out the defaults so a shared link stays short. */
export function exploreParams(query: ExploreQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAM.search, query.search);
  if (query.areas.length) params.set(PARAM.areas, query.areas.join(','));
  if (query.cities.length) params.set(PARAM.cities, query.cities.join(','));
  if (query.view === 'campuses') params.set(PARAM.view, CAMPUS_VIEW);
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  return params;
}

/** Whether the query narrows the list at all (a search or a filter). */
export const isNarrowed = (query: ExploreQuery) => !!query.search || query.areas.length > 0 || query.cities.length > 0;

/**
 * The API path of the query's page of `pageSize` rows, GET /degrees or GET /campuses with the same
 * filters: also its SWR key.
 */
export function exploreKey(query: ExploreQuery, pageSize: ExplorePageSize = EXPLORE_PAGE_SIZES.wide): string {
  const path = query.view === 'campuses' ? '/campuses' : '/degrees';
  const params = new URLSearchParams();
  if (query.areas.length) params.set('areas', query.areas.join(','));
  if (query.cities.length) params.set('cities', query.cities.join(','));
  const key = pageKey(path, { search: query.search, page: query.page, pageSize });
  return params.size ? `${key}&${params.toString()}` : key;
}
