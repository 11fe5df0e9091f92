import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, type TestContext } from '../../../test/helper.ts';
import { dayInMexico } from '@tlp/shared';
import { makeAccessLink, makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';

let ctx: TestContext;
/** Days relative to today in central Mexico, as the date rule reads them. */
const today = dayInMexico(new Date());
const yearsAhead = (n: number) => `${Number(today.slice(0, 4)) + n}${today.slice(4)}`;
const nextYearEnd = `${Number(today.slice(0, 4)) + 1}-12-31`;
let world: Awaited<ReturnType<typeof makeSchool>>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
  const user = await makeUser(ctx.database.db, { type: 'admin' });
  admin = (
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD, role: 'orienter' },
    })
  ).body.accessToken;
});
afterAll(() => ctx.close());

const validate = (uuid: string) => call(ctx.app, { method: 'GET', url: `/api/v1/auth/access-links/${uuid}/validate` });

describe('validate (public)', () => {
  it('describes a live link with its school and seats left', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id, { seats: 5, seatsUsed: 2 });
    const res = await validate(link.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valid: true,
      uuid: link.uuid,
      highschool_id: world.school.id,
      highschool_name: world.school.name,
      highschool_city: world.city.name,
      seats_left: 3,
    });
  });

  it('answers 404 for unknown, 410 for expired or full, 400 for a malformed id', async () => {
    expect((await validate('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const expired = await makeAccessLink(ctx.database.db, world.school.id, {
      expiresAt: new Date(Date.now() - 60_000),
    });
    const res = await validate(expired.uuid);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('El enlace de acceso no es válido o ha expirado');
    const full = await makeAccessLink(ctx.database.db, world.school.id, { seats: 2, seatsUsed: 2 });
    expect((await validate(full.uuid)).status).toBe(410);
    expect((await validate('no-es-uuid')).status).toBe(400);
  });
});

describe('admin management', () => {
  it('creates a link from form-encoded data and lists it', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/highschools/${world.school.id}/access-links`,
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `seats=4&name=Turno%20vespertino&expirationDate=${nextYearEnd}`,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ seats: 4, seats_used: 0, name: 'Turno vespertino' });
    expect(res.body.expires_at).toBe(new Date(`${nextYearEnd}T23:59:59.999-06:00`).toISOString());
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools/${world.school.id}/access-links`,
      headers: bearer(admin),
    });
    expect(list.body.map((l: { uuid: string }) => l.uuid)).toContain(res.body.uuid);
  });

  it('refuses seats below 1, a past date and an unknown school', async () => {
    const url = `/api/v1/highschools/${world.school.id}/access-links`;
    const zero = await call(ctx.app, { method: 'POST', url, headers: bearer(admin), payload: { seats: 0 } });
    expect(zero.status).toBe(400);
    const notNumber = await call(ctx.app, {
      method: 'POST',
      url,
      headers: bearer(admin),
      payload: { seats: 'muchos' },
    });
    expect(notNumber.status).toBe(400);
    const past = await call(ctx.app, {
      method: 'POST',
      url,
      headers: bearer(admin),
      payload: { seats: 2, expirationDate: '2020-01-01' },
    });
    expect(past.status).toBe(400);
    expect(past.body.details).toContainEqual({
      path: 'expirationDate',
      message: 'La fecha no puede ser anterior a hoy',
    });
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/highschools/999999/access-links',
      headers: bearer(admin),
      payload: { seats: 2 },
    });
    expect(unknown.status).toBe(404);
  });

  it('loads a link with its school for editing', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id);
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/auth/access-links/${link.uuid}`,
      headers: bearer(admin),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuid: link.uuid,
      highschool_id: world.school.id,
      highschool_name: world.school.name,
      highschool_city: world.city.name,
    });
  });

  it('edits name, seats and expiry, but never below the seats used (400 SeatsBelowUsed)', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id, { seats: 5, seatsUsed: 3 });
    const url = `/api/v1/auth/access-links/${link.uuid}`;
    const ok = await call(ctx.app, {
      method: 'PUT',
      url,
      headers: bearer(admin),
      payload: { name: 'Nuevo', seats: 3, expiresAt: nextYearEnd },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Nuevo', seats: 3, seats_used: 3 });
    const below = await call(ctx.app, { method: 'PUT', url, headers: bearer(admin), payload: { seats: 2 } });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({
      errorCode: 'SeatsBelowUsed',
      message: 'No puedes asignar menos lugares de los ya usados',
    });
    const missing = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/auth/access-links/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
      payload: { seats: 2 },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a link; the orienters who used it stay', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id);
    const signup = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/users',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        firstName: 'Rosa',
        lastName: 'Díaz',
        email: 'rosa@test.mx',
        password: 'ochochar',
        type: 'orienter',
        accessUuid: link.uuid,
      }).toString(),
    });
    expect(signup.status).toBe(201);
    const del = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/auth/access-links/${link.uuid}`,
      headers: bearer(admin),
    });
    expect(del.status).toBe(204);
    expect((await validate(link.uuid)).status).toBe(404);
    const me = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(signup.body.accessToken),
    });
    expect(me.status).toBe(200);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/api/v1/auth/access-links/${link.uuid}`, headers: bearer(admin) }))
        .status,
    ).toBe(404);
  });
});

describe('expiry dates (one rule for create and edit)', () => {
  const create = (expirationDate: string) =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/v1/highschools/${world.school.id}/access-links`,
      headers: bearer(admin),
      payload: { seats: 2, expirationDate },
    });
  const edit = async (expiresAt: string) => {
    const link = await makeAccessLink(ctx.database.db, world.school.id, { seats: 5 });
    return call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/auth/access-links/${link.uuid}`,
      headers: bearer(admin),
      payload: { seats: 5, expiresAt },
    });
  };
  const cases: Array<[string, number, string?]> = [
    [today, 201],
    [yearsAhead(5), 201],
    [`${today}T12:00:00-06:00`, 201],
    ['2020-01-01', 400, 'La fecha no puede ser anterior a hoy'],
    ['0000-01-01', 400, 'La fecha no puede ser anterior a hoy'],
    ['9999-12-31T23:59:59-14:00', 400, 'La fecha no puede ser posterior a 5 años a partir de hoy'],
    [`${Number(today.slice(0, 4)) + 6}-01-01`, 400, 'La fecha no puede ser posterior a 5 años a partir de hoy'],
    [`${Number(today.slice(0, 4)) + 1}-02-30`, 400, 'Ingresa una fecha válida'],
    [`${Number(today.slice(0, 4)) + 1}-13-01`, 400, 'Ingresa una fecha válida'],
    ['mañana', 400, 'Ingresa una fecha válida'],
    [`${nextYearEnd}T25:00:00Z`, 400, 'Ingresa una fecha válida'],
  ];

  it('creates links only with a real date from today to 5 years ahead (central Mexico)', async () => {
    for (const [date, status, message] of cases) {
      const res = await create(date);
      expect(res.status, date).toBe(status);
      if (message) expect(res.body.details, date).toEqual([{ path: 'expirationDate', message }]);
    }
  });

  it('edits with the same rule: a past expiry is refused too', async () => {
    for (const [date, status, message] of cases) {
      const res = await edit(date);
      expect(res.status, date).toBe(status === 201 ? 200 : status);
      if (message) expect(res.body.details, date).toEqual([{ path: 'expiresAt', message }]);
    }
  });
});
