import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, type TestContext } from '../../../test/helper.ts';
import { makeCatalog, makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';
import { campuses, cities, degrees } from '../../db/schema/index.ts';

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

  it('lists campuses for every signed-in role, with search and X-Total-Count', async () => {
    for (const role of ['student', 'orienter', 'admin']) {
      const res = await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/campuses?search=${encodeURIComponent(cat.cities[0].name)}`,
        headers: bearer(tokens[role]!),
      });
      expect(res.status, role).toBe(200);
      expect(res.headers['x-total-count']).toBe('2');
    }
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/campuses' })).status).toBe(401);
  });
});

describe('explore filters', () => {
  const get = (url: string) => call(ctx.app, { method: 'GET', url: `/api/v1${url}`, headers: bearer(tokens.student!) });
  const names = (body: Array<{ name: string }>) => body.map((row) => row.name);

  it('narrows campuses to several cities and to the areas of their degrees', async () => {
    const [a1, a2, a3] = cat.areas;
    const [c1, c2, c3] = cat.cities;
    const [campA, campB, campC] = cat.campuses;
    const cases: Array<[string, string[]]> = [
      [`?cities=${c1.id}`, [campA.name, campC.name]],
      [`?cities=${c1.id},${c2.id}`, [campA.name, campB.name, campC.name]],
      [`?areas=${a3.id}`, [campC.name]],
      [`?areas=${a1.id},${a3.id}`, [campA.name, campB.name, campC.name]],
      [`?areas=${a2.id}&cities=${c1.id}`, [campA.name]],
      [`?areas=${a3.id}&cities=${c2.id},${c3.id}`, []],
    ];
    for (const [query, expected] of cases) {
      const res = await get(`/campuses${query}`);
      expect(res.status, query).toBe(200);
      expect(names(res.body), query).toEqual(expected);
      expect(res.headers['x-total-count'], query).toBe(String(expected.length));
    }
    // The campus keeps its whole degree count, not only the filtered areas'.
    expect((await get(`/campuses?areas=${a2.id}&cities=${c1.id}`)).body[0]).toMatchObject({ degrees_count: 3 });
  });

  it('searches campuses by their city without accents, within the filters', async () => {
    const [a1, a3] = [cat.areas[0], cat.areas[2]];
    const city = encodeURIComponent(cat.cities[1].name.replace('é', 'e').toUpperCase());
    expect(names((await get(`/campuses?search=${city}&areas=${a1.id}`)).body)).toEqual([cat.campuses[1].name]);
    expect((await get(`/campuses?search=${city}&areas=${a3.id}`)).body).toEqual([]);
  });

  it('pages a search that matches names, cities or both once each, by name, with the total of every page', async () => {
    const db = ctx.database.db;
    const tag = `Zacatlán ${Date.now()}`;
    const [city] = await db.insert(cities).values({ name: tag }).returning();
    const [other] = await db
      .insert(cities)
      .values({ name: `Otra ${tag.slice(9)}` })
      .returning();
    // By the city's name, by the campus's (accents and case aside) and by both.
    await db.insert(campuses).values([
      { name: 'Bravo Norte', cityId: city!.id },
      { name: `Delta ${tag.toUpperCase()}`, cityId: other!.id },
      { name: `Alfa ${tag}`, cityId: city!.id },
      { name: 'Charlie Sur', cityId: city!.id },
      { name: 'Eco Zacatlán', cityId: other!.id },
      { name: 'Fuera', cityId: other!.id },
    ]);
    const term = encodeURIComponent(tag.replace('á', 'a').toLowerCase());
    const all = [`Alfa ${tag}`, 'Bravo Norte', 'Charlie Sur', `Delta ${tag.toUpperCase()}`];
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await get(`/campuses?search=${term}&page=${page}&pageSize=2`);
      expect(res.headers['x-total-count']).toBe('4');
      pages.push(...names(res.body));
    }
    // "Eco Zacatlán" has the word but not the tag's number: it is not a match.
    expect(pages).toEqual(all);
    expect(names((await get(`/campuses?search=${term}&pageSize=25`)).body)).toEqual(all);
  });

  it('narrows degrees to the cities of their campus, with the areas and the search', async () => {
    const [a1, a2] = cat.areas;
    const [c1, c2, c3] = cat.cities;
    const inCity1 = await get(`/degrees?cities=${c1.id}`);
    expect(names(inCity1.body).sort()).toEqual(['Diseño', 'Ingeniería Civil', 'Ingeniería Industrial', 'Medicina']);
    const engineering = await get(`/degrees?areas=${a1.id}&cities=${c1.id},${c2.id}`);
    expect(names(engineering.body)).toEqual(['Ingeniería Civil', 'Ingeniería Industrial', 'Ingeniería Mecatrónica']);
    const searched = await get(`/degrees?search=INGENIERIA&cities=${c2.id}`);
    expect(names(searched.body)).toEqual(['Ingeniería Mecatrónica']);
    expect(searched.headers['x-total-count']).toBe('1');
    const none = await get(`/degrees?cities=${c3.id}`);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    // Pages of a filtered list: 15 degrees in Mérida, read 4 at a time.
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await get(`/degrees?areas=${a1.id},${a2.id}&cities=${c2.id}&pageSize=4&page=${page}`);
      expect(res.headers['x-total-count']).toBe('15');
      seen.push(...names(res.body));
    }
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
  });

  it('refuses a malformed cities or areas list with 400', async () => {
    for (const url of ['/campuses?cities=1,x', '/campuses?areas=0', '/degrees?cities=', '/degrees?cities=2147483648']) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.errorCode, url).toBe('ValidationError');
    }
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

  it('counts a degree found by its own name and by its campus once, and in its area', async () => {
    const tag = `Robótica ${Date.now()}`;
    const [own, both] = await ctx.database.db
      .insert(campuses)
      .values([
        { name: `Campus Norte ${Date.now()}`, cityId: cat.cities[2].id },
        { name: `Instituto de ${tag}`, cityId: cat.cities[2].id },
      ])
      .returning();
    await ctx.database.db.insert(degrees).values([
      { name: `Ingenieria en ${tag}`, campusId: own!.id, areaId: cat.areas[0].id },
      { name: `${tag} Aplicada`, campusId: both!.id, areaId: cat.areas[0].id },
      { name: 'Derecho', campusId: both!.id, areaId: cat.areas[1].id },
    ]);
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/degrees?search=${encodeURIComponent(tag.toUpperCase().normalize('NFD').replace(/\p{M}/gu, ''))}`,
      headers: bearer(tokens.admin!),
    });
    expect(res.headers['x-total-count']).toBe('3');
    // The name that starts with the search first, then the others by area.
    expect(res.body.map((d: { name: string }) => d.name)).toEqual([
      `${tag} Aplicada`,
      `Ingenieria en ${tag}`,
      'Derecho',
    ]);
  });

  it('lists exact names first, then names that start with the search, then the rest, on every page', async () => {
    const word = `Veterinária${Date.now()}`;
    const [engineering, health, arts] = cat.areas;
    const [campA, campB, campC] = cat.campuses;
    const [institute] = await ctx.database.db
      .insert(campuses)
      .values({ name: `Instituto ${word}`, cityId: cat.cities[2].id })
      .returning();
    await ctx.database.db.insert(degrees).values([
      { name: `Estudios de ${word}`, campusId: campA.id, areaId: arts.id },
      { name: `${word} y Zootecnia`, campusId: campC.id, areaId: arts.id },
      { name: `${word} Avanzada`, campusId: campB.id, areaId: health.id },
      { name: word, campusId: campA.id, areaId: health.id, modalidad: 'mixta', costoPeriodo: 21000 },
      { name: word.toUpperCase(), campusId: campB.id, areaId: engineering.id },
      { name: 'Derecho', campusId: institute!.id, areaId: engineering.id },
    ]);
    const expected = [
      // Exact names (ignoring case and accents), by area: Ingeniería, then Salud.
      word.toUpperCase(),
      word,
      // Names that start with it, by area: Artes, then Salud.
      `${word} y Zootecnia`,
      `${word} Avanzada`,
      // The rest, by area: Artes, then Ingeniería (found by its campus).
      `Estudios de ${word}`,
      'Derecho',
    ];
    const search = encodeURIComponent(word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    const list = (query: string) =>
      call(ctx.app, {
        method: 'GET',
        url: `/api/v1/degrees?search=${search}&${query}`,
        headers: bearer(tokens.student!),
      });
    const whole = await list('pageSize=50');
    expect(whole.body.map((d: { name: string }) => d.name)).toEqual(expected);
    expect(whole.body[1]).toMatchObject({ modalidad: 'mixta', costo_periodo: 21000, duracion_unidad: null });
    for (const pageSize of [1, 4]) {
      const names: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / pageSize); page++) {
        const res = await list(`page=${page}&pageSize=${pageSize}`);
        expect(res.headers['x-total-count']).toBe(String(expected.length));
        names.push(...res.body.map((d: { name: string }) => d.name));
      }
      expect(names, `pageSize ${pageSize}`).toEqual(expected);
    }
    // Within the filters: only the campus's city.
    const inTijuana = await list(`cities=${cat.cities[2].id}`);
    expect(inTijuana.body.map((d: { name: string }) => d.name)).toEqual(['Derecho']);
    // Characters that mean something to a pattern are read as themselves.
    for (const term of ['(', 'c++ [', '50%', '\\', '^x$']) {
      const res = await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/degrees?search=${encodeURIComponent(term)}`,
        headers: bearer(tokens.student!),
      });
      expect(res.status, term).toBe(200);
    }
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
        'city',
        'costo_periodo',
        'descripcion',
        'duracion',
        'duracion_unidad',
        'field_id',
        'figures',
        'foto_perfil',
        'foto_portada',
        'galeria',
        'id',
        'image',
        'modalidad',
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
