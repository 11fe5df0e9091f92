// Fields of study and their labour-market figures: the fields migration 0025 adds, the CSV import
// (all or nothing, each bad cell named by row and column, audited), the list of figures, and a
// degree's page with its field's latest figures; who may do each.
import { desc, eq, sql } from 'drizzle-orm';
import { EXAMPLE_FIGURES_SOURCE, LABOUR_CSV_COLUMNS } from '@tlp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, degrees, fieldFigures, fieldsOfStudy } from '../../db/schema/index.ts';
import { FIELDS_OF_STUDY } from '../../db/seed/labour-data.ts';
import { catalogAdminWorld } from '../../../test/factories.ts';
import { bearer, call } from '../../../test/helper.ts';

let w: Awaited<ReturnType<typeof catalogAdminWorld>>;
const db = () => w.ctx.database.db;
type Role = 'admin' | 'orienter' | 'student';

const send = (role: Role | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(w.ctx.app, { method, url: `/api/v1${url}`, headers: role ? bearer(w.tokens[role]) : {}, payload });

/** POST /labour-figures/import with the CSV as the body (text/csv). */
const importCsv = (role: Role | null, csv: string) =>
  call(w.ctx.app, {
    method: 'POST',
    url: '/api/v1/labour-figures/import',
    headers: { ...(role ? bearer(w.tokens[role]) : {}), 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });

const HEADER = LABOUR_CSV_COLUMNS.join(',');
/** The figures of 0411 for 2024 as the import's second file leaves them (the latest year of the field). */
const ACCOUNTING_2024 = {
  field: { code: '0411', name: 'Contabilidad y fiscalización' },
  monthly_pay: 19000,
  unemployment: 4,
  informality: 21,
  return_public: 12.6,
  return_private: 8.1,
  source: 'IMCO con datos de ENOE',
  year: 2024,
  is_example: false,
};
const figureCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(fieldFigures)
  )[0]!.n;

beforeAll(async () => {
  w = await catalogAdminWorld();
});
afterAll(() => w?.close());

describe('GET /fields-of-study', () => {
  it('lists the fields of CMPE 2016 that migration 0025 added, by code, to anyone signed in', async () => {
    for (const role of ['admin', 'student', 'orienter'] as const) {
      const res = await send(role, 'GET', '/fields-of-study');
      expect(res.status).toBe(200);
      const seeded = res.body.filter((f: { code: string }) => FIELDS_OF_STUDY.some((s) => s.code === f.code));
      expect(seeded.map(({ code, name }: { code: string; name: string }) => ({ code, name }))).toEqual(
        [...FIELDS_OF_STUDY].sort((a, b) => (a.code < b.code ? -1 : 1)),
      );
      expect(res.body[0]).toEqual({ id: expect.any(Number), code: expect.any(String), name: expect.any(String) });
    }
    expect((await send(null, 'GET', '/fields-of-study')).status).toBe(401);
  });
});

describe('POST /labour-figures/import', () => {
  it('refuses a file with bad rows, naming each by row and column, and imports none of it', async () => {
    const before = await figureCount();
    const csv = [
      HEADER,
      '0411,Contabilidad y fiscalización,18500,4.1,21.3,12.5,8.0,ENOE,2024',
      '0421,Derecho,mucho,3.8,21.7,13.6,7.1,ENOE,2024',
      '0912,Medicina,24800,2.1,112,17.2,9.8,ENOE,2024',
      '0612,Ciencias computacionales,21300,3.1,14.2,16.4,9.2,,2024',
    ].join('\n');
    const res = await importCsv('admin', csv);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      errorCode: 'InvalidCsv',
      message: 'El archivo tiene errores; no se importó ninguna fila',
      errors: [
        {
          row: 3,
          column: 'salario_mensual',
          message: 'El salario mensual es una cantidad entera de pesos, de 0 a 1,000,000',
        },
        { row: 4, column: 'informalidad', message: 'Escribe un porcentaje de 0 a 100' },
        { row: 5, column: 'fuente', message: 'Este dato es obligatorio' },
      ],
    });
    expect(await figureCount()).toBe(before);
    const header = await importCsv('admin', 'campo,nombre\n0411,Contabilidad');
    expect(header.status).toBe(400);
    expect(header.body.errors).toEqual(
      expect.arrayContaining([{ row: 1, column: 'anio', message: 'Falta la columna «anio»' }]),
    );
  });

  it('imports a good file in one go: new fields added, a field and year replaced, audited', async () => {
    const csv = [
      HEADER,
      '0411,Contabilidad y fiscalización,"$18,500",4.1,21.3,12.5,8.0,IMCO con datos de ENOE,2024',
      '0411,Contabilidad y fiscalización,17900,4.4,22.0,12.1,7.8,IMCO con datos de ENOE,2023',
      '0999,Campo nuevo de prueba,10000,5,30,9,4,IMCO con datos de ENOE,2024',
    ].join('\r\n');
    const res = await importCsv('admin', `\uFEFF${csv}\r\n`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 3 });
    const [added] = await db().select().from(fieldsOfStudy).where(eq(fieldsOfStudy.code, '0999'));
    expect(added!.name).toBe('Campo nuevo de prueba');

    // The same year again replaces it (and JSON works as the CSV's envelope).
    const again = await send('admin', 'POST', '/labour-figures/import', {
      csv: `${HEADER}\n0411,Contabilidad y fiscalización,19000,4.0,21.0,12.6,8.1,IMCO con datos de ENOE,2024`,
    });
    expect(again.body).toEqual({ imported: 1 });
    const rows = await db()
      .select()
      .from(fieldFigures)
      .innerJoin(fieldsOfStudy, eq(fieldsOfStudy.id, fieldFigures.fieldId))
      .where(eq(fieldsOfStudy.code, '0411'))
      .orderBy(desc(fieldFigures.year));
    expect(rows.map((r) => [r.field_figures.year, r.field_figures.monthlyPay, r.field_figures.unemployment])).toEqual([
      [2024, 19000, 4],
      [2023, 17900, 4.4],
    ]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'labour_figures.import'))
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(audit!.after).toEqual({ rows: 1, fields: 1, years: [2024] });
    expect(audit!.actorId).toEqual(expect.any(Number));
  });

  it('takes the file as text/csv or JSON only (415 otherwise)', async () => {
    const res = await call(w.ctx.app, {
      method: 'POST',
      url: '/api/v1/labour-figures/import',
      headers: { ...bearer(w.tokens.admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'csv=campo_cmpe',
    });
    expect(res.status).toBe(415);
    expect(res.body.errorCode).toBe('UnsupportedMediaType');
  });

  it('is for admins only: 403 for a student or an orienter, 401 without a session', async () => {
    const csv = `${HEADER}\n0411,Contabilidad y fiscalización,1,1,1,1,1,X,2024`;
    expect((await importCsv('student', csv)).status).toBe(403);
    expect((await importCsv('orienter', csv)).status).toBe(403);
    expect((await importCsv(null, csv)).status).toBe(401);
    expect((await send('student', 'GET', '/labour-figures')).status).toBe(403);
  });
});

describe('GET /labour-figures', () => {
  it("lists every field's figures by code, the latest year first", async () => {
    const res = await send('admin', 'GET', '/labour-figures');
    expect(res.status).toBe(200);
    const accounting = res.body.filter((r: { field: { code: string } }) => r.field.code === '0411');
    expect(accounting.map((r: { year: number }) => r.year)).toEqual([2024, 2023]);
    expect(accounting[0]).toEqual({ field_id: expect.any(Number), ...ACCOUNTING_2024 });
  });
});

describe("a degree's field and figures", () => {
  it('are set in the degree editor, kept when left out, shown on its page with the latest year', async () => {
    const [accounting] = await db().select().from(fieldsOfStudy).where(eq(fieldsOfStudy.code, '0411'));
    const degree = w.catalog.degrees[0]!;
    const body = { name: degree.name, campusId: degree.campusId, areaId: degree.areaId };
    const page = async () => (await send('student', 'GET', `/degrees/${degree.id}`)).body;

    expect(await page()).toMatchObject({ field_id: null, figures: null });
    const set = await send('admin', 'PUT', `/degrees/${degree.id}`, { ...body, fieldId: accounting!.id });
    expect(set.status).toBe(200);
    expect(set.body.field_id).toBe(accounting!.id);
    expect((await page()).figures).toEqual(ACCOUNTING_2024);

    // A PUT without fieldId (an editor that does not know it) keeps it; null takes it away.
    await send('admin', 'PUT', `/degrees/${degree.id}`, { ...body, description: 'Otra' });
    expect((await page()).field_id).toBe(accounting!.id);
    const unknown = await send('admin', 'PUT', `/degrees/${degree.id}`, { ...body, fieldId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ path: 'fieldId', message: 'El campo de estudio no existe' }]);
    await send('admin', 'PUT', `/degrees/${degree.id}`, { ...body, fieldId: null });
    expect(await page()).toMatchObject({ field_id: null, figures: null });
    const [row] = await db().select().from(degrees).where(eq(degrees.id, degree.id));
    expect(row!.fieldId).toBeNull();
  });

  it('say when they are examples', async () => {
    const [medicine] = await db().select().from(fieldsOfStudy).where(eq(fieldsOfStudy.code, '0912'));
    await db().insert(fieldFigures).values({
      fieldId: medicine!.id,
      year: 2025,
      monthlyPay: 24800,
      unemployment: 2.1,
      informality: 12.4,
      returnPublic: 17.2,
      returnPrivate: 9.8,
      source: EXAMPLE_FIGURES_SOURCE,
      isExample: true,
    });
    const degree = w.catalog.degrees[2]!;
    await db().update(degrees).set({ fieldId: medicine!.id }).where(eq(degrees.id, degree.id));
    const res = await send('orienter', 'GET', `/degrees/${degree.id}`);
    expect(res.body.figures).toMatchObject({
      is_example: true,
      source: 'Datos de ejemplo (no oficiales)',
      year: 2025,
      field: { code: '0912', name: 'Medicina' },
    });
  });
});
