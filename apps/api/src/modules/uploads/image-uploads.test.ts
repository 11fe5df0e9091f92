import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, uploadVariants } from '../../db/schema/index.ts';
import { bearer, call } from '../../../test/helper.ts';
import { catalogAdminWorld, multipartFile, tinyPng } from '../../../test/factories.ts';

let w: Awaited<ReturnType<typeof catalogAdminWorld>>;

beforeAll(async () => {
  w = await catalogAdminWorld();
});
afterAll(() => w.close());

function upload(content: Buffer, filename = 'foto.jpg') {
  const { payload, headers } = multipartFile(content, { filename });
  return call(w.ctx.app, {
    method: 'POST',
    url: '/api/v1/uploads',
    payload,
    headers: { ...headers, ...bearer(w.tokens.admin) },
  });
}
const fetchFile = (url: string) => call(w.ctx.app, { method: 'GET', url });
const storedCount = async () => (await w.ctx.database.db.select({ name: uploads.name }).from(uploads)).length;

/** A photo-like picture (gradients and noise, so it does not compress to nothing). */
function photo(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % width;
    raw[i] = ((x / width) * 200 + (seed >>> 24) / 6 + (i % 3) * 20) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

describe('POST /uploads with an image', () => {
  it('refuses a truncated PNG with 400 CorruptImage and a Spanish message, and stores nothing', async () => {
    const png = await photo(400, 300).png().toBuffer();
    const before = await storedCount();
    const res = await upload(png.subarray(0, Math.floor(png.length * 0.7)), 'foto.png');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'CorruptImage',
      message: 'La imagen está dañada o incompleta; súbela de nuevo.',
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a picture of more than 50 megapixels from its header, before decoding it', async () => {
    // 10,000 × 10,000 declared, a few bytes of data: a decompression bomb's shape.
    const header = Buffer.alloc(13);
    header.writeUInt32BE(10_000, 0);
    header.writeUInt32BE(10_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const res = await upload(bomb, 'bomba.png');
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe('ImageTooManyPixels');
  });

  it('refuses a picture wider or taller than 10,000 px from its header, quickly, with 413 ImageTooLarge', async () => {
    // 1 × 20,000: few pixels and a small file, but an aspect ratio that costs seconds of CPU to resize.
    const tall = await sharp({ create: { width: 1, height: 20_000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const wide = await sharp({ create: { width: 10_001, height: 1, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const before = await storedCount();
    for (const [file, name] of [
      [tall, 'alta.png'],
      [wide, 'ancha.webp'],
    ] as const) {
      const started = performance.now();
      const res = await upload(file, name);
      expect(performance.now() - started, name).toBeLessThan(1500);
      expect(res.status, name).toBe(413);
      expect(res.body).toMatchObject({
        errorCode: 'ImageTooLarge',
        message:
          'La imagen es demasiado grande para procesarla: cada lado puede medir hasta 10,000 píxeles. Redúcela y súbela de nuevo.',
      });
    }
    expect(await storedCount()).toBe(before);

    // At the limit it is still an image like any other.
    const edge = await sharp({ create: { width: 10_000, height: 2, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    expect((await upload(edge, 'borde.png')).status).toBe(201);
  });

  it('removes the EXIF (GPS included) of a JPEG and turns it upright', async () => {
    // 300 × 200 stored sideways (orientation 6: shown rotated 90°), taken somewhere in Mexico City.
    const jpeg = await photo(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Telefono', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 25/1 42/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '99/1 7/1 39/1',
        },
      })
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Telefono');
    expect(sent.orientation).toBe(6);

    const res = await upload(jpeg);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/api\/v1\/uploads\/[a-f0-9]{32}\.jpg$/);
    for (const url of [res.body.url, `${res.body.url}?w=320&format=webp`]) {
      const served = await fetchFile(url);
      expect(served.status, url).toBe(200);
      const bytes = served.raw.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.orientation, url).toBeUndefined();
      expect(bytes.includes(Buffer.from('Telefono')), url).toBe(false);
      expect({ width: meta.width, height: meta.height }, url).toEqual({ width: 200, height: 300 });
    }
  });

  it('scales an original over 2000 px down and stores WebP copies served by width, lighter', async () => {
    const jpeg = await photo(2400, 1350).jpeg({ quality: 92 }).toBuffer();
    const res = await upload(jpeg);
    expect(res.status).toBe(201);
    const url: string = res.body.url;

    const original = await fetchFile(url);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(original.raw.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 2000,
      height: 1125,
    });

    const name = url.split('/').pop()!;
    const rows = await w.ctx.database.db
      .select({ name: uploadVariants.name, width: uploadVariants.width })
      .from(uploadVariants);
    expect(
      rows
        .filter((r) => r.name === name)
        .map((r) => r.width)
        .sort((a, b) => a - b),
    ).toEqual([320, 640, 1280]);

    let previous = 0;
    for (const [asked, width] of [
      [320, 320],
      [480, 640],
      [640, 640],
      [1280, 1280],
      [1920, 1280],
    ] as const) {
      const served = await fetchFile(`${url}?w=${asked}&format=webp`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const bytes = served.raw.rawPayload;
      expect(Number(served.headers['content-length'])).toBe(bytes.length);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width });
      expect(bytes.length).toBeLessThan(original.raw.rawPayload.length / 2);
      expect(bytes.length).toBeGreaterThanOrEqual(previous);
      previous = bytes.length;
    }
    const phone = await fetchFile(`${url}?w=480&format=webp`);
    expect(phone.raw.rawPayload.length * 5).toBeLessThan(jpeg.length);
  });

  it('never upscales: a small image has one copy at its own width', async () => {
    const res = await upload(await photo(200, 100).png().toBuffer(), 'icono.png');
    const served = await fetchFile(`${res.body.url}?w=1280&format=webp`);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.raw.rawPayload).metadata()).width).toBe(200);
  });

  it('serves the file itself when there is no copy: an upload of an earlier version, an SVG', async () => {
    const png = tinyPng([1, 2, 3, 255]);
    const name = `${'ef'.repeat(16)}.png`;
    await w.ctx.database.db.insert(uploads).values({ name, content: png });
    const old = await fetchFile(`/api/v1/uploads/${name}?w=640&format=webp`);
    expect(old.status).toBe(200);
    expect(old.headers['content-type']).toBe('image/png');
    expect(old.raw.rawPayload.equals(png)).toBe(true);

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#123"/></svg>';
    const up = await upload(Buffer.from(svg), 'logo.svg');
    const served = await fetchFile(`${up.body.url}?w=320&format=webp`);
    expect(served.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(served.raw.body).toBe(svg);

    expect((await fetchFile(`/api/v1/uploads/${'0a'.repeat(16)}.png?w=320&format=webp`)).status).toBe(404);
    expect((await fetchFile(`/api/v1/uploads/${name}?w=abc&format=webp`)).status).toBe(400);
    expect((await fetchFile(`/api/v1/uploads/${name}?w=320&format=gif`)).status).toBe(400);
  });
});
