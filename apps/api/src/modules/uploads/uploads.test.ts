import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { bearer, call } from '../../../test/helper.ts';
import { catalogAdminWorld, multipartFile, tinyPdf, tinyPng, type Role } from '../../../test/factories.ts';

let w: Awaited<ReturnType<typeof catalogAdminWorld>>;

beforeAll(async () => {
  w = await catalogAdminWorld();
});
afterAll(() => w.close());

const MB = 1024 * 1024;
const CLEAN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#e85a28"/></svg>';

function upload(content: Buffer | string, opts: Parameters<typeof multipartFile>[1] = {}, role: Role | null = 'admin') {
  const { payload, headers } = multipartFile(content, opts);
  return call(w.ctx.app, {
    method: 'POST',
    url: '/api/v1/uploads',
    payload,
    headers: { ...headers, ...(role ? bearer(w.tokens[role]) : {}) },
  });
}
const fetchFile = (url: string) => call(w.ctx.app, { method: 'GET', url });
/** The names of the stored files (in the database, where every API process sees them). */
const storedNames = async () =>
  (await w.ctx.database.db.select({ name: uploads.name }).from(uploads)).map((u) => u.name);

describe('POST /uploads', () => {
  it('is for admins: students and orienters 403, no session 401', async () => {
    for (const role of ['student', 'orienter'] as const) expect((await upload(tinyPng(), {}, role)).status).toBe(403);
    expect((await upload(tinyPng(), {}, null)).status).toBe(401);
  });

  it('stores a PNG under a random name and serves it publicly with its type', async () => {
    const png = tinyPng();
    const res = await upload(png, { filename: 'logo.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/api\/v1\/uploads\/[a-f0-9]{32}\.png$/);
    expect(await storedNames()).toContain(res.body.url.split('/').pop());

    const served = await fetchFile(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    // Re-encoded (decoded in full, without metadata): the same picture, not the same bytes.
    const stored = await sharp(served.raw.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(stored.info).toMatchObject({ format: 'raw', width: 1, height: 1, channels: 4 });
    expect([...stored.data]).toEqual([232, 90, 40, 255]);
  });

  it('still serves a file an earlier version kept in the uploads folder', async () => {
    const png = tinyPng([1, 2, 3, 255]);
    const name = `${'ab'.repeat(16)}.png`;
    await mkdir(w.uploadsDir, { recursive: true });
    await writeFile(path.join(w.uploadsDir, name), png);
    const served = await fetchFile(`/api/v1/uploads/${name}`);
    expect(served.status).toBe(200);
    expect(served.raw.rawPayload.equals(png)).toBe(true);
    expect((await fetchFile(`/api/v1/uploads/${'cd'.repeat(16)}.png`)).status).toBe(404);
  });

  it('types a file by its content, not by its name or declared type', async () => {
    const res = await upload(tinyPng(), { filename: 'plan.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.png$/);
    expect((await fetchFile(res.body.url)).headers['content-type']).toBe('image/png');

    const pdf = await upload(tinyPdf(), { filename: 'becas.png', contentType: 'image/png' });
    expect(pdf.status).toBe(201);
    expect(pdf.body.url).toMatch(/\.pdf$/);
    expect((await fetchFile(pdf.body.url)).headers['content-type']).toBe('application/pdf');
  });

  it('refuses an HTML page named .png with 415', async () => {
    const res = await upload('<!doctype html><html><script>alert(1)</script></html>', {
      filename: 'foto.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      errorCode: 'UnsupportedFileType',
      message: 'Solo se permiten imágenes PNG, JPEG, WebP o SVG y documentos PDF',
    });
  });

  it('refuses an SVG with a script with 415, and nothing is stored', async () => {
    const before = await storedNames();
    const res = await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>', {
      filename: 'x.svg',
      contentType: 'image/svg+xml',
    });
    expect(res.status).toBe(415);
    expect(res.body.errorCode).toBe('UnsafeSvg');
    expect(await storedNames()).toEqual(before);
  });

  it('accepts a clean SVG and serves it under a CSP that runs and loads nothing', async () => {
    const res = await upload(CLEAN_SVG, { filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.svg$/);
    const served = await fetchFile(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.raw.body).toBe(CLEAN_SVG);
  });

  it('refuses images over 5 MB and PDFs over 10 MB with 413', async () => {
    const bigPng = Buffer.concat([tinyPng(), Buffer.alloc(5 * MB)]);
    const image = await upload(bigPng);
    expect(image.status).toBe(413);
    expect(image.body).toMatchObject({ errorCode: 'FileTooLarge', message: 'El archivo es demasiado grande' });

    const pdfOf6Mb = Buffer.concat([tinyPdf(), Buffer.alloc(6 * MB)]);
    expect((await upload(pdfOf6Mb, { filename: 'plan.pdf' })).status).toBe(201);

    const pdfOver10Mb = Buffer.concat([tinyPdf(), Buffer.alloc(10 * MB)]);
    const pdf = await upload(pdfOver10Mb, { filename: 'plan.pdf' });
    expect(pdf.status).toBe(413);
    expect(pdf.body.message).toBe('El archivo es demasiado grande');
  });

  it('asks for the file field and refuses bodies that are not multipart', async () => {
    const wrongField = await upload(tinyPng(), { field: 'imagen' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.details).toEqual([{ path: 'file', message: 'Selecciona un archivo' }]);

    const json = await call(w.ctx.app, {
      method: 'POST',
      url: '/api/v1/uploads',
      headers: bearer(w.tokens.admin),
      payload: { file: 'x' },
    });
    expect(json.status).toBe(415);

    const broken = await call(w.ctx.app, {
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { ...bearer(w.tokens.admin), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  });
});

describe('GET /uploads/{name}', () => {
  it('answers 404 in the error shape for a name that is not there', async () => {
    const res = await fetchFile('/api/v1/uploads/0123456789abcdef0123456789abcdef.png');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, errorCode: 'NotFound', message: 'El archivo no existe' });
  });

  it('never leaves the uploads folder', async () => {
    for (const url of [
      '/api/v1/uploads/..%2F..%2Fpackage.json',
      '/api/v1/uploads/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/v1/uploads/%2e%2e%2fconfig.ts',
      '/api/v1/uploads/..',
      '/api/v1/uploads/../../package.json',
      '/api/v1/uploads/0123456789abcdef0123456789abcdef.png%00.txt',
      '/api/v1/uploads/0123456789ABCDEF0123456789ABCDEF.png',
    ]) {
      const res = await fetchFile(url);
      expect([400, 404], url).toContain(res.status);
      expect(typeof res.body.message, url).toBe('string');
    }
  });
});
