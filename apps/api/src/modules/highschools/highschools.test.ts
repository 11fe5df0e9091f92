import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orienterKeys } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, itUnderConcurrency, tokenFor, type TestContext } from '../../../test/helper.ts';
import {
  deactivateKey,
  makeCatalog,
  makeSchool,
  makeUser,
  PASSWORD,
  signedInStudent,
} from '../../../test/factories.ts';
import { addFavorites, adminToken, makeStudent } from '../../../test/factories.ts';

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let world: Awaited<ReturnType<typeof makeSchool>>;
let other: Awaited<ReturnType<typeof makeSchool>>;
let tokens: { admin: string; orienter: string; student: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  cat = await makeCatalog(db);
  world = await makeSchool(db);
  other = await makeSchool(db);
  tokens = {
    admin: await adminToken(ctx.app, db),
    orienter: await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD),
    student: (await signedInStudent(ctx.app, db, world)).token,
  };
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const send = (method: Method, url: string, token: string, payload?: object) =>
  call(ctx.app, { method, url: `/api/v1${url}`, headers: bearer(token), payload });

describe('permissions', () => {
  const schoolRoutes = (id: number): Array<[Method, string, object?]> => [
    ['GET', `/highschools/${id}`],
    ['GET', `/highschools/${id}/stats`],
    ['GET', `/highschools/${id}/orienters`],
  ];

  it('keeps every route from students (403)', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/highschools/stats'],
      ...schoolRoutes(world.school.id),
      ['PATCH', `/highschools/${world.school.id}`, { notebooks: 3 }],
      ['GET', '/users/me/orienter-key'],
      ['POST', '/users/me/orienter-key'],
    ];
    for (const [method, url, payload] of routes) {
      const res = await send(method, url, tokens.student, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.errorCode).toBe('Forbidden');
    }
  });

  it('lets an orienter read only their own school, and nothing admin-only', async () => {
    for (const [method, url] of schoolRoutes(world.school.id).filter(([, url]) => !url.endsWith('/orienters'))) {
      expect((await send(method, url, tokens.orienter)).status, url).toBe(200);
    }
    // The orienters' names, e-mails and phones are the admins' alone (PERMISSIONS.manageHighschools), even for their own school.
    const colleagues = await send('GET', `/highschools/${world.school.id}/orienters`, tokens.orienter);
    expect(colleagues.status).toBe(403);
    expect(colleagues.body.errorCode).toBe('Forbidden');
    for (const [method, url] of schoolRoutes(other.school.id)) {
      const res = await send(method, url, tokens.orienter);
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe('No tienes permiso para realizar esta acción');
    }
    // An unknown school reads as "not yours", not as "does not exist".
    expect((await send('GET', '/highschools/999999', tokens.orienter)).status).toBe(403);
    expect((await send('GET', '/highschools/stats', tokens.orienter)).status).toBe(403);
    expect((await send('PATCH', `/highschools/${world.school.id}`, tokens.orienter, { notebooks: 3 })).status).toBe(
      403,
    );
  });

  it('lets an admin read any school; the orienter key is the orienter’s alone', async () => {
    for (const [method, url] of [...schoolRoutes(world.school.id), ...schoolRoutes(other.school.id)]) {
      expect((await send(method, url, tokens.admin)).status, url).toBe(200);
    }
    expect((await send('GET', '/highschools/stats', tokens.admin)).status).toBe(200);
    expect((await send('GET', '/users/me/orienter-key', tokens.admin)).status).toBe(403);
    expect((await send('POST', '/users/me/orienter-key', tokens.admin)).status).toBe(403);
  });

  it('answers 404 for an unknown school and 400 for a malformed id (admin)', async () => {
    for (const url of ['/highschools/999999', '/highschools/999999/stats', '/highschools/999999/orienters']) {
      const res = await send('GET', url, tokens.admin);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ errorCode: 'NotFound', message: 'La preparatoria no existe' });
    }
    expect((await send('PATCH', '/highschools/999999', tokens.admin, { notebooks: 2 })).status).toBe(404);
    expect((await send('GET', '/highschools/abc', tokens.admin)).status).toBe(400);
  });
});

describe('GET /highschools/{id}', () => {
  it('describes the school with its city, notebooks and data-sharing authorization (its note for admins only)', async () => {
    const res = await send('GET', `/highschools/${world.school.id}`, tokens.orienter);
    expect(res.body).toEqual({
      id: world.school.id,
      name: world.school.name,
      city: world.city.name,
      city_id: world.city.id,
      notebooks: 10,
      data_sharing_authorized: true,
      data_sharing_authorized_at: expect.any(String),
      data_sharing_note: null,
    });
    const admin = await send('GET', `/highschools/${world.school.id}`, tokens.admin);
    expect(admin.body.data_sharing_note).toBe('Oficio de prueba');
  });
});

describe('stats', () => {
  /** 3 students: 3 favourites and 1 meeting among them; an orienter and another school's student do not count. */
  async function knownSchool() {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    const [s1, s2] = [await makeStudent(db, school), await makeStudent(db, school), await makeStudent(db, school)];
    const [d0, d1, d2] = cat.degrees;
    await addFavorites(db, s1.id, [d0!.id, d1!.id], [d0!.id]);
    await addFavorites(db, s2.id, [d2!.id]);
    await makeUser(db, { type: 'orienter', highschoolId: school.school.id });
    return school;
  }

  it('counts one school: notebooks, registers (students), favourites and meetings', async () => {
    const school = await knownSchool();
    const outsider = await makeStudent(ctx.database.db, other);
    await addFavorites(ctx.database.db, outsider.id, [cat.degrees[3]!.id], [cat.degrees[3]!.id]);
    const expected = { notebooks: 10, registers: 3, favorite_degrees: 3, meetings: 1 };
    expect((await send('GET', `/highschools/${school.school.id}/stats`, tokens.admin)).body).toEqual(expected);
    const orienter = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
    expect((await send('GET', `/highschools/${school.school.id}/stats`, orienter)).body).toEqual(expected);
  });

  it('counts a school with nothing yet as zeros', async () => {
    const empty = await makeSchool(ctx.database.db);
    const res = await send('GET', `/highschools/${empty.school.id}/stats`, tokens.admin);
    expect(res.body).toEqual({ notebooks: 10, registers: 0, favorite_degrees: 0, meetings: 0 });
  });

  it('sums every school for the admin overview', async () => {
    const before = (await send('GET', '/highschools/stats', tokens.admin)).body;
    await knownSchool();
    const after = (await send('GET', '/highschools/stats', tokens.admin)).body;
    expect({
      notebooks: after.notebooks - before.notebooks,
      registers: after.registers - before.registers,
      favorite_degrees: after.favorite_degrees - before.favorite_degrees,
      meetings: after.meetings - before.meetings,
    }).toEqual({ notebooks: 10, registers: 3, favorite_degrees: 3, meetings: 1 });
  });
});

describe('PATCH /highschools/{id} (notebooks)', () => {
  const patch = (payload: object) => send('PATCH', `/highschools/${other.school.id}`, tokens.admin, payload);

  it('updates the notebooks and returns the school', async () => {
    const res = await patch({ notebooks: 25 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: other.school.id,
      name: other.school.name,
      city: other.city.name,
      city_id: other.city.id,
      notebooks: 25,
      data_sharing_authorized: true,
      data_sharing_authorized_at: expect.any(String),
      data_sharing_note: 'Oficio de prueba',
    });
    expect((await patch({ notebooks: '30' })).body.notebooks).toBe(30);
    expect((await patch({ notebooks: 0 })).body.notebooks).toBe(0);
    expect((await send('GET', `/highschools/${other.school.id}/stats`, tokens.admin)).body.notebooks).toBe(0);
  });

  it('refuses anything but a whole number from 0, with the spec message for text', async () => {
    const cases: Array<[object, string]> = [
      [{ notebooks: 'muchas' }, 'El valor ingresado no es un número'],
      [{ notebooks: true }, 'El valor ingresado no es un número'],
      [{ notebooks: [] }, 'El valor ingresado no es un número'],
      [{}, 'Este campo es obligatorio'],
      [{ notebooks: null }, 'Este campo es obligatorio'],
      [{ notebooks: '  ' }, 'Este campo es obligatorio'],
      [{ notebooks: -1 }, 'El número de libretas no puede ser negativo'],
      [{ notebooks: 2.5 }, 'Ingresa un número entero'],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: 'ValidationError',
        message,
        details: [{ path: 'notebooks', message }],
      });
    }
  });
});

describe('GET /highschools/{id}/orienters', () => {
  it('lists the school’s orienters, paged, with the total in X-Total-Count', async () => {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    await makeUser(db, { type: 'orienter', highschoolId: school.school.id });
    await makeUser(db, { type: 'orienter', highschoolId: school.school.id });
    await makeStudent(db, school);
    await makeUser(db, { type: 'orienter', highschoolId: other.school.id });
    const url = `/highschools/${school.school.id}/orienters`;
    const first = await send('GET', `${url}?pageSize=2`, tokens.admin);
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.body).toHaveLength(2);
    expect(first.body[0]).toEqual({
      id: school.orienter.id,
      first_name: 'Olga',
      last_name: 'Orientadora',
      email: school.orienter.email,
      phone: null,
      created_at: school.orienter.createdAt.toISOString(),
    });
    const second = await send('GET', `${url}?pageSize=2&page=2`, tokens.admin);
    expect(second.body).toHaveLength(1);
    const ids = [...first.body, ...second.body].map((o: { id: number }) => o.id);
    expect(new Set(ids).size).toBe(3);
    for (const qs of ['page=0', 'pageSize=201', 'page=abc']) {
      expect((await send('GET', `${url}?${qs}`, tokens.admin)).status, qs).toBe(400);
    }
  });
});

describe('orienter key', () => {
  let n = 0;
  const signup = (school: typeof world, orienterKey: string) =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        firstName: 'María José',
        lastName: 'Hernández',
        highschoolId: school.school.id,
        semesterId: school.activeSemester.id,
        orienterKey,
        email: `clave${n++}@test.mx`,
        password: 'Segura123',
        type: 'student',
      },
    });

  it('shows the live key; renewing replaces it, and only the new one signs students up', async () => {
    const school = await makeSchool(ctx.database.db);
    const token = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
    const current = await send('GET', '/users/me/orienter-key', token);
    expect(current.status).toBe(200);
    expect(current.body).toEqual({ key: school.key, created_at: expect.any(String) });

    const renewed = await send('POST', '/users/me/orienter-key', token);
    expect(renewed.status).toBe(201);
    expect(renewed.body.key).toMatch(/^[A-Z2-9]{8}$/);
    expect(renewed.body.key).not.toBe(school.key);
    expect((await send('GET', '/users/me/orienter-key', token)).body.key).toBe(renewed.body.key);

    const old = await signup(school, school.key);
    expect(old.status).toBe(403);
    expect(old.body).toMatchObject({
      errorCode: 'InvalidOrienterKey',
      message: 'La clave de orientador es inválida o ha expirado',
    });
    expect((await signup(school, renewed.body.key)).status).toBe(201);
  });

  it('answers 404 without a live key, and renewing gives one', async () => {
    const school = await makeSchool(ctx.database.db);
    await deactivateKey(ctx.database.db, school.orienter.id);
    const token = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
    const none = await send('GET', '/users/me/orienter-key', token);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No tienes una clave de orientador activa; genera una nueva');
    expect((await send('POST', '/users/me/orienter-key', token)).status).toBe(201);
    expect((await send('GET', '/users/me/orienter-key', token)).status).toBe(200);
  });

  itUnderConcurrency('leaves exactly one active key after simultaneous renewals', async () => {
    const school = await makeSchool(ctx.database.db);
    const token = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
    const results = await Promise.all(Array.from({ length: 6 }, () => send('POST', '/users/me/orienter-key', token)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const active = await ctx.database.db
      .select({ key: orienterKeys.key })
      .from(orienterKeys)
      .where(and(eq(orienterKeys.orienterId, school.orienter.id), eq(orienterKeys.active, true)));
    expect(active).toHaveLength(1);
    expect((await send('GET', '/users/me/orienter-key', token)).body.key).toBe(active[0]!.key);
  });
});
