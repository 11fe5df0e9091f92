import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { call, createTestApp, itUnderConcurrency, type TestContext } from '../../../test/helper.ts';
import { deactivateKey, makeAccessLink, makeSchool } from '../../../test/factories.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
let other: Awaited<ReturnType<typeof makeSchool>>;
let n = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
  other = await makeSchool(ctx.database.db);
});
afterAll(() => ctx.close());

const student = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'María José',
  lastName: 'Hernández López',
  highschoolId: world.school.id,
  semesterId: world.activeSemester.id,
  orienterKey: world.key,
  email: `alumna${n++}@test.mx`,
  password: 'Segura123',
  type: 'student',
  ...overrides,
});

const signup = (payload: unknown) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/users', payload: payload as object });

async function expectField(payload: object, path: string, message: string) {
  const res = await signup(payload);
  expect(res.status).toBe(400);
  expect(res.body.errorCode).toBe('ValidationError');
  expect(res.body.details).toContainEqual({ path, message });
}

describe('student signup (JSON)', () => {
  it('creates the student, who can then sign in and is not yet onboarded', async () => {
    const body = student();
    const res = await signup(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: body.email, password: body.password, role: 'student' },
    });
    expect(login.status).toBe(200);
    const me = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${login.body.accessToken}` },
    });
    expect(me.body).toMatchObject({
      type: 'student',
      onboarded: false,
      highschool_id: world.school.id,
      first_name: 'María José',
    });
  });

  it('requires every field with "Este campo es obligatorio"', async () => {
    const res = await signup({});
    expect(res.status).toBe(400);
    for (const path of ['firstName', 'lastName', 'highschoolId', 'semesterId', 'orienterKey', 'email', 'password']) {
      expect(res.body.details).toContainEqual({ path, message: 'Este campo es obligatorio' });
    }
    await expectField(student({ firstName: '   ' }), 'firstName', 'Este campo es obligatorio');
  });

  it('checks name lengths: 3 to 60', async () => {
    await expectField(student({ firstName: 'Al' }), 'firstName', 'Mínimo 3 caracteres');
    await expectField(student({ lastName: 'Li' }), 'lastName', 'Mínimo 3 caracteres');
    await expectField(student({ firstName: 'a'.repeat(61) }), 'firstName', 'Máximo 60 caracteres');
    await expectField(student({ lastName: 'a'.repeat(61) }), 'lastName', 'Máximo 60 caracteres');
    expect((await signup(student({ firstName: 'a'.repeat(60) }))).status).toBe(201);
  });

  it('refuses a name that is not a name (a link, a line separator), naming the field', async () => {
    const message = 'Escribe solo letras, espacios, apóstrofos, guiones y puntos';
    await expectField(student({ firstName: 'https://premio.example/cobra' }), 'firstName', message);
    await expectField(student({ lastName: 'Pérez\u2028Haz clic aquí' }), 'lastName', message);
    const link = await makeAccessLink(ctx.database.db, world.school.id);
    const res = await formEncoded(orienter(link.uuid, { firstName: 'Visita www.premio.example/x' }));
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ path: 'firstName', message });
    expect((await signup(student({ firstName: 'María José', lastName: "O'Brien Ana-Lucía" }))).status).toBe(201);
  });

  it('requires 8+ characters with a digit, a lowercase and an uppercase letter', async () => {
    for (const password of ['Corta1', 'sinnumeros', 'SINMINUS1', 'sinmayus1', 'SinNumero']) {
      await expectField(student({ password }), 'password', 'Formato incorrecto');
    }
  });

  it('requires a valid e-mail', async () => {
    const res = await signup(student({ email: 'no-es-correo' }));
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('email');
  });

  it('refuses a wrong key, a key of another school and an inactive key with 403 InvalidOrienterKey', async () => {
    for (const payload of [student({ orienterKey: 'NOEXISTE' }), student({ orienterKey: other.key })]) {
      const res = await signup(payload);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        errorCode: 'InvalidOrienterKey',
        message: 'La clave de orientador es inválida o ha expirado',
      });
    }
    const third = await makeSchool(ctx.database.db);
    await deactivateKey(ctx.database.db, third.orienter.id);
    const res = await signup(student({ highschoolId: third.school.id, orienterKey: third.key }));
    expect(res.status).toBe(403);
  });

  it('accepts the key whatever its case', async () => {
    expect((await signup(student({ orienterKey: world.key.toLowerCase() }))).status).toBe(201);
  });

  it('refuses an unknown school and an inactive semester', async () => {
    await expectField(student({ highschoolId: 999999 }), 'highschoolId', 'La preparatoria no existe');
    await expectField(
      student({ semesterId: world.inactiveSemester.id }),
      'semesterId',
      'El semestre no existe o no está activo',
    );
  });

  it('refuses a second account with the same e-mail in any case with 409 DuplicatedEmail', async () => {
    const body = student({ email: 'repetida@test.mx' });
    expect((await signup(body)).status).toBe(201);
    const again = await signup({ ...body, email: 'REPETIDA@test.mx' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'DuplicatedEmail', message: 'Ya existe una cuenta con este correo' });
  });

  it('cannot be used to create anything but a student', async () => {
    const body = student({ type: 'admin', email: 'escalada@test.mx' });
    const res = await signup(body);
    expect(res.status).toBe(400);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'escalada@test.mx'));
    expect(rows).toHaveLength(0);
    const extra = await signup(student({ email: 'extra@test.mx', onboarded: true, avatar: 'boy-A-1' }));
    expect(extra.status).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'extra@test.mx'));
    expect(row).toMatchObject({ type: 'student', onboarded: false, avatar: null });
  });
});

const orienter = (uuid: string, overrides: Record<string, string> = {}) => ({
  firstName: 'Laura',
  lastName: 'Gómez',
  email: `orientadora${n++}@test.mx`,
  password: 'ochochar',
  phone: '5512345678',
  type: 'orienter',
  accessUuid: uuid,
  ...overrides,
});

const formEncoded = (fields: Record<string, string>) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/v1/users',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

function multipart(fields: Record<string, string>) {
  const boundary = '----tlpBoundary';
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return call(ctx.app, {
    method: 'POST',
    url: '/api/v1/users',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

async function seatsUsed(linkId: number) {
  const rows = await ctx.database.db.execute(sql`select seats_used from access_links where id = ${linkId}`);
  return Number((rows as unknown as { rows: Array<{ seats_used: number }> }).rows[0]!.seats_used);
}

describe('orienter signup (form data through an access link)', () => {
  it('creates the orienter from form-encoded data, takes a seat and signs them in', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id, { seats: 3 });
    const res = await formEncoded(orienter(link.uuid));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), accessToken: expect.stringMatching(/^ey/) });
    expect(res.cookies.some((c) => c.name === 'tlp_refresh')).toBe(true);
    expect(await seatsUsed(link.id)).toBe(1);
    const me = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${res.body.accessToken}` },
    });
    expect(me.body).toMatchObject({ type: 'orienter', highschool_id: world.school.id, phone: '5512345678' });
  });

  it('accepts multipart/form-data and an empty phone', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id);
    const res = await multipart(orienter(link.uuid, { phone: '' }));
    expect(res.status).toBe(201);
  });

  it('validates with the spec messages and takes no seat on error', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ firstName: '' }, 'firstName', 'Este campo es obligatorio'],
      [{ lastName: 'x'.repeat(101) }, 'lastName', 'Máximo 100 caracteres'],
      [{ password: 'corta' }, 'password', 'Mínimo 8 caracteres'],
      [{ phone: '551234567' }, 'phone', 'El teléfono debe tener 10 dígitos'],
      [{ phone: '55123456789' }, 'phone', 'El teléfono debe tener 10 dígitos'],
      [{ phone: '55-1234-567' }, 'phone', 'El teléfono debe tener 10 dígitos'],
    ];
    for (const [override, path, message] of cases) {
      const res = await formEncoded(orienter(link.uuid, override));
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ path, message });
    }
    expect((await formEncoded(orienter(link.uuid, { firstName: 'x'.repeat(100) }))).status).toBe(201);
    expect(await seatsUsed(link.id)).toBe(1);
  });

  it('refuses an unknown link (404), an expired one and a full one (410), all AccessLinkInvalid', async () => {
    const unknown = await formEncoded(orienter('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      errorCode: 'AccessLinkInvalid',
      message: 'El enlace de acceso no es válido o ha expirado',
    });
    const expired = await makeAccessLink(ctx.database.db, world.school.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await formEncoded(orienter(expired.uuid))).status).toBe(410);
    const full = await makeAccessLink(ctx.database.db, world.school.id, { seats: 1, seatsUsed: 1 });
    expect((await formEncoded(orienter(full.uuid))).status).toBe(410);
  });

  it('gives the seat back when the e-mail is taken', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id);
    const res = await formEncoded(orienter(link.uuid, { email: world.orienter.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('DuplicatedEmail');
    expect(await seatsUsed(link.id)).toBe(0);
  });

  itUnderConcurrency('100 simultaneous signups on a 10-seat link create exactly 10 orienters', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id, { seats: 10 });
    const results = await Promise.all(Array.from({ length: 100 }, () => formEncoded(orienter(link.uuid))));
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(10);
    expect(results.filter((r) => r.status === 410)).toHaveLength(90);
    expect(await seatsUsed(link.id)).toBe(10);
    const rows = await ctx.database.db.select().from(users).where(eq(users.accessLinkId, link.id));
    expect(rows).toHaveLength(10);
  });
});

describe('common passwords are refused on signup', () => {
  const COMMON = 'Esta contraseña es demasiado común; elige otra que sea difícil de adivinar';

  it('refuses a student with 12345678 (format) or Password1 (common) on the password field', async () => {
    await expectField(student({ password: '12345678' }), 'password', 'Formato incorrecto');
    const email = `comun${n++}@test.mx`;
    await expectField(student({ email, password: 'Password1' }), 'password', COMMON);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('refuses an orienter with Password1 or 12345678 with 400, and no seat is taken', async () => {
    const link = await makeAccessLink(ctx.database.db, world.school.id, { seats: 1 });
    for (const password of ['Password1', '12345678']) {
      const res = await formEncoded(orienter(link.uuid, { password }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'ValidationError', message: COMMON });
      expect(res.body.details).toEqual([{ path: 'password', message: COMMON }]);
    }
    expect(await seatsUsed(link.id)).toBe(0);
    expect((await formEncoded(orienter(link.uuid, { password: 'Demo12345' }))).status).toBe(201);
  });
});

describe('signup content types', () => {
  it('refuses other content types with 415', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/users',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(res.status).toBe(415);
  });
});
