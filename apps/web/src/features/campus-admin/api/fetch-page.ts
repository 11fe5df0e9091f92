import type { ApiError } from '@tlp/shared/errors';
import { API_BASE, ApiRequestError, refreshAccessToken } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/** One page of a server-paged list and the total the API sends in X-Total-Count. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageQuery {
  search: string;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** The list path with its query ('/campuses?search=…&page=…&pageSize=…'): also the SWR key. */
export function pageKey(path: string, { search, page, pageSize }: PageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim()) params.set('search', search.trim());
  return `${path}?${params.toString()}`;
}

function send(url: string, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, { method: 'GET', credentials: 'include', headers });
}

/**
 * GET of a paged list. lib/api-client's `api.get` gives the body only, and these lists need
 * the X-Total-Count header, so this reads the Response itself, with the same token renewal
 * (one refresh, one retry) and the same ApiRequestError.
 */
export async function fetchPage<T>(path: string): Promise<Page<T>> {
  const url = `${API_BASE}${path}`;
  const sent = session.getToken();
  let response = await send(url, sent);
  if (response.status === 401) {
    const current = session.getToken();
    const token = current && current !== sent ? current : await refreshAccessToken();
    response = await send(url, token);
  }
  if (!response.ok) {
    let body: ApiError | undefined;
    try {
      body = (await response.json()) as ApiError;
    } catch {
      body = undefined;
    }
    throw new ApiRequestError({
      status: response.status,
      statusText: response.statusText,
      response: body,
      config: { method: 'GET' },
      url,
    });
  }
  const rows = (await response.json()) as T[];
  const header = Number(response.headers.get('X-Total-Count'));
  return { rows, total: Number.isFinite(header) && response.headers.has('X-Total-Count') ? header : rows.length };
}
