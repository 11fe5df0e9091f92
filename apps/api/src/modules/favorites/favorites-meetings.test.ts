import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, itUnderConcurrency, type TestContext } from '../../../test/helper.ts';
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

const addFav = (s: { id: number; token: string }, degreeId: number, id = s.id) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/v1/users/${id}/favorite-degrees`,
    headers: bearer(s.token),
    payload: { degreeId },
  });
const book = (s: { id: number; token: string }, degreeId: number, userId = s.id) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/meetings', headers: bearer(s.token), payload: { userId, degreeId } });
const prefs = (s: { token: string }, degreeId: number) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/degrees/${degreeId}/preferences`, headers: bearer(s.token) });

async function count(table: 'favorite_degrees' | 'meetings', userId: number) {
  const res = (await ctx.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table} where user_id = ${userId}`),
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
}

describe('favourites', () => {
  it('adds, lists with campus, and flags the degree; a second add is 409 DuplicatedFavorite', async () => {
    const s = await newStudent();
    const d = cat.degrees[0]!;
    expect((await prefs(s, d.id)).body).toEqual({ is_favorite: false, is_meeting: false });
    expect((await addFav(s, d.id)).status).toBe(201);
    expect((await prefs(s, d.id)).body).toEqual({ is_favorite: true, is_meeting: false });
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${s.id}/favorite-degrees`,
      headers: bearer(s.token),
    });
    expect(list.body).toEqual([
      {
        id: d.id,
        name: d.name,
        image: null,
        campus: cat.campuses[0].name,
        campusId: cat.campuses[0].id,
        has_meeting: false,
      },
    ]);
    const again = await addFav(s, d.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: 'DuplicatedFavorite',
      message: 'Esta carrera ya se encuentra entre tus favoritas',
    });
  });

  it('stops at 12 with 409 FavoriteLimitReached', async () => {
    const s = await newStudent();
    for (const d of cat.degrees.slice(0, 12)) expect((await addFav(s, d.id)).status).toBe(201);
    const res = await addFav(s, cat.degrees[12]!.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      errorCode: 'FavoriteLimitReached',
      message: 'Ya tienes 12 carreras favoritas, el máximo permitido',
    });
  });

  itUnderConcurrency(
    'keeps the limit under 20 concurrent adds, and duplicates under concurrent same adds',
    async () => {
      const s = await newStudent();
      const results = await Promise.all(cat.degrees.slice(0, 19).map((d) => addFav(s, d.id)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(12);
      expect(await count('favorite_degrees', s.id)).toBe(12);
      const t = await newStudent();
      const same = await Promise.all(Array.from({ length: 20 }, () => addFav(t, cat.degrees[0]!.id)));
      expect(same.filter((r) => r.status === 201)).toHaveLength(1);
      expect(same.filter((r) => r.status === 409)).toHaveLength(19);
    },
  );

  it('refuses unknown degrees (404), other students (403) and non-students (403)', async () => {
    const s = await newStudent();
    const other = await newStudent();
    expect((await addFav(s, 999999)).status).toBe(404);
    expect((await addFav(s, cat.degrees[0]!.id, other.id)).status).toBe(403);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/v1/users/${other.id}/favorite-degrees`,
          headers: bearer(s.token),
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/v1/users/${other.id}/meetings`, headers: bearer(s.token) }))
        .status,
    ).toBe(403);
  });

  it('removes a favourite, but not while it has a meeting (409 FavoriteHasMeeting)', async () => {
    const s = await newStudent();
    const [d1, d2] = [cat.degrees[0]!, cat.degrees[1]!];
    await addFav(s, d1.id);
    await addFav(s, d2.id);
    await book(s, d2.id);
    const del = (id: number) =>
      call(ctx.app, {
        method: 'DELETE',
        url: `/api/v1/users/${s.id}/favorite-degrees/${id}`,
        headers: bearer(s.token),
      });
    // The list says which one holds a meeting, so the page can say why it cannot be removed.
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${s.id}/favorite-degrees`,
      headers: bearer(s.token),
    });
    expect(
      Object.fromEntries(list.body.map((f: { id: number; has_meeting: boolean }) => [f.id, f.has_meeting])),
    ).toEqual({ [d1.id]: false, [d2.id]: true });
    expect((await del(d1.id)).status).toBe(204);
    expect((await del(d1.id)).status).toBe(404);
    const blocked = await del(d2.id);
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({
      errorCode: 'FavoriteHasMeeting',
      message: 'No puedes quitar una carrera con una reunión agendada',
    });
  });
});

describe('meetings', () => {
  it('books a meeting on a favourite and lists it; a second is 409 DuplicatedResource', async () => {
    const s = await newStudent();
    const d = cat.degrees[2]!;
    await addFav(s, d.id);
    expect((await book(s, d.id)).status).toBe(201);
    expect((await prefs(s, d.id)).body).toEqual({ is_favorite: true, is_meeting: true });
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${s.id}/meetings`,
      headers: bearer(s.token),
    });
    expect(list.body).toEqual([
      {
        degreeId: d.id,
        degree: d.name,
        degreeImg: null,
        campus: cat.campuses[0].name,
        campusId: cat.campuses[0].id,
        created_at: expect.any(String),
        id: expect.any(Number),
        state: 'requested',
        slot: null,
        attended: null,
        rating: null,
        rating_comment: null,
      },
    ]);
    const again = await book(s, d.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'DuplicatedResource', message: 'Esta reunión ya ha sido agendada' });
  });

  it('refuses a meeting on a non-favourite with 409 FavoriteRequired', async () => {
    const s = await newStudent();
    const res = await book(s, cat.degrees[3]!.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      errorCode: 'FavoriteRequired',
      message: 'Primero debes agregar esta carrera como favorita',
    });
  });

  it('stops at 4 (409 MeetingLimitReached)', async () => {
    const s = await newStudent();
    for (const d of cat.degrees.slice(0, 5)) await addFav(s, d.id);
    for (const d of cat.degrees.slice(0, 4)) expect((await book(s, d.id)).status).toBe(201);
    const over = await book(s, cat.degrees[4]!.id);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      errorCode: 'MeetingLimitReached',
      message: 'Ya agendaste 4 reuniones, el máximo permitido',
    });
  });

  itUnderConcurrency('stops at 4 under 20 concurrent requests', async () => {
    const s = await newStudent();
    for (const d of cat.degrees.slice(0, 10)) await addFav(s, d.id);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => book(s, cat.degrees[i % 10]!.id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(await count('meetings', s.id)).toBe(4);
    const over = results.find((r) => r.body?.errorCode === 'MeetingLimitReached');
    expect(over?.body.message).toBe('Ya agendaste 4 reuniones, el máximo permitido');
  });

  it('refuses booking for another student (403)', async () => {
    const s = await newStudent();
    const other = await newStudent();
    expect((await book(s, cat.degrees[0]!.id, other.id)).status).toBe(403);
  });

  it('the database itself refuses a meeting without its favourite', async () => {
    const s = await newStudent();
    await expect(
      ctx.database.db.execute(
        sql.raw(`insert into meetings (user_id, degree_id) values (${s.id}, ${cat.degrees[0]!.id})`),
      ),
    ).rejects.toThrow();
  });
});
