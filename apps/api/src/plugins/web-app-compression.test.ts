import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../app.ts';
import { campuses, cities } from '../db/schema/index.ts';
import { adminToken } from '../../test/factories.ts';
import { bearer, call, createTestApp, type TestContext } from '../../test/helper.ts';

let ctx: TestContext;
let dist: string;

const INDEX = `<!doctype html><html lang="es-MX"><title>Toca la Puerta</title>${'<p>Toca la Puerta</p>'.repeat(60)}<div id="root"></div></html>`;
const SCRIPT = `export const greetings = [${Array.from({ length: 200 }, (_, i) => `'hola ${i}'`).join(', ')}];\n`;

/** A file of the build with the copies apps/web/build/precompress.ts writes beside it. */
function writeBuilt(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tlp-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  writeBuilt(path.join(dist, 'index.html'), INDEX);
  writeBuilt(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('compression of the web app', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
  ])(
    'sends an asset asked with Accept-Encoding %s as its %s copy, still cached for a year',
    async (accept, encoding) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
      expect(decode(res.rawPayload, encoding)).toBe(SCRIPT);
    },
  );

  it('sends the file as it is without Accept-Encoding, or when it has no compressed copy', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body).toBe(SCRIPT);
    const tiny = await ctx.app.inject({
      method: 'GET',
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
  });

  it('sends index.html compressed at / and through the SPA fallback, never cached', async () => {
    for (const [url, encoding] of [
      ['/', 'br'],
      ['/login', 'br'],
      ['/home', 'gzip'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toContain('Accept-Encoding');
      expect(decode(res.rawPayload, encoding), url).toBe(INDEX);
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('keeps answering missing assets and dot paths with 404', async () => {
    for (const url of ['/assets/nope.js', '/.env', '/assets/.hidden']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('compression of the API', () => {
  it('compresses a large JSON answer by Accept-Encoding', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/openapi.json',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(res.rawPayload, encoding))).toEqual(plain.json());
    }
  });

  it('compresses the streamed CSV report', async () => {
    const token = await adminToken(ctx.app, ctx.database.db);
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings', headers: bearer(token) });
    expect(plain.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/meetings',
      headers: { ...bearer(token), 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decode(res.rawPayload, 'gzip')).toBe(plain.body);
  });

  it(`compresses answers from ${COMPRESS_MIN_BYTES} bytes on, and sends smaller ones as they are`, async () => {
    const token = await adminToken(ctx.app, ctx.database.db);
    const [city] = await ctx.database.db.insert(cities).values({ name: 'Ciudad del umbral' }).returning();
    // A campus answer padded (its location text) to a few bytes on each side of the threshold.
    const sizedAnswer = async (bytes: number) => {
      const [campus] = await ctx.database.db
        .insert(campuses)
        .values({ name: `Campus de ${bytes}`, cityId: city!.id, ubicacion: '' })
        .returning({ id: campuses.id });
      const url = `/api/v1/campuses/${campus!.id}`;
      const base = (await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).body.length;
      await ctx.database.db
        .update(campuses)
        .set({ ubicacion: 'x'.repeat(bytes - base) })
        .where(eq(campuses.id, campus!.id));
      const plain = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(plain.body.length).toBe(bytes);
      return ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-encoding': 'br' } });
    };
    // Just above 1 KB, where compressing would save less than one network packet: plain.
    expect((await sizedAnswer(COMPRESS_MIN_BYTES - 10)).headers['content-encoding']).toBeUndefined();
    expect((await sizedAnswer(COMPRESS_MIN_BYTES + 10)).headers['content-encoding']).toBe('br');
  });

  it('leaves small answers and errors as plain JSON', async () => {
    const health = await call(ctx.app, { method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const denied = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { 'accept-encoding': 'br' },
    });
    expect(denied.status).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
    expect(denied.body.errorCode).toBeTruthy();
    const missing = await call(ctx.app, { method: 'GET', url: '/api/v1/nope', headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('NotFound');
  });
});
