export type { Page } from '@/lib/api-client.ts';

/** What one page of a server-paged list asks for. */
export interface PageQuery {
  /** As normalizeSearch of @tlp/shared/search leaves it; empty is no search. */
  search: string;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** The list path with its query ('/campuses?search=…&page=…&pageSize=…'): also the SWR key. */
export function pageKey(path: string, { search, page, pageSize }: PageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) params.set('search', search);
  return `${path}?${params.toString()}`;
}
