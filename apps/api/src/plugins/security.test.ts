import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { makeSchool, PASSWORD } from '../../test/factories.ts';
import { bearer, call, openTestDatabase, TEST_SECRET } from '../../test/helper.ts';
import { DOCUMENT_HEADERS, EVERY_ANSWER_HEADERS } from './security.ts';

/** One database, three deployments of the app: local http, https public URL, behind a TLS proxy. */
let database: Database;
let dev: FastifyInstance;
let https: FastifyInstance;
let proxied: FastifyInstance;
let email: string;

async function appWith(env: Record<string, string>) {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const config: AppConfig = { ...base, webDistDir: '/nonexistent' };
  const app = await buildApp({ config, database, jwtSecret: TEST_SECRET, logger: false });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  dev = await appWith({});
  https = await appWith({ PUBLIC_URL: 'https://tocalapuerta.example.mx' });
  proxied = await appWith({ TRUST_PROXY: '1' });
  email = (await makeSchool(database.db)).orienter.email;
});
afterAll(async () => {
  await Promise.all([dev, https, proxied].map((a) => a.close()));
  await database.close();
});

const login = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  call(app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    headers,
    payload: { email, password: PASSWORD, role: 'orienter' },
  });

const refreshCookie = (res: Awaited<ReturnType<typeof login>>) => {
  const all = res.headers['set-cookie'];
  return [all ?? []].flat().find((c) => c.startsWith('tlp_refresh='));
};

describe('security headers', () => {
  it('sends a Permissions-Policy on pages that denies what the app does not use and lets the video players go fullscreen', async () => {
    for (const url of ['/login', '/restablecer/abc']) {
      const policy = String((await call(dev, { method: 'GET', url })).headers['permissions-policy']);
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
        expect(policy, url).toContain(denied);
      }
      expect(policy).toContain(
        'fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com" "https://player.vimeo.com")',
      );
      expect(policy).toContain('clipboard-write=(self)');
    }
  });

  it('forbids framing a page the same way in both headers: X-Frame-Options DENY and frame-ancestors none', async () => {
    const res = await call(dev, { method: 'GET', url: '/login' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toBe(DOCUMENT_HEADERS['Content-Security-Policy']);
  });

  it("sends the whole page set on a document, and keeps a page's own Referrer-Policy", async () => {
    const page = await call(dev, { method: 'GET', url: '/login' });
    for (const [name, value] of Object.entries({ ...EVERY_ANSWER_HEADERS, ...DOCUMENT_HEADERS })) {
      expect(page.headers[name.toLowerCase()], name).toBe(value);
    }
    const reset = await call(dev, { method: 'GET', url: '/restablecer/abc' });
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers JSON with the minimal set only: nosniff, no-store, Referrer-Policy and CORP', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope', '/api/v1/areas']) {
      const res = await call(dev, { method: 'GET', url });
      expect(String(res.headers['content-type']), url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      if (url !== '/api/v1/nope') expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of Object.keys(DOCUMENT_HEADERS))
        expect(res.headers, `${url} ${name}`).not.toHaveProperty(name.toLowerCase());
    }
  });

  it('sends the page set on what the API serves that a browser may open as a document (a generated SVG)', async () => {
    const res = await call(dev, { method: 'GET', url: '/api/v1/media/generated/campus-cover/campus-7.svg' });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(DOCUMENT_HEADERS['Content-Security-Policy']);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS for one year with subdomains when the public URL is https, never on plain http', async () => {
    expect((await call(dev, { method: 'GET', url: '/api/v1/health' })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    for (const url of ['/api/v1/health', '/login']) {
      const res = await call(https, { method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('behind a trusted proxy, sends HSTS on requests that came over https only; an untrusted X-Forwarded-Proto is ignored', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    expect((await call(proxied, { method: 'GET', url: '/api/v1/health', headers: tls })).headers).toHaveProperty(
      'strict-transport-security',
    );
    expect((await call(proxied, { method: 'GET', url: '/api/v1/health' })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    expect((await call(dev, { method: 'GET', url: '/api/v1/health', headers: tls })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
  });

  it('answers the API with Cache-Control no-store', async () => {
    expect((await call(dev, { method: 'GET', url: '/api/v1/health' })).headers['cache-control']).toBe('no-store');
  });
});

describe('the refresh cookie', () => {
  it('is Secure when the public URL is https, even without TRUST_PROXY', async () => {
    const res = await login(https);
    expect(res.status).toBe(200);
    expect(refreshCookie(res)).toMatch(/; Secure/);
  });

  it('is Secure behind a trusted TLS proxy, and not on plain http development', async () => {
    expect(refreshCookie(await login(proxied, { 'x-forwarded-proto': 'https' }))).toMatch(/; Secure/);
    const plain = refreshCookie(await login(dev));
    expect(plain).toBeDefined();
    expect(plain).not.toMatch(/Secure/);
  });
});

describe('logout', () => {
  it('asks the browser to clear the cache and storage, and clears the refresh cookie', async () => {
    const session = await login(https);
    const cookie = refreshCookie(session)!.split(';')[0]!;
    const res = await call(https, { method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(res.status).toBe(204);
    expect(res.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(refreshCookie(res)).toMatch(/^tlp_refresh=;.*Secure/);
  });

  it('logout-all does the same', async () => {
    const session = await login(dev);
    const res = await call(dev, {
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: bearer(session.body.accessToken),
    });
    expect(res.status).toBe(204);
    expect(res.headers['clear-site-data']).toBe('"cache", "storage"');
  });
});

describe('TRUST_PROXY', () => {
  it('is read and validated by the configuration: a flag or a list of addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'no' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['si', '10.0.0.0/33', 'proxy.local', '1,2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
