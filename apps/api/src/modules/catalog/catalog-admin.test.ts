import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userAreas, userCities } from '../../db/schema/index.ts';
import { rawRows } from '../../db/rows.ts';
import { catalogAdminWorld } from '../../../test/factories.ts';
import { bearer, call, itUnderConcurrency } from '../../../test/helper.ts';

// Admins add, rename, retire and reactivate areas of study, cities and semesters.

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
const as = (role: Role | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  call(w.ctx.app, { method, url: `/api/v1${url}`, headers: role ? bearer(w.tokens[role]) : {}, payload });

/** The newest audit row of an action on one record. */
async function lastAudit(action: string, entityId: number) {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action} and ${auditLog.entityId} = ${String(entityId)}`)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

let n = 0;
const fresh = (base: string) => `${base} ${++n}`;

describe('permissions', () => {
  it('lets only admins add, change or list every item (401 without a session, 403 for others)', async () => {
    const city = w.catalog.cities[0];
    const writes: Array<['POST' | 'PATCH' | 'GET', string, object?]> = [
      ['POST', '/areas', { name: 'Área nueva' }],
      ['PATCH', `/areas/${w.catalog.areas[0].id}`, { retired: false }],
      ['GET', '/areas/all'],
      ['POST', '/cities', { name: 'Ciudad nueva' }],
      ['PATCH', `/cities/${city.id}`, { retired: false }],
      ['GET', '/cities/all'],
      ['POST', '/semesters', { name: 'Semestre nuevo' }],
      ['PATCH', `/semesters/${w.school.activeSemester.id}`, { retired: false }],
      ['GET', '/semesters/all'],
    ];
    for (const [method, url, payload] of writes) {
      expect((await as(null, method, url, payload)).status, `${method} ${url} anonymous`).toBe(401);
      for (const role of ['student', 'orienter'] as const) {
        const res = await as(role, method, url, payload);
        expect(res.status, `${method} ${url} ${role}`).toBe(403);
        expect(res.body.errorCode).toBe('Forbidden');
      }
    }
    expect(names((await as('admin', 'GET', '/areas')).body)).not.toContain('Área nueva');
    expect(names((await as('admin', 'GET', '/cities')).body)).not.toContain('Ciudad nueva');
  });
});

describe.each([
  {
    kind: 'areas',
    entity: 'area',
    duplicate: 'Ya existe un área de estudio con ese nombre',
    missing: 'El área de estudio no existe',
  },
  { kind: 'cities', entity: 'city', duplicate: 'Ya existe una ciudad con ese nombre', missing: 'La ciudad no existe' },
  {
    kind: 'semesters',
    entity: 'semester',
    duplicate: 'Ya existe un semestre con ese nombre',
    missing: 'El semestre no existe',
  },
] as const)('$kind', ({ kind, entity, duplicate, missing }) => {
  const publicList = async () => (await as('student', 'GET', `/${kind}`)).body as Array<{ id: number; name: string }>;
  const fullList = async () =>
    (await as('admin', 'GET', `/${kind}/all`)).body as Array<{ id: number; name: string; retired: boolean }>;

  it('adds one, trimmed, offered at once in the public list, and audited', async () => {
    const name = fresh('Ñandú Ártico');
    const res = await as('admin', 'POST', `/${kind}`, { name: `  ${name}  ` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), name, retired: false });
    expect(names(await publicList())).toContain(name);
    expect((await fullList()).find((r) => r.id === res.body.id)).toMatchObject({ name, retired: false });
    const audit = await lastAudit(`${entity}.create`, res.body.id);
    expect(audit).toMatchObject({ actorId: adminId, entity, before: null });
    expect(audit?.after).toMatchObject({ id: res.body.id, name, active: true });
  });

  it('refuses a name that is missing, too short, too long or has control characters, on the field', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'Este campo es obligatorio'],
      [{ name: '   ' }, 'Este campo es obligatorio'],
      [{ name: 42 }, 'Este campo es obligatorio'],
      [{ name: ' x ' }, 'Mínimo 2 caracteres'],
      [{ name: 'x'.repeat(81) }, 'Máximo 80 caracteres'],
      [
        { name: 'Dos\nlíneas' },
        'El texto contiene caracteres no permitidos (saltos de línea, tabuladores o caracteres de control)',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await as('admin', 'POST', `/${kind}`, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'ValidationError', message, details: [{ path: 'name', message }] });
    }
    expect((await as('admin', 'POST', `/${kind}`, { name: 'x'.repeat(80) })).status).toBe(201);
  });

  it('refuses a name already taken, whatever its case and accents (409), on create and on rename', async () => {
    const name = fresh('Ciencias Económicas');
    const first = await as('admin', 'POST', `/${kind}`, { name });
    expect(first.status).toBe(201);
    for (const taken of [name, name.toUpperCase(), name.replace('ó', 'o').toLowerCase()]) {
      const res = await as('admin', 'POST', `/${kind}`, { name: taken });
      expect(res.status, taken).toBe(409);
      expect(res.body).toMatchObject({ statusCode: 409, message: duplicate });
    }
    const other = await as('admin', 'POST', `/${kind}`, { name: fresh('Otra') });
    const rename = await as('admin', 'PATCH', `/${kind}/${other.body.id}`, { name: name.toLowerCase() });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe(duplicate);
    // A change of case of its own name is not a duplicate.
    const own = await as('admin', 'PATCH', `/${kind}/${first.body.id}`, { name: name.toUpperCase() });
    expect(own.status).toBe(200);
    expect(own.body.name).toBe(name.toUpperCase());
  });

  it('renames one (audited, before and after) and the public list and its ETag follow', async () => {
    const created = (await as('admin', 'POST', `/${kind}`, { name: fresh('Nombre viejo') })).body;
    const before = await as('student', 'GET', `/${kind}`);
    const newName = fresh('Nombre nuevo');
    const res = await as('admin', 'PATCH', `/${kind}/${created.id}`, { name: newName });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, name: newName, retired: false });
    const after = await call(w.ctx.app, {
      method: 'GET',
      url: `/api/v1/${kind}`,
      headers: { ...bearer(w.tokens.student), 'if-none-match': before.headers.etag as string },
    });
    expect(after.status).toBe(200);
    expect(names(after.body)).toContain(newName);
    expect(names(after.body)).not.toContain(created.name);
    const audit = await lastAudit(`${entity}.update`, created.id);
    expect(audit?.before).toMatchObject({ name: created.name });
    expect(audit?.after).toMatchObject({ name: newName });
  });

  it('retires one: gone from the public list, kept in the full list, and back when reactivated', async () => {
    const created = (await as('admin', 'POST', `/${kind}`, { name: fresh('Por retirar') })).body;
    const retired = await as('admin', 'PATCH', `/${kind}/${created.id}`, { retired: true });
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ id: created.id, name: created.name, retired: true });
    expect((await publicList()).map((r) => r.id)).not.toContain(created.id);
    expect((await fullList()).find((r) => r.id === created.id)).toMatchObject({ retired: true });
    const audit = await lastAudit(`${entity}.update`, created.id);
    expect(audit?.before).toMatchObject({ active: true });
    expect(audit?.after).toMatchObject({ active: false });

    const back = await as('admin', 'PATCH', `/${kind}/${created.id}`, { retired: false });
    expect(back.body.retired).toBe(false);
    expect((await publicList()).map((r) => r.id)).toContain(created.id);
  });

  it('answers 404 for an unknown id, 400 for a bad id or an empty change', async () => {
    const unknown = await as('admin', 'PATCH', `/${kind}/999999`, { name: 'Lo que sea' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'NotFound', message: missing });
    expect((await as('admin', 'PATCH', `/${kind}/abc`, { name: 'Lo que sea' })).status).toBe(400);
    const created = (await as('admin', 'POST', `/${kind}`, { name: fresh('Sin cambios') })).body;
    const empty = await as('admin', 'PATCH', `/${kind}/${created.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errorCode).toBe('ValidationError');
    expect((await as('admin', 'PATCH', `/${kind}/${created.id}`, { retired: 'sí' })).status).toBe(400);
  });
});

describe('retired items stay on the records that have them', () => {
  it('an area: its degrees and the students who chose it still show its name', async () => {
    const [area] = w.catalog.areas;
    const degree = w.catalog.degrees.find((d) => d.areaId === area.id)!;
    await db().insert(userAreas).values({ userId: w.student.id, areaId: area.id });
    expect((await as('admin', 'PATCH', `/areas/${area.id}`, { retired: true })).status).toBe(200);
    try {
      expect((await as('student', 'GET', '/areas')).body.map((a: { id: number }) => a.id)).not.toContain(area.id);
      const shown = await as('student', 'GET', `/degrees/${degree.id}`);
      expect(shown.body).toMatchObject({ area_id: area.id, area: area.name });
      const prefs = await as('student', 'GET', '/users/me/preferences');
      expect(prefs.body.areas).toContainEqual({ id: area.id, name: area.name });
    } finally {
      await as('admin', 'PATCH', `/areas/${area.id}`, { retired: false });
    }
  });

  it('a campus or degree keeps its retired city or area; no new one is placed in it', async () => {
    const [cityA, , cityC] = w.catalog.cities;
    const [campusA] = w.catalog.campuses;
    const [area1, area2] = w.catalog.areas;
    const degree = w.catalog.degrees.find((d) => d.areaId === area1.id && d.campusId === campusA.id)!;
    expect((await as('admin', 'PATCH', `/cities/${cityA.id}`, { retired: true })).status).toBe(200);
    expect((await as('admin', 'PATCH', `/areas/${area1.id}`, { retired: true })).status).toBe(200);
    try {
      const campus = await as('admin', 'POST', '/campuses', { name: fresh('Campus nuevo'), cityId: cityA.id });
      expect(campus.status).toBe(400);
      expect(campus.body.details).toEqual([
        { path: 'cityId', message: 'La ciudad seleccionada ya no está disponible' },
      ]);
      const kept = await as('admin', 'PUT', `/campuses/${campusA.id}`, { name: campusA.name, cityId: cityA.id });
      expect(kept.status).toBe(200);
      const moved = await as('admin', 'PUT', `/campuses/${w.catalog.campuses[1].id}`, {
        name: w.catalog.campuses[1].name,
        cityId: cityA.id,
      });
      expect(moved.status).toBe(400);
      expect((await as('admin', 'POST', '/campuses', { name: fresh('Campus'), cityId: cityC.id })).status).toBe(201);

      const newDegree = await as('admin', 'POST', '/degrees', {
        name: fresh('Carrera'),
        campusId: campusA.id,
        areaId: area1.id,
      });
      expect(newDegree.status).toBe(400);
      expect(newDegree.body.details).toEqual([
        { path: 'areaId', message: 'El área de estudio seleccionada ya no está disponible' },
      ]);
      const keptDegree = await as('admin', 'PUT', `/degrees/${degree.id}`, {
        name: degree.name,
        campusId: campusA.id,
        areaId: area1.id,
      });
      expect(keptDegree.status).toBe(200);
      const other = await as('admin', 'POST', '/degrees', {
        name: fresh('Carrera'),
        campusId: campusA.id,
        areaId: area2.id,
      });
      expect(other.status).toBe(201);
    } finally {
      await as('admin', 'PATCH', `/cities/${cityA.id}`, { retired: false });
      await as('admin', 'PATCH', `/areas/${area1.id}`, { retired: false });
    }
  });

  it("a student keeps a retired area or city they had chosen, but can't choose one anew", async () => {
    const [kept, other] = w.catalog.areas;
    const keptCity = w.catalog.cities[1];
    await db()
      .delete(userAreas)
      .where(sql`${userAreas.userId} = ${w.student.id}`);
    await db()
      .delete(userCities)
      .where(sql`${userCities.userId} = ${w.student.id}`);
    await db().insert(userAreas).values({ userId: w.student.id, areaId: kept.id });
    await db().insert(userCities).values({ userId: w.student.id, cityId: keptCity.id });
    for (const [kind, id] of [
      ['areas', kept.id],
      ['areas', other.id],
      ['cities', keptCity.id],
    ] as const) {
      expect((await as('admin', 'PATCH', `/${kind}/${id}`, { retired: true })).status).toBe(200);
    }
    try {
      const keeping = await as('student', 'PUT', '/users/me/preferences', {
        prefered_areas: [kept.id],
        prefered_cities: [keptCity.id],
      });
      expect(keeping.status).toBe(200);
      const adding = await as('student', 'PUT', '/users/me/preferences', {
        prefered_areas: [kept.id, other.id],
        prefered_cities: [keptCity.id],
      });
      expect(adding.status).toBe(400);
      expect(adding.body.details).toEqual([{ path: 'areas', message: 'Esa área de estudio ya no está disponible' }]);
      expect((await as('student', 'GET', '/users/me/preferences')).body.areas).toEqual([
        { id: kept.id, name: kept.name },
      ]);
    } finally {
      for (const [kind, id] of [
        ['areas', kept.id],
        ['areas', other.id],
        ['cities', keptCity.id],
      ] as const) {
        await as('admin', 'PATCH', `/${kind}/${id}`, { retired: false });
      }
    }
  });

  it('a city: its campuses, high schools and students keep it; no new school may be placed in it', async () => {
    const city = w.school.city;
    const campusCity = w.catalog.cities[0];
    const campus = w.catalog.campuses[0];
    await db().insert(userCities).values({ userId: w.student.id, cityId: campusCity.id });
    for (const id of [city.id, campusCity.id]) {
      expect((await as('admin', 'PATCH', `/cities/${id}`, { retired: true })).status).toBe(200);
    }
    try {
      const offered = (await as('student', 'GET', '/cities')).body.map((c: { id: number }) => c.id);
      expect(offered).not.toContain(city.id);
      expect(offered).not.toContain(campusCity.id);
      expect((await as('student', 'GET', `/campuses/${campus.id}`)).body).toMatchObject({
        city: campusCity.name,
        city_id: campusCity.id,
      });
      expect((await as('admin', 'GET', `/highschools/${w.school.school.id}`)).body).toMatchObject({
        city: city.name,
        city_id: city.id,
      });
      expect((await as('student', 'GET', '/users/me')).body.highschool_city).toBe(city.name);
      expect((await as('student', 'GET', '/users/me/preferences')).body.cities).toContainEqual({
        id: campusCity.id,
        name: campusCity.name,
      });
      const placed = await as('admin', 'POST', '/highschools', {
        name: fresh('Prepa en ciudad retirada'),
        cityId: city.id,
      });
      expect(placed.status).toBe(400);
      expect(placed.body.details).toEqual([
        { path: 'cityId', message: 'La ciudad seleccionada ya no está disponible' },
      ]);
    } finally {
      for (const id of [city.id, campusCity.id]) await as('admin', 'PATCH', `/cities/${id}`, { retired: false });
    }
  });

  it('a semester: students in it keep it, and signup no longer accepts it', async () => {
    const semester = (await as('admin', 'POST', '/semesters', { name: fresh('Semestre a retirar') })).body;
    const res = await as('admin', 'PATCH', `/semesters/${semester.id}`, { retired: true });
    expect(res.body).toMatchObject({ retired: true });
    const offered = await call(w.ctx.app, { method: 'GET', url: '/api/v1/semesters' });
    expect(offered.body.map((s: { id: number }) => s.id)).not.toContain(semester.id);
    // The public list keeps its shape: only active semesters, each with active true.
    expect(offered.body.every((s: object) => Object.keys(s).sort().join() === 'active,id,name')).toBe(true);
    const [student] = await rawRows<{ semester: string }>(
      db(),
      sql`select s.name as semester from users u join semesters s on s.id = u.semester_id where u.id = ${w.student.id}`,
    );
    expect((await as('student', 'GET', '/users/me')).body.semester_name).toBe(student!.semester);
  });
});

describe('semesters: their order', () => {
  it('puts a new one after the last unless a free position is given; a taken position is 409', async () => {
    const all = async () =>
      (await as('admin', 'GET', '/semesters/all')).body as Array<{ id: number; position: number }>;
    const last = Math.max(...(await all()).map((s) => s.position));
    const next = await as('admin', 'POST', '/semesters', { name: fresh('Semestre siguiente') });
    expect(next.status).toBe(201);
    expect(next.body.position).toBe(last + 1);
    const placed = await as('admin', 'POST', '/semesters', { name: fresh('Semestre colocado'), position: last + 10 });
    expect(placed.body.position).toBe(last + 10);
    const taken = await as('admin', 'POST', '/semesters', { name: fresh('Semestre repetido'), position: last + 10 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Ya hay un semestre en esa posición');
    const moved = await as('admin', 'PATCH', `/semesters/${next.body.id}`, { position: last + 20 });
    expect(moved.body.position).toBe(last + 20);
    const positions = (await all()).map((s) => s.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const position of [0, -1, 1.5, 40000]) {
      const bad = await as('admin', 'POST', '/semesters', { name: fresh('Semestre'), position });
      expect(bad.status, String(position)).toBe(400);
      expect(bad.body.details[0].path).toBe('position');
    }
  });
});

describe('cities: their time zone', () => {
  const zoneOf = async (id: number) =>
    ((await as('admin', 'GET', '/cities/all')).body as Array<{ id: number; time_zone: string }>).find(
      (c) => c.id === id,
    )?.time_zone;

  it('keeps central time unless another zone is given, in the full and the public list', async () => {
    const plain = await as('admin', 'POST', '/cities', { name: fresh('Ciudad del centro') });
    expect(plain.status).toBe(201);
    expect(plain.body.time_zone).toBe('America/Mexico_City');
    expect(await zoneOf(plain.body.id)).toBe('America/Mexico_City');

    const north = await as('admin', 'POST', '/cities', {
      name: fresh('Ciudad fronteriza'),
      timeZone: 'America/Tijuana',
    });
    expect(north.status).toBe(201);
    expect(north.body).toMatchObject({ name: expect.any(String), retired: false, time_zone: 'America/Tijuana' });
    expect(await zoneOf(north.body.id)).toBe('America/Tijuana');
    const offered = (await as('student', 'GET', '/cities')).body as Array<{ id: number; time_zone: string }>;
    expect(offered.find((c) => c.id === north.body.id)?.time_zone).toBe('America/Tijuana');
    const audit = await lastAudit('city.create', north.body.id);
    expect(audit?.after).toMatchObject({ id: north.body.id, time_zone: 'America/Tijuana' });
  });

  it('changes the zone alone (audited, before and after), keeping the name', async () => {
    const name = fresh('Ciudad del Caribe');
    const created = (await as('admin', 'POST', '/cities', { name })).body;
    const res = await as('admin', 'PATCH', `/cities/${created.id}`, { timeZone: 'America/Cancun' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, name, retired: false, time_zone: 'America/Cancun' });
    expect(await zoneOf(created.id)).toBe('America/Cancun');
    const audit = await lastAudit('city.update', created.id);
    expect(audit?.before).toMatchObject({ time_zone: 'America/Mexico_City' });
    expect(audit?.after).toMatchObject({ name, time_zone: 'America/Cancun' });
  });

  it("refuses a zone that is not one of Mexico's (400 on the field), on create and on change", async () => {
    const city = w.catalog.cities[1];
    const before = await zoneOf(city.id);
    const message = 'Elige una de las zonas horarias de México';
    for (const timeZone of ['Europe/Madrid', 'america/mexico_city', '', 5, null]) {
      const added = await as('admin', 'POST', '/cities', { name: fresh('Ciudad mal ubicada'), timeZone });
      expect(added.status, JSON.stringify(timeZone)).toBe(400);
      expect(added.body).toMatchObject({ errorCode: 'ValidationError', details: [{ path: 'timeZone', message }] });
      const changed = await as('admin', 'PATCH', `/cities/${city.id}`, { timeZone });
      expect(changed.status, JSON.stringify(timeZone)).toBe(400);
      expect(changed.body).toMatchObject({ errorCode: 'ValidationError', details: [{ path: 'timeZone', message }] });
    }
    expect(await zoneOf(city.id)).toBe(before);
  });

  it('areas have no zone: their body is the same as before', async () => {
    const res = await as('admin', 'POST', '/areas', { name: fresh('Área sin zona'), timeZone: 'America/Tijuana' });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('time_zone');
    expect((await as('admin', 'PATCH', `/areas/${res.body.id}`, { timeZone: 'America/Tijuana' })).status).toBe(400);
  });
});

describe('caches of the catalog', () => {
  it('a change of an area or a city moves the catalog version', async () => {
    const version = async () =>
      Number((await rawRows<{ v: string }>(db(), sql`select version as v from catalog_version`))[0]!.v);
    const start = await version();
    await as('admin', 'POST', '/areas', { name: fresh('Área versionada') });
    const afterArea = await version();
    expect(afterArea).toBeGreaterThan(start);
    await as('admin', 'PATCH', `/cities/${w.catalog.cities[2].id}`, { name: fresh('Ciudad versionada') });
    expect(await version()).toBeGreaterThan(afterArea);
  });
});

describe('concurrency', () => {
  itUnderConcurrency('two admins adding the same city at once: one 201, one 409', async () => {
    const name = fresh('Ciudad simultánea');
    const results = await Promise.all([
      as('admin', 'POST', '/cities', { name }),
      as('admin', 'POST', '/cities', { name: name.toUpperCase() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await rawRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from cities where lower(name) = lower(${name})`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
