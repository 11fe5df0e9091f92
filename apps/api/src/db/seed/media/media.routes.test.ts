import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../client.ts';
import { seedDemo } from '../seed-demo.ts';
import { errorsPlugin } from '../../../plugins/errors.ts';
import { degreeInfo } from './degree-info.ts';
import { mediaRoutes } from './media.routes.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openPglite(undefined);
  await database.migrate();
  await seedDemo(database.db);
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  await app.register(errorsPlugin);
  await app.register(mediaRoutes, { prefix: '/api/v1', readDegree: (id: number) => degreeInfo(database.db, id) });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const NOT_FOUND = {
  statusCode: 404,
  error: 'Not Found',
  message: 'No encontramos lo que buscas',
  errorCode: 'NotFound',
};

describe('GET /api/v1/media/generated/:kind/:file', () => {
  it('answers an immutable SVG', async () => {
    const res = await app.inject('/api/v1/media/generated/campus-cover/c12.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it.each([
    '/api/v1/media/generated/unknown/c1.svg',
    '/api/v1/media/generated/campus-cover/c1.png',
    '/api/v1/media/generated/campus-cover/C1.svg',
    '/api/v1/media/generated/campus-cover/a_b.svg',
    '/api/v1/media/generated/campus-cover/.svg',
    `/api/v1/media/generated/campus-cover/${'a'.repeat(81)}.svg`,
    '/api/v1/media/generated/campus-cover/%2e%2e%2fetc.svg',
  ])('404 for %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('serves every image URL the seed stored', async () => {
    const rows = (await database.db.execute(
      sql`select foto_perfil as a, foto_portada as b, galeria[1] as c from campuses union all select foto_perfil, foto_portada, galeria[3] from degrees`,
    )) as unknown as { rows: { a: string; b: string; c: string }[] };
    const urls = rows.rows.flatMap((r) => [r.a, r.b, r.c]);
    expect(urls.length).toBeGreaterThan(500);
    for (const url of urls.slice(0, 60)) expect((await app.inject(url)).statusCode, url).toBe(200);
  });
});

describe('GET /api/v1/media/generated-pdf/:kind/:file', () => {
  it('answers the study plan and the scholarships of a degree', async () => {
    const rows = (await database.db.execute(
      sql`select id, name, pdf_plan_estudios, pdf_becas from degrees order by id limit 1`,
    )) as unknown as {
      rows: { id: number; name: string; pdf_plan_estudios: string; pdf_becas: string }[];
    };
    const degree = rows.rows[0]!;
    for (const url of [degree.pdf_plan_estudios, degree.pdf_becas]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const body = res.rawPayload.toString('latin1');
      expect(body.startsWith('%PDF-1.4')).toBe(true);
      expect(body.endsWith('%%EOF')).toBe(true);
    }
  });

  it.each([
    '/api/v1/media/generated-pdf/plan/999999.pdf',
    '/api/v1/media/generated-pdf/otro/1.pdf',
    '/api/v1/media/generated-pdf/plan/abc.pdf',
    '/api/v1/media/generated-pdf/plan/0.pdf',
    '/api/v1/media/generated-pdf/becas/99999999999.pdf',
    '/api/v1/media/generated-pdf/becas/1.svg',
  ])('404 for %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});
