import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentGroupMembers, studentGroups, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import { makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
let other: Awaited<ReturnType<typeof makeSchool>>;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
  other = await makeSchool(ctx.database.db);
  const student = await makeUser(ctx.database.db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
  });
  token = (
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: student.email, password: PASSWORD, role: 'student' },
    })
  ).body.accessToken;
});
afterAll(() => ctx.close());

const patch = (payload: object) =>
  call(ctx.app, { method: 'PATCH', url: '/api/v1/users/me', headers: bearer(token), payload });

describe('GET /users/me', () => {
  it('returns every field of the current user, with the school, city and semester names', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'avatar',
        'campus_id',
        'campus_name',
        'email',
        'first_name',
        'highschool_city',
        'highschool_id',
        'highschool_name',
        'id',
        'last_name',
        'onboarded',
        'phone',
        'privacy_accepted',
        'role_title',
        'semester_id',
        'semester_name',
        'time_zone',
        'type',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      highschool_name: world.school.name,
      highschool_city: world.city.name,
      semester_name: world.activeSemester.name,
    });
  });
});

describe('PATCH /users/me (students)', () => {
  it("changes the school and semester, leaving the old school's group", async () => {
    const me = (await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).body;
    const [group] = await ctx.database.db
      .insert(studentGroups)
      .values({ highschoolId: world.school.id, name: 'Grupo A' })
      .returning();
    await ctx.database.db.insert(studentGroupMembers).values({ groupId: group!.id, userId: me.id });
    const res = await patch({
      highschoolId: other.school.id,
      semesterId: other.activeSemester.id,
      orienterKey: other.key,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ highschool_id: other.school.id, highschool_name: other.school.name });
    const left = await ctx.database.db.select().from(studentGroupMembers).where(eq(studentGroupMembers.userId, me.id));
    expect(left).toHaveLength(0);
  });

  it('requires both, and refuses unknown schools and inactive semesters', async () => {
    const empty = await patch({});
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual(
      expect.arrayContaining([
        { path: 'highschoolId', message: 'Este campo es obligatorio' },
        { path: 'semesterId', message: 'Este campo es obligatorio' },
      ]),
    );
    expect((await patch({ highschoolId: 999999, semesterId: world.activeSemester.id })).status).toBe(400);
    expect((await patch({ highschoolId: world.school.id, semesterId: world.inactiveSemester.id })).status).toBe(400);
  });
});

describe('PATCH /users/me: changing school takes the new school’s orienter key', () => {
  let student: { id: number; token: string };
  let third: Awaited<ReturnType<typeof makeSchool>>;
  beforeAll(async () => {
    third = await makeSchool(ctx.database.db);
    const user = await makeUser(ctx.database.db, {
      type: 'student',
      highschoolId: world.school.id,
      semesterId: world.activeSemester.id,
    });
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD, role: 'student' },
    });
    student = { id: user.id, token: login.body.accessToken };
  });
  const move = (payload: object) =>
    call(ctx.app, { method: 'PATCH', url: '/api/v1/users/me', headers: bearer(student.token), payload });
  const schoolOf = async () =>
    (await ctx.database.db.select({ id: users.highschoolId }).from(users).where(eq(users.id, student.id)))[0]!.id;

  it('refuses a move without a key, naming the field, and changes nothing', async () => {
    const res = await move({ highschoolId: third.school.id, semesterId: third.activeSemester.id });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      {
        path: 'orienterKey',
        message: 'Para cambiar de preparatoria escribe la clave de orientador de tu nueva preparatoria',
      },
    ]);
    expect(await schoolOf()).toBe(world.school.id);
  });

  it('refuses the key of another school (403 InvalidOrienterKey)', async () => {
    const res = await move({
      highschoolId: third.school.id,
      semesterId: third.activeSemester.id,
      orienterKey: world.key,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      errorCode: 'InvalidOrienterKey',
      message: 'La clave de orientador es inválida o ha expirado',
    });
    expect(await schoolOf()).toBe(world.school.id);
  });

  it('changes the semester alone without a key, and moves with the new school’s key', async () => {
    const same = await move({ highschoolId: world.school.id, semesterId: world.activeSemester.id });
    expect(same.status).toBe(200);
    const moved = await move({
      highschoolId: third.school.id,
      semesterId: third.activeSemester.id,
      orienterKey: third.key.toLowerCase(),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ highschool_id: third.school.id });
    expect(await schoolOf()).toBe(third.school.id);
  });
});

describe('PATCH /users/me: guessing orienter keys', () => {
  const signedInStudent = async () => {
    const user = await makeUser(ctx.database.db, {
      type: 'student',
      highschoolId: world.school.id,
      semesterId: world.activeSemester.id,
    });
    return tokenFor(ctx.app, user.email, 'student', PASSWORD);
  };

  it('ends in 429 with Retry-After, for that student only', async () => {
    const guesser = await signedInStudent();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 40; i++) {
      const res = await call(ctx.app, {
        method: 'PATCH',
        url: '/api/v1/users/me',
        headers: bearer(guesser),
        payload: {
          highschoolId: other.school.id,
          semesterId: other.activeSemester.id,
          orienterKey: `ADIVINA${String(i).padStart(2, '0')}`,
        },
      });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.at(-1)).toBe(429);
    expect(refused!.body).toMatchObject({
      statusCode: 429,
      errorCode: 'TooManyRequests',
      message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);

    // Another student behind the same address is not held back.
    const res = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: bearer(await signedInStudent()),
      payload: { highschoolId: world.school.id, semesterId: world.activeSemester.id },
    });
    expect(res.status).toBe(200);
  });
});

describe('PATCH /users/me/profile', () => {
  const profile = (payload: object, as = token) =>
    call(ctx.app, { method: 'PATCH', url: '/api/v1/users/me/profile', headers: bearer(as), payload });

  it('changes the name and the avatar, and keeps the avatar when it is left out', async () => {
    const res = await profile({ firstName: ' María José ', lastName: 'Núñez-Ortega', avatar: 'girl-C-3' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'María José', last_name: 'Núñez-Ortega', avatar: 'girl-C-3' });
    const kept = await profile({ firstName: 'Majo', lastName: 'Núñez' });
    expect(kept.body).toMatchObject({ first_name: 'Majo', last_name: 'Núñez', avatar: 'girl-C-3' });
    const me = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect(me.body).toMatchObject({ first_name: 'Majo', avatar: 'girl-C-3' });
  });

  it("holds a student's names to signup's rules, and refuses an avatar not in the list, changing nothing", async () => {
    const before = (await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).body;
    const short = await profile({ firstName: 'Al', lastName: 'x'.repeat(61) });
    expect(short.status).toBe(400);
    expect(short.body.details).toEqual([
      { path: 'firstName', message: 'Mínimo 3 caracteres' },
      { path: 'lastName', message: 'Máximo 60 caracteres' },
    ]);
    const odd = await profile({ firstName: 'Ana1', lastName: '', avatar: 'cat-A-1' });
    expect(odd.status).toBe(400);
    expect(odd.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['avatar', 'firstName', 'lastName']);
    const after = (await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).body;
    expect(after).toEqual(before);
  });

  it("lets staff change theirs, with the counselor signup's rules", async () => {
    const orienter = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    const res = await profile({ firstName: 'Li', lastName: 'Wong', avatar: 'boy-A-1' }, orienter);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Li', last_name: 'Wong', avatar: 'boy-A-1', type: 'orienter' });
    expect((await profile({ firstName: 'x'.repeat(101), lastName: 'Wong' }, orienter)).status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/v1/users/me/profile',
      payload: { firstName: 'Ana', lastName: 'López' },
    });
    expect(res.status).toBe(401);
  });
});
