import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteDegrees, meetings, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import {
  ADULT_BIRTH_DATE,
  addFavorites,
  adminToken,
  makeCatalog,
  makeSchool,
  makeStudent,
  PASSWORD,
  signedInStudent,
} from '../../../test/factories.ts';
import { csvField, csvRow, mexicoDateTime, mexicoToday, neutralize } from '../../lib/csv.ts';
import { parseCsv } from '../../../test/csv.ts';

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let world: Awaited<ReturnType<typeof makeSchool>>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await makeCatalog(ctx.database.db);
  world = await makeSchool(ctx.database.db);
  admin = await adminToken(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const download = (token = admin) => call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(token) });

describe('csv helpers', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const value of ['=1+1', '+52', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralize(value)).toBe(`'${value}`);
    for (const value of ['Ana', '5512345678', ' =no', "'ya"]) expect(neutralize(value)).toBe(value);
  });

  it('quotes every field and doubles inner quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvField(null)).toBe('""');
    expect(csvRow(['=cmd|" /C calc"!A0', 3])).toBe('"\'=cmd|"" /C calc""!A0","3"\r\n');
  });

  it('writes dates in Mexico City time', () => {
    expect(mexicoDateTime(new Date('2026-03-10T18:05:00Z'))).toBe('2026-03-10 12:05');
    expect(mexicoToday(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-10');
  });
});

describe('GET /meetings (CSV report)', () => {
  it('is for admins only', async () => {
    const student = await signedInStudent(ctx.app, ctx.database.db, world);
    const orienter = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    for (const token of [student.token, orienter]) {
      const res = await download(token);
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('Forbidden');
    }
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/meetings' })).status).toBe(401);
  });

  it('streams UTF-8 with BOM, a Spanish header and one row per meeting, with formulas neutralised', async () => {
    const db = ctx.database.db;
    const evil = await makeStudent(db, world, {
      firstName: '=HYPERLINK("http://malo.example","clic")',
      lastName: 'Pérez',
      phone: '5512345678',
    });
    const plain = await makeStudent(db, world, { firstName: 'Ñandú, José', lastName: 'Gómez' });
    const [d0, d1, d2] = cat.degrees;
    await addFavorites(db, evil.id, [d0!.id, d1!.id], [d0!.id, d1!.id]);
    await addFavorites(db, plain.id, [d2!.id], [d2!.id]);
    const withoutMeeting = await makeStudent(db, world);
    await addFavorites(db, withoutMeeting.id, [d0!.id]);

    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meetings-${mexicoToday()}.csv"`);
    expect(res.headers['content-disposition']).toMatch(/filename="meetings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.raw.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = bytes.toString('utf8');
    const rows = parseCsv(text.slice(1));
    // The one list of shared fields (SHARED_FIELDS), then the campus and the day: no phone, even
    // of a student who has one.
    expect(rows[0]).toEqual(['Nombre', 'Correo', 'Preparatoria', 'Ciudad', 'Semestre', 'Carrera', 'Campus', 'Fecha']);
    expect(rows).toHaveLength(1 + 3);
    expect(text).not.toContain('5512345678');
    const evilRows = rows.filter((r) => r[1] === evil.email);
    expect(evilRows).toHaveLength(2);
    expect(evilRows[0]![0]).toBe(`'=HYPERLINK("http://malo.example","clic") Pérez`);
    expect(text).toContain(`"'=HYPERLINK(""http://malo.example"",""clic"") Pérez"`);
    expect(evilRows.map((r) => r[5]).sort()).toEqual([d0!.name, d1!.name].sort());
    expect(evilRows[0]!.slice(2, 5)).toEqual([world.school.name, world.city.name, world.activeSemester.name]);
    expect(evilRows[0]![6]).toBe(cat.campuses[0].name);
    expect(evilRows[0]![7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const plainRow = rows.find((r) => r[1] === plain.email)!;
    expect(plainRow.slice(0, 2)).toEqual(['Ñandú, José Gómez', plain.email]);
    expect(rows.some((r) => r[1] === withoutMeeting.email)).toBe(false);
  });

  it('pages through long reports without losing or repeating rows', async () => {
    const db = ctx.database.db;
    const before = parseCsv((await download()).raw.rawPayload.toString('utf8').slice(1)).length - 1;
    const students = await db
      .insert(users)
      .values(
        Array.from({ length: 160 }, (_, i) => ({
          type: 'student' as const,
          firstName: `Alumno ${i}`,
          lastName: 'Masivo',
          email: `masivo-${i}@test.mx`,
          passwordHash: 'x',
          highschoolId: world.school.id,
          semesterId: world.activeSemester.id,
          birthDate: ADULT_BIRTH_DATE, // adults of an authorizing school: their requests leave
        })),
      )
      .returning({ id: users.id });
    const pairs = students.flatMap((s) => cat.degrees.slice(0, 4).map((d) => ({ userId: s.id, degreeId: d.id })));
    await db.insert(favoriteDegrees).values(pairs);
    await db.insert(meetings).values(pairs);
    const rows = parseCsv((await download()).raw.rawPayload.toString('utf8').slice(1)).slice(1);
    expect(rows).toHaveLength(before + 640);
    expect(new Set(rows.map((r) => `${r[1]}|${r[5]}|${r[6]}`)).size).toBe(rows.length);
  });
});
