import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helper.ts';

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tlp-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, 'pages'));
  fs.writeFileSync(path.join(dist, 'pages', 'login.html'), '<!doctype html><div id="root"><main>login</main></div>');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  ctx = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves index.html at / and for every client route, never cached', async () => {
    for (const url of ['/', '/login', '/campus/3/carreras/7?x=1', '/habilidades-blandas']) {
      const res = await call(ctx.app, { method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.raw.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache, also ones built after the server started', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    fs.writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await call(ctx.app, { method: 'GET', url: '/assets/later-def456.js' })).status).toBe(200);
  });

  it('answers HEAD on a hashed asset as GET does: 200, its type and long cache, no body', async () => {
    const get = await call(ctx.app, { method: 'GET', url: '/assets/app-abc123.js' });
    const res = await call(ctx.app, { method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(res.status).toBe(200);
    expect(res.raw.body).toBe('');
    expect(res.headers['content-type']).toBe(get.headers['content-type']);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(String('console.log(1)'.length));
  });

  it('sends the page the build made for a route, and index.html for the others', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fhome']) {
      const res = await call(ctx.app, { method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.raw.body, url).toContain('<main>login</main>');
    }
    for (const url of ['/', '/home', '/login/x', '/Login', '/perfil']) {
      expect((await call(ctx.app, { method: 'GET', url })).raw.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('sends the page of a reset link with Referrer-Policy: no-referrer, so its token goes nowhere', async () => {
    const token = 'k3Zp8Qw1_xY-7aBcDeFgHiJkLmNoPqRsTuVwXyZ0123';
    for (const url of [
      `/restablecer/${token}`,
      `/restablecer/${token}/`,
      `/restablecer/${token}?x=1`,
      `/familia/${token}`,
      `/autorizacion/${token}`,
    ]) {
      const res = await call(ctx.app, { method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    for (const url of ['/', '/login', '/recuperar', '/familia']) {
      const res = await call(ctx.app, { method: 'GET', url });
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers HEAD on a page as GET does, without the body (uptime monitors use HEAD)', async () => {
    const token = 'k3Zp8Qw1_xY-7aBcDeFgHiJkLmNoPqRsTuVwXyZ0123';
    for (const url of ['/', '/login', '/home', '/signup', `/restablecer/${token}`]) {
      const res = await call(ctx.app, { method: 'HEAD', url });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.raw.body, url).toBe('');
    }
    expect((await call(ctx.app, { method: 'HEAD', url: `/restablecer/${token}` })).headers['referrer-policy']).toBe(
      'no-referrer',
    );
    for (const url of ['/api/v1/nothing-here', '/assets/missing-abc.js', '/.env']) {
      expect((await call(ctx.app, { method: 'HEAD', url })).status, url).toBe(404);
    }
  });

  it('leaves the headers only a document heeds off hashed scripts, and keeps them on pages', async () => {
    const script = await call(ctx.app, { method: 'GET', url: '/assets/app-abc123.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['permissions-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Cached as immutable: no validators, ranges or request id either.
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) {
      expect(script.headers[header], header).toBeUndefined();
    }
    // The page, never cached, keeps its validator: a reload revalidates it.
    expect((await call(ctx.app, { method: 'GET', url: '/login' })).headers['etag']).toBeDefined();
    for (const url of ['/login', '/assets/logo-abc123.svg']) {
      const res = await call(ctx.app, { method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    expect((await call(ctx.app, { method: 'GET', url: '/login' })).headers['permissions-policy']).toContain(
      'camera=()',
    );
  });

  it('answers any path with a segment starting with a dot with 404, never the app or the file', async () => {
    const urls = [
      '/.env',
      '/.git/config',
      '/.git/HEAD',
      '/.vite/manifest.json',
      '/.well-known/',
      '/.well-known/security.txt',
      '/.well-known/change-password',
      '/%2Eenv',
      '/%2egit/config',
      '/assets/.hidden',
      '/login/.env',
      '/.env?x=1',
    ];
    for (const url of urls) {
      const res = await call(ctx.app, { method: 'GET', url });
      expect(res.status, url).toBe(404);
      expect(res.raw.body, url).not.toContain('<div id="root">');
      expect(res.raw.body, url).not.toContain('SECRET');
    }
    expect((await call(ctx.app, { method: 'GET', url: '/perfil' })).status).toBe(200);
  });

  it('answers missing files and unknown API paths with 404, not the app', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/assets/nope.js' })).status).toBe(404);
    const api = await call(ctx.app, { method: 'GET', url: '/api/v1/nope' });
    expect(api.status).toBe(404);
    expect(api.body.errorCode).toBe('NotFound');
  });
});
