import type { ApiError } from '@tlp/shared/errors';
import type { CurrentUser } from '@tlp/shared/users';
import { session } from './session.ts';

/** The one HTTP client of the web app: every call goes to /api/v1 with the bearer token and the cookies. */
const API_BASE = '/api/v1';

/**
 * The calls whose 401 is an answer, not an expired token: those that get or renew one, and the
 * family view's, whose session is a cookie of its own (no token to renew).
 */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/refresh', '/family/'];

type RequestBody = FormData | URLSearchParams | Blob | object | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object or array is sent as JSON; FormData, URLSearchParams and Blob as they are. */
  body?: RequestBody;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * A non-OK answer: status, status text, the parsed body (the API's one error shape), the request
 * that was sent and its URL. `config` never holds the bearer token, so the error can be logged safely.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly statusText: string;
  readonly response: ApiError | undefined;
  readonly config: RequestInit;
  readonly url: string;

  constructor(init: {
    status: number;
    statusText: string;
    response: ApiError | undefined;
    config: RequestInit;
    url: string;
  }) {
    super(init.response?.message || init.statusText || `HTTP ${init.status}`);
    this.status = init.status;
    this.statusText = init.statusText;
    this.response = init.response;
    this.config = init.config;
    this.url = init.url;
  }

  get errorCode(): string | undefined {
    return this.response?.errorCode;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** A request cancelled through its AbortSignal: callers ignore these. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function isPassThroughBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;
}

function buildInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isPassThroughBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
  };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return init;
}

function withToken(init: RequestInit, token: string | null): RequestInit {
  if (!token) return init;
  return { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` } };
}

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');
}

async function parseErrorBody(response: Response): Promise<ApiError | undefined> {
  if (!isJson(response)) return undefined;
  try {
    return (await response.json()) as ApiError;
  } catch {
    return undefined;
  }
}

async function toError(response: Response, url: string, config: RequestInit): Promise<ApiRequestError> {
  return new ApiRequestError({
    status: response.status,
    statusText: response.statusText,
    response: await parseErrorBody(response),
    config,
    url,
  });
}

/** A JSON answer is parsed (an empty one gives undefined); anything else is returned as is. */
async function parseBody(response: Response): Promise<unknown> {
  if (!isJson(response)) return response;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The renewal a page opened afresh makes (src/app/routes/app/signed-in.tsx): it also answers the
 * signed-in user, as GET /users/me would, which spares that request. The signed-in pages preload
 * this very URL (build/route-pages.ts).
 */
export const SESSION_RENEWAL_URL = `${API_BASE}/auth/refresh?include=user`;

interface Renewal {
  accessToken: string;
  /** Present when the renewal asked for it (SESSION_RENEWAL_URL). */
  user?: CurrentUser;
}

let refreshInFlight: Promise<Renewal> | null = null;

/**
 * Renews the session from the refresh cookie. One renewal at a time: every caller that asks while
 * one runs shares it, so parallel 401s cost one refresh. A failed renewal signs the session out.
 */
function renew(url: string): Promise<Renewal> {
  refreshInFlight ??= (async () => {
    const init = buildInit({ method: 'GET' });
    try {
      const response = await fetch(url, init);
      if (!response.ok) throw await toError(response, url, init);
      const renewal = (await response.json()) as Renewal;
      session.setToken(renewal.accessToken);
      return renewal;
    } catch (error) {
      session.clear();
      throw error;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** A new access token from the refresh cookie (after a 401). */
export async function refreshAccessToken(): Promise<string> {
  return (await renew(`${API_BASE}/auth/refresh`)).accessToken;
}

/**
 * A new access token and the signed-in user, for a page opened afresh. The user is undefined when
 * a renewal already under way (after a 401) did not ask for it.
 */
export async function renewSession(): Promise<CurrentUser | undefined> {
  return (await renew(SESSION_RENEWAL_URL)).user;
}

/**
 * Sends a request to the API and returns its OK response. On a 401 (outside login and refresh)
 * it renews the token once, sharing a refresh already under way, and retries the call once; a
 * second 401, like any other non-OK answer, is raised as an ApiRequestError. A 403
 * PrivacyNoticeNotAccepted also marks the signed-in user so, which shows the notice to accept.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const url = `${API_BASE}${path}`;
  const init = buildInit(options);
  const sentToken = session.getToken();
  let response = await fetch(url, withToken(init, sentToken));

  if (response.status === 401 && !NO_REFRESH_PATHS.some((p) => path.startsWith(p))) {
    const current = session.getToken();
    let token: string;
    if (current && current !== sentToken) {
      // Another call renewed the token while this one was on the wire.
      token = current;
    } else {
      try {
        token = await refreshAccessToken();
      } catch (refreshError) {
        // The caller learns that its own call was refused; the refresh failure is the cause.
        const error = await toError(response, url, init);
        throw Object.assign(error, { cause: refreshError });
      }
    }
    options.signal?.throwIfAborted();
    response = await fetch(url, withToken(init, token));
  }

  if (!response.ok) {
    const error = await toError(response, url, init);
    // The privacy notice changed while the app was open: the signed-in screens give way to it.
    if (error.errorCode === 'PrivacyNoticeNotAccepted') session.privacyNoticeNotAccepted();
    throw error;
  }
  return response;
}

/** Sends a request to the API (see apiResponse) and parses a JSON answer. */
async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await parseBody(await apiResponse(path, options))) as T;
}

/** One page of a server-paged list and the total the API sends in X-Total-Count. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** GET of a paged list: its rows and the X-Total-Count header. */
export async function getPage<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<Page<T>> {
  const response = await apiResponse(path, { ...options, method: 'GET' });
  const rows = (await response.json()) as T[];
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: RequestBody, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: RequestBody, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: RequestBody, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The SWR fetcher: keys are API paths such as '/semesters'. */
export function swrFetcher<T>(path: string): Promise<T> {
  return api.get<T>(path);
}
