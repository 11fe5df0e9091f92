import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentGroupMembers } from '../../db/schema/index.ts';
import {
  bearer,
  call,
  createTestApp,
  isPostgres,
  itUnderConcurrency,
  tokenFor,
  type TestContext,
} from '../../../test/helper.ts';
import {
  addFavorites,
  adminToken,
  makeCatalog,
  makeGroup,
  makeSchool,
  makeStudent,
  makeUser,
  PASSWORD,
  signedInStudent,
} from '../../../test/factories.ts';

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let world: Awaited<ReturnType<typeof makeSchool>>;
let other: Awaited<ReturnType<typeof makeSchool>>;
let tokens: { admin: string; orienter: string; student: string };
let n = 0;

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, token: string, payload?: object) =>
  call(ctx.app, { method, url: `/api/v1${url}`, headers: bearer(token), payload });
const overview = (schoolId: number, token = tokens.admin) => send('GET', `/highschools/${schoolId}/groups`, token);
const createGroup = (highschoolId: number, name: string) =>
  send('POST', '/students-groups', tokens.admin, { highschool_id: highschoolId, name });
const setMembers = (groupId: number, members: unknown) =>
  send('PUT', `/students-groups/${groupId}`, tokens.admin, { members });
const ids = (members: Array<{ user_id: number }>) => members.map((m) => m.user_id).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);
const groupOf = async (userId: number) =>
  (
    await ctx.database.db
      .select({ groupId: studentGroupMembers.groupId })
      .from(studentGroupMembers)
      .where(eq(studentGroupMembers.userId, userId))
  ).map((r) => r.groupId);

describe('permissions', () => {
  it('keeps every group route from students, and changes from orienters (403)', async () => {
    const group = await makeGroup(ctx.database.db, world.school.id, `Permisos ${n++}`);
    const changes: Array<[Method, string, object?]> = [
      ['POST', '/students-groups', { highschool_id: world.school.id, name: 'Grupo nuevo' }],
      ['PUT', `/students-groups/${group.id}`, { members: [] }],
      ['DELETE', `/students-groups/${group.id}`],
    ];
    for (const [method, url, payload] of [
      ['GET', `/highschools/${world.school.id}/groups`] as [Method, string],
      ...changes,
    ]) {
      expect((await send(method, url, tokens.student, payload)).status, `student ${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of changes) {
      expect((await send(method, url, tokens.orienter, payload)).status, `orienter ${method} ${url}`).toBe(403);
    }
  });

  it('lets an orienter see the groups of their own school only; admins see any', async () => {
    expect((await overview(world.school.id, tokens.orienter)).status).toBe(200);
    expect((await overview(other.school.id, tokens.orienter)).status).toBe(403);
    expect((await overview(other.school.id)).status).toBe(200);
  });

  it('answers 404 for an unknown school or group', async () => {
    const school = await overview(999999);
    expect(school.status).toBe(404);
    expect(school.body.message).toBe('La preparatoria no existe');
    for (const [method, payload] of [
      ['PUT', { members: [] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(method, '/students-groups/999999', tokens.admin, payload);
      expect(res.status, method).toBe(404);
      expect(res.body).toMatchObject({ errorCode: 'NotFound', message: 'El grupo no existe' });
    }
  });
});

describe('GET /highschools/{id}/groups', () => {
  it('lists the groups with members and stats, and the students with no group in "Sin grupo"', async () => {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    const ana = await makeStudent(db, school, { firstName: 'Ana', lastName: 'Aguilar' });
    const beto = await makeStudent(db, school, { firstName: 'Beto', lastName: 'Bravo' });
    const carla = await makeStudent(db, school, { firstName: 'Carla', lastName: 'Cruz' });
    const [d0, d1, d2] = cat.degrees;
    await addFavorites(db, ana.id, [d0!.id, d1!.id], [d0!.id]);
    await addFavorites(db, carla.id, [d2!.id]);
    const grupoA = (await createGroup(school.school.id, 'Grupo A')).body;
    await setMembers(grupoA.id, [ana.id]);
    const vacio = (await createGroup(school.school.id, 'Grupo B')).body;

    const res = await overview(school.school.id);
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([
      {
        id: grupoA.id,
        name: 'Grupo A',
        stats: { members: 1, favorites: 2, meetings: 1 },
        members: [
          {
            id: expect.any(Number),
            user_id: ana.id,
            full_name: 'Ana Aguilar',
            email: ana.email,
            favorite_degrees: 2,
            meetings: 1,
            created_at: expect.any(String),
          },
        ],
        next_cursor: null,
      },
      {
        id: vacio.id,
        name: 'Grupo B',
        stats: { members: 0, favorites: 0, meetings: 0 },
        members: [],
        next_cursor: null,
      },
    ]);
    expect(res.body.defaultGroup).toEqual({
      id: null,
      name: 'Sin grupo',
      stats: { members: 2, favorites: 1, meetings: 0 },
      members: [
        {
          id: null,
          user_id: beto.id,
          full_name: 'Beto Bravo',
          email: beto.email,
          favorite_degrees: 0,
          meetings: 0,
          created_at: beto.createdAt.toISOString(),
        },
        {
          id: null,
          user_id: carla.id,
          full_name: 'Carla Cruz',
          email: carla.email,
          favorite_degrees: 1,
          meetings: 0,
          created_at: carla.createdAt.toISOString(),
        },
      ],
      next_cursor: null,
    });
    // The orienter of that school sees the same.
    const orienter = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
    expect((await overview(school.school.id, orienter)).body).toEqual(res.body);
  });
});

describe('POST /students-groups', () => {
  it('creates an empty group (201)', async () => {
    const res = await createGroup(world.school.id, '  3º A vespertino  ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: '3º A vespertino',
      stats: { members: 0, favorites: 0, meetings: 0 },
      members: [],
      next_cursor: null,
    });
  });

  it('requires a name of at least 3 characters', async () => {
    const cases: Array<[object, string, string]> = [
      [{ highschool_id: world.school.id }, 'name', 'Este campo es obligatorio'],
      [{ highschool_id: world.school.id, name: '   ' }, 'name', 'Este campo es obligatorio'],
      [{ highschool_id: world.school.id, name: 'ab' }, 'name', 'Mínimo 3 caracteres'],
      [{ highschool_id: world.school.id, name: ' ab ' }, 'name', 'Mínimo 3 caracteres'],
      [{ highschool_id: world.school.id, name: 'x'.repeat(101) }, 'name', 'Máximo 100 caracteres'],
      [{ name: 'Grupo sin escuela' }, 'highschool_id', 'Este campo es obligatorio'],
      [{ highschool_id: 999999, name: 'Grupo fantasma' }, 'highschool_id', 'La preparatoria no existe'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await send('POST', '/students-groups', tokens.admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'ValidationError', message, details: [{ path, message }] });
    }
  });

  it('refuses a name already used in the school (409 DuplicatedGroup), not in another school', async () => {
    const name = `Grupo repetido ${n++}`;
    expect((await createGroup(world.school.id, name)).status).toBe(201);
    const again = await createGroup(world.school.id, name);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      statusCode: 409,
      errorCode: 'DuplicatedGroup',
      message: 'Ya existe un grupo con ese nombre',
    });
    expect((await createGroup(other.school.id, name)).status).toBe(201);
  });
});

describe('PUT /students-groups/{groupId}', () => {
  it('sets the member set; those left out return to the default group', async () => {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    const [s1, s2, s3] = [await makeStudent(db, school), await makeStudent(db, school), await makeStudent(db, school)];
    const group = (await createGroup(school.school.id, 'Grupo 1')).body;

    const first = await setMembers(group.id, [s1.id, s2.id, s1.id]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: group.id, name: 'Grupo 1', stats: { members: 2 } });
    expect(ids(first.body.members)).toEqual(sorted(s1.id, s2.id));
    const s2Membership = first.body.members.find((m: { user_id: number }) => m.user_id === s2.id).id;

    const second = await setMembers(group.id, [s2.id, s3.id]);
    expect(ids(second.body.members)).toEqual(sorted(s2.id, s3.id));
    // A member who stays keeps their membership.
    expect(second.body.members.find((m: { user_id: number }) => m.user_id === s2.id).id).toBe(s2Membership);
    const view = (await overview(school.school.id)).body;
    expect(ids(view.defaultGroup.members)).toEqual([s1.id]);

    const emptied = await setMembers(group.id, []);
    expect(emptied.body).toMatchObject({ stats: { members: 0 }, members: [] });
    expect(ids((await overview(school.school.id)).body.defaultGroup.members)).toEqual(sorted(s1.id, s2.id, s3.id));
  });

  it('moves a student between groups once the first group lets them go', async () => {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    const s = await makeStudent(db, school);
    const a = (await createGroup(school.school.id, 'Grupo A')).body;
    const b = (await createGroup(school.school.id, 'Grupo B')).body;
    expect((await setMembers(a.id, [s.id])).status).toBe(200);

    const refused = await setMembers(b.id, [s.id]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'ValidationError',
      message: `El estudiante ${s.id} ya pertenece a otro grupo`,
      details: [{ path: 'members.0', message: `El estudiante ${s.id} ya pertenece a otro grupo` }],
    });
    expect(await groupOf(s.id)).toEqual([a.id]);

    expect((await setMembers(a.id, [])).status).toBe(200);
    expect((await setMembers(b.id, [s.id])).status).toBe(200);
    expect(await groupOf(s.id)).toEqual([b.id]);
  });

  it('accepts only students of the group’s school, naming every bad id', async () => {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    const mine = await makeStudent(db, school);
    const foreign = await makeStudent(db, other);
    const orienter = await makeUser(db, { type: 'orienter', highschoolId: school.school.id });
    const group = (await createGroup(school.school.id, 'Grupo estricto')).body;

    const res = await setMembers(group.id, [mine.id, foreign.id, orienter.id, 999999]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Revisa los datos enviados');
    expect(res.body.details).toEqual([
      { path: 'members.1', message: `El usuario ${foreign.id} no es estudiante de esta preparatoria` },
      { path: 'members.2', message: `El usuario ${orienter.id} no es estudiante de esta preparatoria` },
      { path: 'members.3', message: 'El usuario 999999 no es estudiante de esta preparatoria' },
    ]);
    // Nothing changed: all or nothing.
    expect(await groupOf(mine.id)).toEqual([]);
  });

  it('validates the body', async () => {
    const group = await makeGroup(ctx.database.db, world.school.id, `Cuerpo ${n++}`);
    const missing = await send('PUT', `/students-groups/${group.id}`, tokens.admin, {});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: 'members', message: 'Este campo es obligatorio' }]);
    for (const members of ['1,2', ['x'], [0], [1.5], null]) {
      expect((await setMembers(group.id, members)).status, JSON.stringify(members)).toBe(400);
    }
    expect((await send('PUT', '/students-groups/abc', tokens.admin, { members: [] })).status).toBe(400);
  });

  it('lets a student who changed school join a group of the new one', async () => {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    const s = await signedInStudent(ctx.app, db, world);
    const old = (await createGroup(world.school.id, `Antes ${n++}`)).body;
    await setMembers(old.id, [s.id]);
    const moved = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: bearer(s.token),
      payload: { highschoolId: school.school.id, semesterId: school.activeSemester.id, orienterKey: school.key },
    });
    expect(moved.status).toBe(200);
    expect(
      ids((await overview(world.school.id)).body.groups.find((g: { id: number }) => g.id === old.id).members),
    ).toEqual([]);
    expect(ids((await overview(school.school.id)).body.defaultGroup.members)).toEqual([s.id]);
    const group = (await createGroup(school.school.id, 'Después')).body;
    expect((await setMembers(group.id, [s.id])).status).toBe(200);
    expect(await groupOf(s.id)).toEqual([group.id]);
  });
});

describe('concurrent member changes', () => {
  itUnderConcurrency('leaves a student claimed by two groups at once in exactly one of them', async () => {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    const a = (await createGroup(school.school.id, 'Grupo A')).body;
    const b = (await createGroup(school.school.id, 'Grupo B')).body;
    for (let round = 0; round < 5; round++) {
      const s = await makeStudent(db, school);
      await setMembers(a.id, []);
      await setMembers(b.id, []);
      const results = await Promise.all([setMembers(a.id, [s.id]), setMembers(b.id, [s.id])]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([400, 409]).toContain(statuses[1]);
      expect(await groupOf(s.id)).toHaveLength(1);
    }
  });

  it.runIf(isPostgres())('maps the unique index refusing a claimed student to 409 GroupMemberConflict', async () => {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    const s = await makeStudent(db, school);
    const a = (await createGroup(school.school.id, 'Grupo A')).body;
    const b = await makeGroup(db, school.school.id, 'Grupo B');
    let pending: ReturnType<typeof setMembers> | undefined;
    // Group B claims the student in a transaction still open while the PUT on group A runs:
    // the PUT sees the student ungrouped, then its insert waits on the unique index.
    await db.transaction(async (tx) => {
      await tx.insert(studentGroupMembers).values({ groupId: b.id, userId: s.id });
      pending = setMembers(a.id, [s.id]);
      for (let i = 0; i < 200; i++) {
        const waiting = (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: Array<{ n: number }> };
        if (Number(waiting.rows[0]!.n) > 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
    });
    const res = await pending!;
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      errorCode: 'GroupMemberConflict',
      message: 'Este estudiante ya pertenece a otro grupo',
    });
    expect(await groupOf(s.id)).toEqual([b.id]);
  });
});

describe('DELETE /students-groups/{groupId}', () => {
  it('deletes the group and returns its members to the default group', async () => {
    const db = ctx.database.db;
    const school = await makeSchool(db);
    const [s1, s2] = [await makeStudent(db, school), await makeStudent(db, school)];
    const group = (await createGroup(school.school.id, 'Se va')).body;
    await setMembers(group.id, [s1.id, s2.id]);
    expect((await overview(school.school.id)).body.defaultGroup.members).toEqual([]);

    const res = await send('DELETE', `/students-groups/${group.id}`, tokens.admin);
    expect(res.status).toBe(204);
    const view = (await overview(school.school.id)).body;
    expect(view.groups).toEqual([]);
    expect(ids(view.defaultGroup.members)).toEqual(sorted(s1.id, s2.id));
    expect((await send('DELETE', `/students-groups/${group.id}`, tokens.admin)).status).toBe(404);
    // The name is free again.
    expect((await createGroup(school.school.id, 'Se va')).status).toBe(201);
  });
});
