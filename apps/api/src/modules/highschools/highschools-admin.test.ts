import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities } from '../../db/schema/index.ts';
import { catalogAdminWorld } from '../../../test/factories.ts';
import { bearer, call } from '../../../test/helper.ts';

// Admins add high schools and change their name and city (PATCH /highschools/{id} keeps {notebooks}).

let w: Awaited<ReturnType<typeof catalogAdminWorld>>;
let adminId: number;

beforeAll(async () => {
  w = await catalogAdminWorld();
  adminId = (await call(w.ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(w.tokens.admin) })).body
    .id;
});
afterAll(() => w?.close());

const db = () => w.ctx.database.db;
type Role = 'admin' | 'orienter' | 'student';
const as = (role: Role | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(w.ctx.app, { method, url: `/api/v1${url}`, headers: role ? bearer(w.tokens[role]) : {}, payload });

async function lastAudit(action: string, entityId: number) {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action} and ${auditLog.entityId} = ${String(entityId)}`)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const unauthorized = { data_sharing_authorized: false, data_sharing_authorized_at: null, data_sharing_note: null };

let n = 0;
const fresh = (base: string) => `${base} ${++n}`;

/** A city of the test's own, retired when asked. */
async function newCity(retired = false) {
  const [city] = await db()
    .insert(cities)
    .values({ name: fresh('Ciudad de prueba'), active: !retired })
    .returning();
  return city!;
}

describe('POST /highschools', () => {
  it('adds a school in a city and answers its detail (201); it is listed, readable and audited', async () => {
    const city = w.catalog.cities[1];
    const name = fresh('Preparatoria Benito Juárez');
    const res = await as('admin', 'POST', '/highschools', { name: `  ${name} `, cityId: city.id });
    expect(res.status).toBe(201);
    // A new school does not authorize sharing its students' data until an admin records it.
    expect(res.body).toEqual({
      id: expect.any(Number),
      name,
      city: city.name,
      city_id: city.id,
      notebooks: 0,
      ...unauthorized,
    });
    const id = res.body.id as number;
    expect((await as('admin', 'GET', `/highschools/${id}`)).body).toEqual(res.body);
    expect((await as('admin', 'GET', `/highschools/${id}/stats`)).body).toEqual({
      notebooks: 0,
      registers: 0,
      favorite_degrees: 0,
      meetings: 0,
    });
    const listed = await call(w.ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools?search=${encodeURIComponent(name)}`,
    });
    expect(listed.body).toEqual([{ id, name, city: city.name }]);
    const audit = await lastAudit('highschool.create', id);
    expect(audit).toMatchObject({ actorId: adminId, entity: 'highschool', before: null });
    expect(audit?.after).toMatchObject({ id, name, city_id: city.id, notebooks: 0 });
  });

  it('is for admins only: 401 without a session, 403 for students and orienters', async () => {
    const body = { name: fresh('Prepa sin permiso'), cityId: w.catalog.cities[0].id };
    expect((await as(null, 'POST', '/highschools', body)).status).toBe(401);
    for (const role of ['student', 'orienter'] as const) {
      const res = await as(role, 'POST', '/highschools', body);
      expect(res.status, role).toBe(403);
      expect(res.body.errorCode).toBe('Forbidden');
    }
    const search = await call(w.ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools?search=${encodeURIComponent(body.name)}`,
    });
    expect(search.body).toEqual([]);
  });

  it('refuses a bad name or city on its field', async () => {
    const cityId = w.catalog.cities[0].id;
    const retired = await newCity(true);
    const cases: Array<[object, string, string]> = [
      [{ cityId }, 'name', 'Este campo es obligatorio'],
      [{ name: '  ', cityId }, 'name', 'Este campo es obligatorio'],
      [{ name: 'X', cityId }, 'name', 'Mínimo 2 caracteres'],
      [{ name: 'x'.repeat(121), cityId }, 'name', 'Máximo 120 caracteres'],
      [{ name: 'Prepa' }, 'cityId', 'Selecciona la ciudad de la preparatoria'],
      [{ name: 'Prepa', cityId: '' }, 'cityId', 'Selecciona la ciudad de la preparatoria'],
      [{ name: 'Prepa', cityId: 'uno' }, 'cityId', 'El identificador no es válido'],
      [{ name: 'Prepa', cityId: 999999 }, 'cityId', 'La ciudad seleccionada no existe'],
      [{ name: 'Prepa', cityId: retired.id }, 'cityId', 'La ciudad seleccionada ya no está disponible'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await as('admin', 'POST', '/highschools', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toMatchObject({
        errorCode: 'ValidationError',
        message,
        details: [{ path, message }],
      });
    }
    expect((await as('admin', 'POST', '/highschools', { name: 'x'.repeat(120), cityId })).status).toBe(201);
  });

  it('refuses the same name in the same city, whatever its case (409), but not in another city', async () => {
    const [c1, c2] = w.catalog.cities;
    const name = fresh('Colegio Álamos');
    expect((await as('admin', 'POST', '/highschools', { name, cityId: c1.id })).status).toBe(201);
    for (const taken of [name, name.toUpperCase(), name.replace('Á', 'a')]) {
      const res = await as('admin', 'POST', '/highschools', { name: taken, cityId: c1.id });
      expect(res.status, taken).toBe(409);
      expect(res.body).toMatchObject({
        errorCode: 'DuplicatedHighschool',
        message: 'Ya existe una preparatoria con ese nombre en esta ciudad',
      });
    }
    expect((await as('admin', 'POST', '/highschools', { name, cityId: c2.id })).status).toBe(201);
  });
});

describe('PATCH /highschools/{id}: name and city', () => {
  const newSchool = async (cityId = w.catalog.cities[0].id) =>
    (await as('admin', 'POST', '/highschools', { name: fresh('Prepa por editar'), cityId })).body as {
      id: number;
      name: string;
      city_id: number;
      notebooks: number;
    };

  it('renames a school and moves it to another city, audited with before and after', async () => {
    const school = await newSchool();
    const city = w.catalog.cities[2];
    const name = fresh('Prepa renombrada');
    const res = await as('admin', 'PATCH', `/highschools/${school.id}`, { name, cityId: city.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: school.id, name, city: city.name, city_id: city.id, notebooks: 0, ...unauthorized });
    const audit = await lastAudit('highschool.update', school.id);
    expect(audit).toMatchObject({ actorId: adminId, entity: 'highschool' });
    expect(audit?.before).toMatchObject({ name: school.name, city_id: school.city_id });
    expect(audit?.after).toMatchObject({ name, city_id: city.id });
    // One field alone.
    const renamed = await as('admin', 'PATCH', `/highschools/${school.id}`, { name: 'Solo el nombre' });
    expect(renamed.body).toMatchObject({ name: 'Solo el nombre', city_id: city.id });
  });

  it('keeps {notebooks} as it was: the count changes, audited as notebooks.update', async () => {
    const school = await newSchool();
    const res = await as('admin', 'PATCH', `/highschools/${school.id}`, { notebooks: 40 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: school.id, name: school.name, notebooks: 40 });
    expect((await lastAudit('notebooks.update', school.id))?.after).toMatchObject({ notebooks: 40 });
    expect(await lastAudit('highschool.update', school.id)).toBeUndefined();
  });

  it('keeps a school in its city once the city is retired, but moves none into a retired city', async () => {
    const city = await newCity();
    const school = await newSchool(city.id);
    await as('admin', 'PATCH', `/cities/${city.id}`, { retired: true });
    const rename = await as('admin', 'PATCH', `/highschools/${school.id}`, { name: fresh('Prepa'), cityId: city.id });
    expect(rename.status).toBe(200);
    expect(rename.body.city).toBe(city.name);
    const other = await newSchool();
    const move = await as('admin', 'PATCH', `/highschools/${other.id}`, { cityId: city.id });
    expect(move.status).toBe(400);
    expect(move.body.details).toEqual([{ path: 'cityId', message: 'La ciudad seleccionada ya no está disponible' }]);
  });

  it('refuses a duplicate (409), a bad field (400), an unknown school (404) and non-admins (403)', async () => {
    const a = await newSchool();
    const b = await newSchool();
    const dup = await as('admin', 'PATCH', `/highschools/${b.id}`, { name: a.name.toLowerCase() });
    expect(dup.status).toBe(409);
    expect(dup.body.errorCode).toBe('DuplicatedHighschool');
    const short = await as('admin', 'PATCH', `/highschools/${b.id}`, { name: 'X' });
    expect(short.body.details).toEqual([{ path: 'name', message: 'Mínimo 2 caracteres' }]);
    const city = await as('admin', 'PATCH', `/highschools/${b.id}`, { cityId: 999999 });
    expect(city.body.details).toEqual([{ path: 'cityId', message: 'La ciudad seleccionada no existe' }]);
    expect((await as('admin', 'PATCH', '/highschools/999999', { name: 'Nueva' })).status).toBe(404);
    expect((await as('orienter', 'PATCH', `/highschools/${w.school.school.id}`, { name: 'Mía' })).status).toBe(403);
    expect((await as('student', 'PATCH', `/highschools/${b.id}`, { name: 'Mía' })).status).toBe(403);
    expect((await as('admin', 'GET', `/highschools/${b.id}`)).body.name).toBe(b.name);
  });
});
