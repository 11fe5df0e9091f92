import { API_BASE, ApiRequestError, refreshAccessToken } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/**
 * A GET whose raw Response is needed (X-Total-Count, a CSV file): the API client only returns
 * bodies. Same rules as the client: bearer token, cookies, one refresh and one retry on a 401.
 */
export async function rawGet(path: string, signal?: AbortSignal): Promise<Response> {
  const url = `${API_BASE}${path}`;
  const init = (token: string | null): RequestInit => ({
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });
  const sent = session.getToken();
  let response = await fetch(url, init(sent));
  if (response.status === 401) {
    const current = session.getToken();
    const token = current && current !== sent ? current : await refreshAccessToken();
    response = await fetch(url, init(token));
  }
  if (!response.ok) {
    let body: ApiRequestError['response'];
    try {
      body = (await response.json()) as ApiRequestError['response'];
    } catch {
      body = undefined;
    }
    throw new ApiRequestError({ status: response.status, statusText: response.statusText, response: body, config: { method: 'GET' }, url });
  }
  return response;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A paged list: the rows and the X-Total-Count header. */
export async function getPage<T>(path: string): Promise<Page<T>> {
  const response = await rawGet(path);
  const rows = (await response.json()) as T[];
  const total = Number(response.headers.get('X-Total-Count') ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}
