// A student's matches on data made for it: only the degrees of the student's cities, ranked by how
// their area fits the latest interest profile (first letter 2 points, second 1, then the mean of the
// area's letters; areas that fit alike share one run by name, then id), each with its reason, its
// field's figures or why there are none, and whether it is a favourite; paged like other lists.
import { eq } from 'drizzle-orm';
import { INTEREST_ITEMS, type RiasecLetter } from '@tlp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, campuses, cities, degrees, fieldFigures, fieldsOfStudy, userCities } from '../../db/schema/index.ts';
import { addFavorites, adminToken, interestAnswers, makeSchool, signedInStudent } from '../../../test/factories.ts';
import { bearer, call, createTestApp, type TestContext } from '../../../test/helper.ts';

let ctx: TestContext;
let student: { id: number; token: string };
let withoutTest: { id: number; token: string };
const ids: Record<string, number> = {};
const db = () => ctx.database.db;

const get = (url: string, token?: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  ctx = await createTestApp();
  const school = await makeSchool(db());
  student = await signedInStudent(ctx.app, db(), school);
  withoutTest = await signedInStudent(ctx.app, db(), school);

  const [x, y, z] = await db()
    .insert(cities)
    .values([{ name: 'Ciudad Equis' }, { name: 'Ciudad Ye' }, { name: 'Ciudad Zeta' }])
    .returning();
  await db()
    .insert(userCities)
    .values([x!, y!].map((c) => ({ userId: student.id, cityId: c.id })));
  const [c1, c2, c3] = await db()
    .insert(campuses)
    .values([
      { name: 'Universidad Uno, Campus Equis', cityId: x!.id },
      { name: 'Universidad Dos, Campus Ye', cityId: y!.id },
      { name: 'Universidad Tres, Campus Zeta', cityId: z!.id },
    ])
    .returning();
  const areaRows = await db()
    .insert(areas)
    .values([
      { name: 'Sociales', riasec: 'SIE' },
      { name: 'Humanas', riasec: 'SEI' }, // fits exactly as SIE: one run with it
      { name: 'Salud', riasec: 'ISR' },
      { name: 'Biología', riasec: 'IR' },
      { name: 'Exactas', riasec: 'ICR' },
      { name: 'Comunicación', riasec: 'AES' },
      { name: 'Negocios', riasec: 'EC' }, // neither top letter
      { name: 'Sin letras' },
    ])
    .returning();
  const area = (name: string) => areaRows.find((a) => a.name === name)!.id;
  const field = async (code: string) =>
    (await db().select().from(fieldsOfStudy).where(eq(fieldsOfStudy.code, code)))[0]!;
  const [medicine, nursing] = [await field('0912'), await field('0913')];
  await db().insert(fieldFigures).values({
    fieldId: medicine!.id,
    year: 2024,
    monthlyPay: 24800,
    unemployment: 2.1,
    informality: 12.4,
    returnPublic: 17.2,
    returnPrivate: 9.8,
    source: 'IMCO',
  });
  const rows = await db()
    .insert(degrees)
    .values([
      { name: 'Sociología', campusId: c1!.id, areaId: area('Sociales') },
      { name: 'Trabajo Social', campusId: c2!.id, areaId: area('Sociales') },
      { name: 'Antropología', campusId: c2!.id, areaId: area('Humanas') },
      { name: 'Medicina', campusId: c1!.id, areaId: area('Salud'), fieldId: medicine!.id },
      { name: 'Medicina', campusId: c2!.id, areaId: area('Salud'), fieldId: medicine!.id },
      { name: 'Enfermería', campusId: c2!.id, areaId: area('Salud'), fieldId: nursing!.id },
      { name: 'Medicina en Zeta', campusId: c3!.id, areaId: area('Salud') }, // not in the student's cities
      {
        name: 'Biología',
        campusId: c1!.id,
        areaId: area('Biología'),
        modalidad: 'mixta',
        duracion: 8,
        duracionUnidad: 'semestres',
        costoPeriodo: 21000,
      },
      { name: 'Física', campusId: c2!.id, areaId: area('Exactas') },
      { name: 'Comunicación', campusId: c1!.id, areaId: area('Comunicación') },
      { name: 'Contaduría', campusId: c1!.id, areaId: area('Negocios') },
      { name: 'Filosofía', campusId: c1!.id, areaId: area('Sin letras') },
    ])
    .returning();
  for (const r of rows) ids[`${r.name}@${r.campusId === c1!.id ? 1 : r.campusId === c2!.id ? 2 : 3}`] = r.id;
  await addFavorites(db(), student.id, [ids['Biología@1']!]);

  const taken = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/users/me/interest-test',
    headers: bearer(student.token),
    payload: {
      answers: interestAnswers({
        R: [2, 2, 2, 2, 2, 2], // 25
        I: [5, 5, 4, 5, 5, 4], // 92
        A: [1, 2, 1, 2, 1, 2], // 13
        S: [4, 4, 4, 4, 4, 5], // 79
        E: [3, 3, 3, 3, 3, 3], // 50
        C: [1, 1, 1, 1, 1, 1], // 0
      }),
    },
  });
  expect(taken.body.top).toEqual(['I', 'S']);
});
afterAll(() => ctx?.close());

const BOTH = 'Coincide con tu perfil Investigador–Social';
const FIRST = 'Coincide con tu interés principal: Investigador';
const SECOND = 'Coincide con tu segundo interés: Social';

describe('GET /users/me/matches', () => {
  it("ranks the degrees of the student's cities by the fit of their area, then name and id, with the reason", async () => {
    const res = await get('/users/me/matches', student.token);
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('9');
    const seen = res.body.map((m: { degree: { id: number }; score: number; reason: string }) => [
      Object.keys(ids).find((k) => ids[k] === m.degree.id),
      m.score,
      m.reason,
    ]);
    expect(seen).toEqual([
      // SIE (mean of I, S, E: 73.7) and SEI fit alike: one run, by name. 88 = (2·92 + 79) / 3.
      ['Antropología@2', 88, BOTH],
      ['Sociología@1', 88, BOTH],
      ['Trabajo Social@2', 88, BOTH],
      // ISR: both letters too, but a lower mean (65.3); two degrees of one name by id.
      ['Enfermería@2', 88, BOTH],
      ['Medicina@1', 88, BOTH],
      ['Medicina@2', 88, BOTH],
      // IR (mean 58.5) before ICR (39): the first letter only, 61 = 2·92 / 3.
      ['Biología@1', 61, FIRST],
      ['Física@2', 61, FIRST],
      // AES: the second letter only, 26 = 79 / 3.
      ['Comunicación@1', 26, SECOND],
    ]);
    // Not 'Medicina en Zeta' (another city), 'Contaduría' (EC: neither letter) nor 'Filosofía' (an area without letters).
  });

  it('gives each degree its card, its figures or why there are none, and whether it is a favourite', async () => {
    const res = await get('/users/me/matches', student.token);
    const of = (key: string) => res.body.find((m: { degree: { id: number } }) => m.degree.id === ids[key]);
    expect(of('Biología@1')).toEqual({
      degree: {
        id: ids['Biología@1'],
        name: 'Biología',
        image: null,
        campus: 'Universidad Uno, Campus Equis',
        campus_id: expect.any(Number),
        city: 'Ciudad Equis',
        area: 'Biología',
        area_id: expect.any(Number),
        modalidad: 'mixta',
        costo_periodo: 21000,
        duracion: 8,
        duracion_unidad: 'semestres',
      },
      score: 61,
      reason: FIRST,
      figures: null,
      figures_missing_reason: 'Aún no sabemos a qué campo de estudio pertenece esta carrera',
      is_favorite: true,
    });
    expect(of('Medicina@2')).toMatchObject({
      figures: { field: { code: '0912', name: 'Medicina' }, monthly_pay: 24800, year: 2024, is_example: false },
      figures_missing_reason: null,
      is_favorite: false,
    });
    expect(of('Enfermería@2')).toMatchObject({
      figures: null,
      figures_missing_reason: 'Aún no tenemos cifras de este campo de estudio',
    });
  });

  it('pages like the other lists: the same order, a page at a time, the total in X-Total-Count', async () => {
    const all = (await get('/users/me/matches', student.token)).body.map(
      (m: { degree: { id: number } }) => m.degree.id,
    );
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await get(`/users/me/matches?page=${page}&pageSize=4`, student.token);
      expect(res.headers['x-total-count']).toBe('9');
      pages.push(res.body.map((m: { degree: { id: number } }) => m.degree.id));
    }
    expect(pages.map((p) => p.length)).toEqual([4, 4, 1, 0]);
    expect(pages.flat()).toEqual(all);
    expect((await get('/users/me/matches?pageSize=500', student.token)).status).toBe(400);
  });

  it('follows the latest result: a new profile ranks anew', async () => {
    const other = await signedInStudent(ctx.app, db(), await makeSchool(db()));
    const [equis] = await db().select().from(cities).where(eq(cities.name, 'Ciudad Equis'));
    await db().insert(userCities).values({ userId: other.id, cityId: equis!.id });
    const answer = (high: RiasecLetter[]) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/me/interest-test',
        headers: bearer(other.token),
        payload: { answers: INTEREST_ITEMS.map((i) => ({ item: i.id, value: high.includes(i.scale) ? 5 : 1 })) },
      });
    await answer(['I', 'S']);
    await answer(['A', 'E']);
    const res = await get('/users/me/matches', other.token);
    // A and E: AES has both (100); SIE and SEI the second (33); Contaduría (EC) too, now.
    expect(res.body.map((m: { degree: { name: string }; reason: string }) => [m.degree.name, m.reason])).toEqual([
      ['Comunicación', 'Coincide con tu perfil Artístico–Emprendedor'],
      ['Contaduría', 'Coincide con tu segundo interés: Emprendedor'],
      ['Sociología', 'Coincide con tu segundo interés: Emprendedor'],
    ]);
  });

  it('asks for the test first (409 InterestTestMissing), and is for students only', async () => {
    const res = await get('/users/me/matches', withoutTest.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      errorCode: 'InterestTestMissing',
      message: 'Primero responde el test de intereses para ver las carreras que coinciden contigo',
    });
    expect((await get('/users/me/matches')).status).toBe(401);
    expect((await get('/users/me/matches', await adminToken(ctx.app, db()))).status).toBe(403);
  });

  it('is empty for a student without cities', async () => {
    const lonely = await signedInStudent(ctx.app, db(), await makeSchool(db()));
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/users/me/interest-test',
      headers: bearer(lonely.token),
      payload: { answers: INTEREST_ITEMS.map((i) => ({ item: i.id, value: 3 })) },
    });
    const res = await get('/users/me/matches', lonely.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});
