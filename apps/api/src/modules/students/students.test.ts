import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import { eq, sql } from 'drizzle-orm';
import { campuses, catalogVersion, degrees } from '../../db/schema/index.ts';
import { makeCatalog, makeSchool, signedInStudent } from '../../../test/factories.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
let cat: Awaited<ReturnType<typeof makeCatalog>>;

const newStudent = () => signedInStudent(ctx.app, ctx.database.db, world);

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
  cat = await makeCatalog(ctx.database.db);
});
afterAll(() => ctx.close());

describe('onboarding', () => {
  const post = (s: { id: number; token: string }, payload: object, id = s.id) =>
    call(ctx.app, { method: 'POST', url: `/api/v1/users/${id}/onboarding-data`, headers: bearer(s.token), payload });

  it('saves avatar, areas and cities and marks the student onboarded', async () => {
    const s = await newStudent();
    const res = await post(s, {
      avatar: 'girl-C-2',
      universityCheck: false,
      areas: [cat.areas[0].id, cat.areas[1].id],
      cities: [cat.cities[0].id],
    });
    expect(res.status).toBe(200);
    const me = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(s.token) });
    expect(me.body).toMatchObject({ avatar: 'girl-C-2', onboarded: true });
    const prefs = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me/preferences', headers: bearer(s.token) });
    expect(prefs.body.areas.map((a: { id: number }) => a.id).sort()).toEqual([cat.areas[0].id, cat.areas[1].id].sort());
  });

  it('accepts an enrolled student with the university answer and no areas', async () => {
    const s = await newStudent();
    expect(
      (await post(s, { avatar: 'boy-F-3', universityCheck: true, currentUniversity: 'UNAM Derecho' })).status,
    ).toBe(200);
  });

  it('validates with the spec messages', async () => {
    const s = await newStudent();
    const cases: Array<[object, string, string]> = [
      [
        { universityCheck: false, areas: [cat.areas[0].id], cities: [cat.cities[0].id] },
        'avatar',
        'Debes seleccionar un avatar',
      ],
      [
        { avatar: 'girl-G-1', universityCheck: false, areas: [cat.areas[0].id], cities: [cat.cities[0].id] },
        'avatar',
        'Debes seleccionar un avatar',
      ],
      [{ avatar: 'girl-A-1', universityCheck: true }, 'currentUniversity', 'Este campo es obligatorio'],
      [
        { avatar: 'girl-A-1', universityCheck: true, currentUniversity: 'x'.repeat(202) },
        'currentUniversity',
        'La respuesta es muy larga',
      ],
      [
        { avatar: 'girl-A-1', universityCheck: false, areas: [], cities: [cat.cities[0].id] },
        'areas',
        'Selecciona al menos un área de estudios',
      ],
      [
        { avatar: 'girl-A-1', universityCheck: false, areas: [1, 2, 3, 4], cities: [cat.cities[0].id] },
        'areas',
        'Selecciona máximo 3 áreas',
      ],
      [
        { avatar: 'girl-A-1', universityCheck: false, areas: [cat.areas[0].id], cities: [] },
        'cities',
        'Selecciona al menos una ciudad',
      ],
      [
        { avatar: 'girl-A-1', universityCheck: false, areas: [cat.areas[0].id], cities: [1, 2, 3, 4] },
        'cities',
        'Selecciona máximo 3 ciudades',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await post(s, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.details).toContainEqual({ path, message });
    }
    const unknown = await post(s, {
      avatar: 'girl-A-1',
      universityCheck: false,
      areas: [999999],
      cities: [cat.cities[0].id],
    });
    expect(unknown.status).toBe(400);
  });

  it("refuses another student's id with 403", async () => {
    const s = await newStudent();
    const other = await newStudent();
    expect(
      (await post(s, { avatar: 'girl-A-1', universityCheck: true, currentUniversity: 'X Y' }, other.id)).status,
    ).toBe(403);
  });
});

describe('preferences', () => {
  const put = (token: string, payload: object) =>
    call(ctx.app, { method: 'PUT', url: '/api/v1/users/me/preferences', headers: bearer(token), payload });

  it('replaces areas and cities', async () => {
    const s = await newStudent();
    const res = await put(s.token, {
      prefered_areas: [cat.areas[2].id],
      prefered_cities: [cat.cities[1].id, cat.cities[2].id],
    });
    expect(res.status).toBe(200);
    expect(res.body.areas).toEqual([{ id: cat.areas[2].id, name: cat.areas[2].name }]);
    expect(res.body.cities).toHaveLength(2);
  });

  it('needs 1 to 3 of each, with the spec messages', async () => {
    const s = await newStudent();
    const cases: Array<[object, string, string]> = [
      [
        { prefered_areas: [], prefered_cities: [cat.cities[0].id] },
        'prefered_areas',
        'Selecciona al menos un área de estudios',
      ],
      [
        { prefered_areas: [1, 2, 3, 4], prefered_cities: [cat.cities[0].id] },
        'prefered_areas',
        'Selecciona máximo 3 áreas',
      ],
      [{ prefered_areas: [cat.areas[0].id], prefered_cities: [] }, 'prefered_cities', 'Selecciona al menos una ciudad'],
      [
        { prefered_areas: [cat.areas[0].id], prefered_cities: [1, 2, 3, 4] },
        'prefered_cities',
        'Selecciona máximo 3 ciudades',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await put(s.token, payload);
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ path, message });
    }
  });

  it('is for students only', async () => {
    const orienter = await tokenFor(ctx.app, world.orienter.email, 'orienter');
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/users/me/preferences', headers: bearer(orienter) })).status,
    ).toBe(403);
  });
});

describe('degree suggestions', () => {
  it('lists campuses in the cities of interest teaching the areas of interest, one row per matching area', async () => {
    const s = await newStudent();
    await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/users/me/preferences',
      headers: bearer(s.token),
      payload: { prefered_areas: [cat.areas[0].id, cat.areas[1].id], prefered_cities: [cat.cities[0].id] },
    });
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${s.id}/degrees-suggestions`,
      headers: bearer(s.token),
    });
    expect(res.status).toBe(200);
    // Campus A (city 1) teaches areas 1 and 2: two rows. Campus B is in another city; campus C teaches area 3.
    expect(res.body).toEqual(
      [
        { id: cat.campuses[0].id, name: cat.campuses[0].name, image: '/a.svg', areaId: cat.areas[0].id },
        { id: cat.campuses[0].id, name: cat.campuses[0].name, image: '/a.svg', areaId: cat.areas[1].id },
      ].sort((x, y) => x.areaId - y.areaId),
    );
  });

  it('pages by campus, by name, with the number of campuses in X-Total-Count', async () => {
    const s = await newStudent();
    const [area, otherArea] = [cat.areas[2], cat.areas[1]];
    const city = cat.cities[2];
    // Seven more campuses in city 3 teaching area 3 (and the odd ones area 2 too); campus C is in city 1.
    const extra = await ctx.database.db
      .insert(campuses)
      .values(
        Array.from({ length: 7 }, (_, i) => ({ name: `Sugerido ${String(i).padStart(2, '0')}`, cityId: city.id })),
      )
      .returning({ id: campuses.id, name: campuses.name });
    await ctx.database.db
      .insert(degrees)
      .values([
        ...extra.map((c) => ({ name: 'Diseño', campusId: c.id, areaId: area.id })),
        ...extra.filter((_, i) => i % 2).map((c) => ({ name: 'Nutrición', campusId: c.id, areaId: otherArea.id })),
        ...extra.map((c) => ({ name: 'Derecho', campusId: c.id, areaId: cat.areas[0].id })),
      ]);
    await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/users/me/preferences',
      headers: bearer(s.token),
      payload: { prefered_areas: [area.id, otherArea.id], prefered_cities: [city.id] },
    });
    const page = (n: number, size: number) =>
      call(ctx.app, {
        method: 'GET',
        url: `/api/v1/users/${s.id}/degrees-suggestions?page=${n}&pageSize=${size}`,
        headers: bearer(s.token),
      });
    const seen: Array<{ id: number; areaId: number }> = [];
    for (let n = 1; n <= 3; n++) {
      const res = await page(n, 3);
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('7');
      expect(new Set(res.body.map((r: { id: number }) => r.id)).size).toBe(n < 3 ? 3 : 1);
      seen.push(...res.body);
    }
    const expected = extra.flatMap((c, i) => [
      { id: c.id, name: c.name, image: null, areaId: area.id },
      ...(i % 2 ? [{ id: c.id, name: c.name, image: null, areaId: otherArea.id }] : []),
    ]);
    expect(seen).toEqual(
      expected.map((r) => ({ ...r })).sort((x, y) => x.name.localeCompare(y.name) || x.areaId - y.areaId),
    );
    expect((await page(1, 0)).status).toBe(400);
  });

  it('answers every change of the catalog at once, though pages are kept by areas and cities', async () => {
    const [first, second] = [await newStudent(), await newStudent()];
    const [area, city] = [cat.areas[2], cat.cities[1]];
    const [campus] = await ctx.database.db
      .insert(campuses)
      .values({ name: 'Campus Cacheado', cityId: city.id })
      .returning({ id: campuses.id });
    const [degree] = await ctx.database.db
      .insert(degrees)
      .values({ name: 'Arquitectura', campusId: campus!.id, areaId: area.id })
      .returning({ id: degrees.id });
    for (const s of [first, second]) {
      await call(ctx.app, {
        method: 'PUT',
        url: '/api/v1/users/me/preferences',
        headers: bearer(s.token),
        payload: { prefered_areas: [area.id], prefered_cities: [city.id] },
      });
    }
    const names = async (s: { id: number; token: string }) => {
      const res = await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/users/${s.id}/degrees-suggestions`,
        headers: bearer(s.token),
      });
      expect(res.status).toBe(200);
      return res.body.filter((r: { id: number }) => r.id === campus!.id).map((r: { name: string }) => r.name);
    };
    expect(await names(first)).toEqual(['Campus Cacheado']);
    expect(await names(second)).toEqual(['Campus Cacheado']);

    // Written straight to the database, as another instance of the app (or a fix by hand) would.
    await ctx.database.db.update(campuses).set({ name: 'Campus Renombrado' }).where(eq(campuses.id, campus!.id));
    expect(await names(second)).toEqual(['Campus Renombrado']);
    expect(await names(first)).toEqual(['Campus Renombrado']);

    await ctx.database.db.update(degrees).set({ areaId: cat.areas[0].id }).where(eq(degrees.id, degree!.id));
    expect(await names(first)).toEqual([]);
    await ctx.database.db.update(degrees).set({ areaId: area.id }).where(eq(degrees.id, degree!.id));
    expect(await names(first)).toEqual(['Campus Renombrado']);
    await ctx.database.db.delete(degrees).where(eq(degrees.id, degree!.id));
    expect(await names(second)).toEqual([]);
  });

  it('keeps one catalog version, raised by each statement that writes campuses or degrees', async () => {
    const version = async () =>
      Number((await ctx.database.db.select({ version: catalogVersion.version }).from(catalogVersion))[0]!.version);
    const before = await version();
    await ctx.database.db
      .update(campuses)
      .set({ name: sql`name` })
      .where(eq(campuses.id, cat.campuses[0].id));
    expect(await version()).toBe(before + 1);
    await ctx.database.db.execute(sql`update catalog_version set one = false`).catch(() => undefined);
    expect(await version()).toBe(before + 1);
  });

  it("refuses another student's suggestions", async () => {
    const s = await newStudent();
    const other = await newStudent();
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/v1/users/${other.id}/degrees-suggestions`,
          headers: bearer(s.token),
        })
      ).status,
    ).toBe(403);
  });
});
