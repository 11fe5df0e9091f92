// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@tlp/shared';
import { api, ApiRequestError, isAbortError } from './api-client.ts';
import { session } from './session.ts';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

const unauthorized = () =>
  json(
    401,
    { statusCode: 401, error: 'Unauthorized', message: 'Tu sesión expiró', errorCode: 'Unauthorized' },
    'Unauthorized',
  );

const user = { id: 1, first_name: 'Ana', type: 'student' } as CurrentUser;

function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api/v1${path}`);

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    session.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('sends JSON with cookies and the bearer token, and parses JSON answers', async () => {
    session.setToken('t1');
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/things');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(authHeader(init)).toBe('Bearer t1');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('returns a non-JSON answer as is and sends FormData untouched', async () => {
    const csv = new Response('a,b\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    fetchMock.mockResolvedValueOnce(csv);
    const form = new FormData();
    form.set('x', '1');
    await expect(api.post('/upload', form)).resolves.toBe(csv);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('raises an ApiRequestError with status, status text, parsed body, config and url', async () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      message: 'Ya existe una cuenta con este correo',
      errorCode: 'DuplicatedEmail',
    };
    session.setToken('secret-token');
    fetchMock.mockResolvedValueOnce(json(409, body, 'Conflict'));
    const error = await api.post('/users', { email: 'a@b.mx' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const e = error as ApiRequestError;
    expect(e.status).toBe(409);
    expect(e.statusText).toBe('Conflict');
    expect(e.response).toEqual(body);
    expect(e.errorCode).toBe('DuplicatedEmail');
    expect(e.message).toBe(body.message);
    expect(e.url).toBe('/api/v1/users');
    expect(e.config.method).toBe('POST');
    expect(e.config.body).toBe('{"email":"a@b.mx"}');
    // The token never travels inside an error object.
    expect(JSON.stringify(e.config)).not.toContain('secret-token');
  });

  it('runs exactly one refresh for many parallel 401s and retries each call once', async () => {
    session.setToken('old');
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/v1/auth/refresh') {
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { accessToken: 'new' });
      }
      return authHeader(init) === 'Bearer new' ? json(200, { url }) : unauthorized();
    });

    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const results = await Promise.all(paths.map((p) => api.get(p)));

    expect(results).toEqual(paths.map((p) => ({ url: `/api/v1${p}` })));
    expect(calls('/auth/refresh')).toHaveLength(1);
    for (const p of paths) expect(calls(p)).toHaveLength(2);
    expect(session.getToken()).toBe('new');
  });

  it('a 401 that arrives after another call renewed the token retries without a new refresh', async () => {
    session.setToken('old');
    let releaseSlow!: () => void;
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/v1/auth/refresh') return json(200, { accessToken: 'new' });
      if (authHeader(init) === 'Bearer new') return json(200, { url });
      if (url === '/api/v1/slow') await new Promise<void>((r) => (releaseSlow = r));
      return unauthorized();
    });
    const slow = api.get('/slow');
    await api.get('/fast');
    releaseSlow();
    await expect(slow).resolves.toEqual({ url: '/api/v1/slow' });
    expect(calls('/auth/refresh')).toHaveLength(1);
  });

  it('a failed refresh raises and signs the session out', async () => {
    session.setToken('old');
    session.setUser(user);
    fetchMock.mockImplementation(async (url) =>
      url === '/api/v1/auth/refresh'
        ? json(401, { statusCode: 401, error: 'Unauthorized', message: 'x', errorCode: 'Unauthorized' })
        : unauthorized(),
    );
    const results = await Promise.allSettled([api.get('/users/me'), api.get('/other')]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      const reason = (r as PromiseRejectedResult).reason as ApiRequestError;
      expect(reason).toBeInstanceOf(ApiRequestError);
      expect(reason.status).toBe(401);
    }
    expect(calls('/auth/refresh')).toHaveLength(1);
    expect(calls('/users/me')).toHaveLength(1);
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
  });

  it('does not retry a second 401 after the retry', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/v1/auth/refresh' ? json(200, { accessToken: 'new' }) : unauthorized(),
    );
    const error = await api.get('/users/me').catch((e: unknown) => e);
    expect((error as ApiRequestError).status).toBe(401);
    expect(calls('/users/me')).toHaveLength(2);
    expect(calls('/auth/refresh')).toHaveLength(1);
  });

  it('a 403 PrivacyNoticeNotAccepted marks the signed-in user so (the notice to accept shows); another 403 does not', async () => {
    session.setToken('t');
    session.setUser({ ...user, privacy_accepted: true });
    const refusal = (errorCode: string) =>
      json(403, { statusCode: 403, error: 'Forbidden', message: 'Antes de seguir…', errorCode }, 'Forbidden');
    fetchMock.mockResolvedValueOnce(refusal('Forbidden'));
    expect(((await api.get('/areas').catch((e: unknown) => e)) as ApiRequestError).status).toBe(403);
    expect(session.getUser()?.privacy_accepted).toBe(true);
    fetchMock.mockResolvedValueOnce(refusal('PrivacyNoticeNotAccepted'));
    const error = (await api.get('/areas').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.errorCode).toBe('PrivacyNoticeNotAccepted');
    expect(session.getUser()).toEqual({ ...user, privacy_accepted: false });
  });

  it('does not refresh on a 401 from login itself', async () => {
    fetchMock.mockResolvedValueOnce(unauthorized());
    const error = await api.post('/auth/login', { email: 'a@b.mx' }).catch((e: unknown) => e);
    expect((error as ApiRequestError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets callers tell an aborted request apart', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = api.get('/users/me', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
    expect(
      isAbortError(new ApiRequestError({ status: 500, statusText: '', response: undefined, config: {}, url: '' })),
    ).toBe(false);
  });
});
