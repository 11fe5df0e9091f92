import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, type TestContext } from '../../../test/helper.ts';
import { makeCatalog, makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const world = await makeSchool(ctx.database.db);
  cat = await makeCatalog(ctx.database.db);
  const student = await makeUser(ctx.database.db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
  });
  const admin = await makeUser(ctx.database.db, { type: 'admin' });
  const login = async (email: string, role: string) =>
    (await call(ctx.app, { method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD, role } }))
      .body.accessToken;
  tokens.student = await login(student.email, 'student');
  tokens.orienter = await login(world.orienter.email, 'orienter');
  tokens.admin = await login(admin.email, 'orienter');
});
afterAll(() => ctx.close());

describe('campus profile', () => {
  it('is readable by every signed-in role, with its city and degree count', async () => {
    for (const role of ['student', 'orienter', 'admin']) {
      const res = await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/campuses/${cat.campuses[0].id}`,
        headers: bearer(tokens[role]!),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: cat.campuses[0].id,
        city: cat.cities[0].name,
        city_id: cat.cities[0].id,
        degrees_count: 3,
        galeria: ['/g1.svg', '/g2.svg'],
      });
    }
  });

  it('answers 404 for a campus that does not exist', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/campuses/999999',
      headers: bearer(tokens.student!),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('El campus no existe');
  });

  it('lists campuses for admins only, with search and X-Total-Count', async () => {
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/campuses', headers: bearer(tokens.student!) })).status,
    ).toBe(403);
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campuses?search=${encodeURIComponent(cat.cities[0].name)}`,
      headers: bearer(tokens.admin!),
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
  });
});

describe('degrees', () => {
  it('filters by campus and areas (comma-separated)', async () => {
    const url = `/api/v1/degrees?campusId=${cat.campuses[0].id}&areas=${cat.areas[1].id},${cat.areas[2].id}`;
    const res = await call(ctx.app, { method: 'GET', url, headers: bearer(tokens.student!) });
    expect(res.status).toBe(200);
    expect(res.body.map((d: { name: string }) => d.name)).toEqual(['Medicina']);
    const all = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/degrees?campusId=${cat.campuses[0].id}`,
      headers: bearer(tokens.student!),
    });
    expect(all.body).toHaveLength(3);
    expect(all.body[0]).toMatchObject({
      campus: cat.campuses[0].name,
      campus_id: cat.campuses[0].id,
      area: expect.any(String),
    });
  });

  it('lists by area name, then degree name, the same across pages of any size', async () => {
    const [a1, a2, a3] = cat.areas;
    const byName = (names: string[]) => [...names].sort((x, y) => (x < y ? -1 : 1));
    const namesOf = (areaId: number) => byName(cat.degrees.filter((d) => d.areaId === areaId).map((d) => d.name));
    // Artes, Ingeniería, Salud: the areas' names, not the order they were created in.
    const expected = [...namesOf(a3.id), ...namesOf(a1.id), ...namesOf(a2.id)];
    const list = (query: string) =>
      call(ctx.app, {
        method: 'GET',
        url: `/api/v1/degrees?areas=${a1.id},${a2.id},${a3.id}&${query}`,
        headers: bearer(tokens.admin!),
      });
    const whole = await list('pageSize=200');
    expect(whole.body.map((d: { name: string }) => d.name)).toEqual(expected);
    for (const pageSize of [1, 4, 7]) {
      const pages = Math.ceil(expected.length / pageSize) + 1; // and one past the end, empty
      const names: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const res = await list(`page=${page}&pageSize=${pageSize}`);
        expect(res.headers['x-total-count']).toBe(String(expected.length));
        names.push(...res.body.map((d: { name: string }) => d.name));
      }
      expect(names).toEqual(expected);
    }
  });

  it('searches by degree or campus name and refuses a malformed areas list', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/degrees?search=mecatronica',
      headers: bearer(tokens.admin!),
    });
    expect(res.body.map((d: { name: string }) => d.name)).toContain('Ingeniería Mecatrónica');
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/degrees?areas=1,x', headers: bearer(tokens.admin!) })).status,
    ).toBe(400);
  });

  it('shows a degree in detail and 404 for an unknown one', async () => {
    const d = cat.degrees[2]!;
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/degrees/${d.id}`,
      headers: bearer(tokens.orienter!),
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'area',
        'area_id',
        'campus',
        'campus_id',
        'descripcion',
        'foto_perfil',
        'foto_portada',
        'galeria',
        'id',
        'image',
        'name',
        'pdf_becas',
        'pdf_plan_estudios',
        'video',
      ].sort(),
    );
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/degrees/999999', headers: bearer(tokens.student!) })).status,
    ).toBe(404);
  });
});
