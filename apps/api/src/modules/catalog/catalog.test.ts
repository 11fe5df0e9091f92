import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, cities, highschools } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, type TestContext } from '../../../test/helper.ts';
import { makeSchool, PASSWORD } from '../../../test/factories.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
  const db = ctx.database.db;
  const [qro] = await db.insert(cities).values({ name: 'Querétaro' }).returning();
  await db.insert(highschools).values([
    { name: 'Colegio Álvaro Obregón', cityId: qro!.id },
    { name: 'Preparatoria 50% Becas', cityId: qro!.id },
    ...Array.from({ length: 60 }, (_, i) => ({
      name: `Bachillerato ${String(i).padStart(2, '0')}`,
      cityId: world.city.id,
    })),
  ]);
  await db.insert(areas).values([{ name: 'Ingeniería' }, { name: 'Artes' }]);
  token = (
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: world.orienter.email, password: PASSWORD, role: 'orienter' },
    })
  ).body.accessToken;
});
afterAll(() => ctx.close());

describe('reference data', () => {
  it('offers only active semesters, in order, without a session', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/semesters' });
    expect(res.status).toBe(200);
    expect(res.body.every((s: { active: boolean }) => s.active)).toBe(true);
    expect(res.body.map((s: { id: number }) => s.id)).toContain(world.activeSemester.id);
    expect(res.body.map((s: { id: number }) => s.id)).not.toContain(world.inactiveSemester.id);
  });

  it('lists areas and cities for signed-in users only', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/areas' })).status).toBe(401);
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/areas', headers: bearer(token) });
    expect(res.body).toEqual([
      { id: expect.any(Number), name: 'Artes' },
      { id: expect.any(Number), name: 'Ingeniería' },
    ]);
    const list = await call(ctx.app, { method: 'GET', url: '/api/v1/cities', headers: bearer(token) });
    expect(list.body.map((c: { name: string }) => c.name)).toContain('Querétaro');
  });
});

describe('reference lists in Spanish order', () => {
  it('sorts areas and cities as Spanish readers expect, accents included', async () => {
    const db = ctx.database.db;
    await db.insert(cities).values([{ name: 'Morelia' }, { name: 'Mérida' }, { name: 'Zacatecas' }]);
    await db.insert(areas).values([{ name: 'Ética y filosofía' }, { name: 'Economía' }]);
    const names = async (url: string) =>
      (await call(ctx.app, { method: 'GET', url, headers: bearer(token) })).body.map((r: { name: string }) => r.name);
    const spanish = (list: string[]) => [...list].sort(new Intl.Collator('es').compare);

    const cityNames = await names('/api/v1/cities');
    expect(cityNames.indexOf('Mérida')).toBeLessThan(cityNames.indexOf('Morelia'));
    expect(cityNames.indexOf('Querétaro')).toBeLessThan(cityNames.indexOf('Zacatecas'));
    expect(cityNames).toEqual(spanish(cityNames));

    const areaNames = await names('/api/v1/areas');
    expect(areaNames.indexOf('Ética y filosofía')).toBeLessThan(areaNames.indexOf('Ingeniería'));
    expect(areaNames).toEqual(spanish(areaNames));
  });
});

describe('reference lists with an ETag', () => {
  it('answers 304 without a body while the list is unchanged, and 200 with a new tag once it changes', async () => {
    for (const url of ['/api/v1/areas', '/api/v1/cities', '/api/v1/semesters']) {
      const first = await call(ctx.app, { method: 'GET', url, headers: bearer(token) });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^"[\w-]+"$/);
      const again = await call(ctx.app, { method: 'GET', url, headers: { ...bearer(token), 'if-none-match': tag } });
      expect(again.status).toBe(304);
      expect(again.raw.body).toBe('');
      const stale = await call(ctx.app, { method: 'GET', url, headers: { ...bearer(token), 'if-none-match': '"x"' } });
      expect(stale.status).toBe(200);
    }
    const before = await call(ctx.app, { method: 'GET', url: '/api/v1/areas', headers: bearer(token) });
    await ctx.database.db.insert(areas).values({ name: 'Salud' });
    const after = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/areas',
      headers: { ...bearer(token), 'if-none-match': before.headers.etag as string },
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.map((a: { name: string }) => a.name)).toContain('Salud');
  });
});

describe('high schools (public list for the signup picker)', () => {
  it('pages with pageSize 50 by default and the total in X-Total-Count', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/highschools' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(50);
    expect(res.headers['x-total-count']).toBe('63');
    expect(Object.keys(res.body[0]).sort()).toEqual(['city', 'id', 'name']);
    const page2 = await call(ctx.app, { method: 'GET', url: '/api/v1/highschools?page=2&pageSize=50' });
    expect(page2.body).toHaveLength(13);
  });

  it('searches by name or city ignoring accents and case, and treats % literally', async () => {
    const byName = await call(ctx.app, { method: 'GET', url: '/api/v1/highschools?search=alvaro' });
    expect(byName.body.map((h: { name: string }) => h.name)).toEqual(['Colegio Álvaro Obregón']);
    const byCity = await call(ctx.app, { method: 'GET', url: '/api/v1/highschools?search=QUERETARO' });
    expect(byCity.body).toHaveLength(2);
    const literal = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools?search=${encodeURIComponent('50%')}`,
    });
    expect(literal.body.map((h: { name: string }) => h.name)).toEqual(['Preparatoria 50% Becas']);
    expect(literal.headers['x-total-count']).toBe('1');
  });
});
