/**
 * Member lists by pages: the overview's first page of each group, and
 * GET /highschools/{id}/groups/members (keyset paging by name, search ignoring case and accents,
 * a semester filter).
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteDegrees, meetings, semesters, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import {
  adminToken,
  makeCatalog,
  makeGroup,
  makeSchool,
  makeStudent,
  PASSWORD,
  signedInStudent,
} from '../../../test/factories.ts';

type Member = { user_id: number; full_name: string; favorite_degrees: number; meetings: number; id: number | null };
type Page = { members: Member[]; total: number; next_cursor: string | null };

let ctx: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
let other: Awaited<ReturnType<typeof makeSchool>>;
let admin: string;
/** 60 students in group A, 70 in no group (with ties in their names across the page ends). */
let grouped: number[];
let ungrouped: number[];
let groupA: { id: number };
let jose: { id: number };

const FIRST = ['Ana', 'Beto', 'Carla'];
const LAST = ['López', 'Ruiz'];

/** Students of the school, inserted at once; names repeat, so the id breaks the ties. */
async function students(count: number, tag: string): Promise<number[]> {
  const rows = await ctx.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        type: 'student' as const,
        firstName: FIRST[i % FIRST.length]!,
        lastName: LAST[Math.floor(i / FIRST.length) % LAST.length]!,
        email: `${tag}-${i}@paging.test`,
        passwordHash: 'x',
        highschoolId: school.school.id,
        semesterId: school.activeSemester.id,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

const get = (url: string, token = admin) =>
  call(ctx.app, { method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
const membersUrl = (query = '', schoolId = school.school.id) => `/highschools/${schoolId}/groups/members${query}`;

/** Every page of a member list, following next_cursor. */
async function allPages(query: string, limit = 50): Promise<Page[]> {
  const pages: Page[] = [];
  let after: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (after) params.set('after', after);
    const res = await get(membersUrl(`?${params}`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    after = res.body.next_cursor;
  } while (after && pages.length < 20);
  return pages;
}

const userIds = (members: Member[]) => members.map((m) => m.user_id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  school = await makeSchool(db);
  other = await makeSchool(db);
  admin = await adminToken(ctx.app, db);
  grouped = await students(60, 'grouped');
  ungrouped = await students(70, 'ungrouped');
  jose = await makeStudent(db, school, { firstName: 'José Ángel', lastName: 'Núñez Pérez' });
  ungrouped.push(jose.id);
  groupA = await makeGroup(db, school.school.id, 'Grupo A', grouped);
  // Two favourites each for the first 10 of group A, one meeting for José (on a favourite).
  const cat = await makeCatalog(db);
  const [d0, d1] = cat.degrees;
  await db.insert(favoriteDegrees).values(
    grouped.slice(0, 10).flatMap((userId) => [
      { userId, degreeId: d0!.id },
      { userId, degreeId: d1!.id },
    ]),
  );
  await db.insert(favoriteDegrees).values({ userId: jose.id, degreeId: d0!.id });
  await db.insert(meetings).values({ userId: jose.id, degreeId: d0!.id });
});
afterAll(() => ctx.close());

describe('GET /highschools/{id}/groups with big groups', () => {
  it('carries each group’s stats of all its members and its first 50 members, with a cursor', async () => {
    const res = await get(`/highschools/${school.school.id}/groups`);
    expect(res.status).toBe(200);
    const [a] = res.body.groups;
    expect(a).toMatchObject({ id: groupA.id, name: 'Grupo A', stats: { members: 60, favorites: 20, meetings: 0 } });
    expect(a.members).toHaveLength(50);
    expect(a.next_cursor).toEqual(expect.any(String));
    expect(res.body.defaultGroup).toMatchObject({ stats: { members: 71, favorites: 1, meetings: 1 } });
    expect(res.body.defaultGroup.members).toHaveLength(50);

    // The first page is the first page of the member list; its cursor continues it.
    const first = await get(membersUrl(`?group=${groupA.id}`));
    expect(first.body.members).toEqual(a.members);
    const rest = await get(membersUrl(`?group=${groupA.id}&after=${a.next_cursor}`));
    expect(rest.body).toMatchObject({ total: 60, next_cursor: null });
    expect(sorted([...userIds(a.members), ...userIds(rest.body.members)])).toEqual(sorted(grouped));
  });

  it('answers a PUT with the group’s stats and first page', async () => {
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/students-groups/${groupA.id}`,
      headers: bearer(admin),
      payload: { members: grouped },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ stats: { members: 60, favorites: 20 }, next_cursor: expect.any(String) });
    expect(res.body.members).toHaveLength(50);
  });
});

describe('GET /highschools/{id}/groups/members', () => {
  it('pages "Sin grupo" by default and a group by id, without overlap or gap, in one order', async () => {
    for (const [query, expected] of [
      ['', ungrouped],
      [`group=sin-grupo`, ungrouped],
      [`group=${groupA.id}`, grouped],
    ] as const) {
      const pages = await allPages(query, 20);
      const seen = pages.flatMap((p) => userIds(p.members));
      expect(seen, query).toHaveLength(expected.length);
      expect(sorted(seen), query).toEqual(sorted(expected));
      expect(pages.every((p) => p.total === expected.length)).toBe(true);
      expect(pages.slice(0, -1).every((p) => p.members.length === 20 && p.next_cursor)).toBe(true);
      expect(pages.at(-1)!.next_cursor).toBeNull();
      // The same order as one big page: by name, then id among equal names.
      const whole = (await get(membersUrl(`?${query}&limit=200`))).body as Page;
      expect(seen).toEqual(userIds(whole.members));
    }
    const whole = (await get(membersUrl('?limit=200'))).body as Page;
    const names = whole.members.map((m) => m.full_name);
    const anas = whole.members.filter((m) => m.full_name === 'Ana López').map((m) => m.user_id);
    expect(anas).toEqual(sorted(anas));
    expect(names.indexOf('Ana López')).toBeLessThan(names.indexOf('Beto López'));
  });

  it('continues after the cursor even when students come or go meanwhile', async () => {
    const first = (await get(membersUrl('?limit=30'))).body as Page;
    const lastShown = first.members.at(-1)!.user_id;
    // A new student whose name sorts first, and one of the first page removed: the next page
    // neither repeats nor skips anyone.
    const [early] = await ctx.database.db
      .insert(users)
      .values({
        type: 'student',
        firstName: 'Aaron',
        lastName: 'Abad',
        email: 'early@paging.test',
        passwordHash: 'x',
        highschoolId: school.school.id,
        semesterId: school.activeSemester.id,
      })
      .returning({ id: users.id });
    const gone = first.members[3]!.user_id;
    await ctx.database.db.delete(users).where(inArray(users.id, [gone]));
    try {
      const next = (await get(membersUrl(`?limit=200&after=${first.next_cursor}`))).body as Page;
      const whole = (await get(membersUrl('?limit=200'))).body as Page;
      const ids = userIds(whole.members);
      expect(userIds(next.members)).toEqual(ids.slice(ids.indexOf(lastShown) + 1));
      expect(ids).not.toContain(gone);
    } finally {
      await ctx.database.db.delete(users).where(inArray(users.id, [early!.id]));
      ungrouped = ungrouped.filter((id) => id !== gone);
    }
  });

  it('searches the full name ignoring case and accents, and pages the matches', async () => {
    for (const search of ['josé', 'JOSE', 'jose angel', 'nunez perez', 'Núñez', 'ángel núñez']) {
      const res = await get(membersUrl(`?search=${encodeURIComponent(search)}`));
      expect(res.status, search).toBe(200);
      expect(res.body, search).toMatchObject({ total: 1, next_cursor: null });
      expect(res.body.members, search).toEqual([
        expect.objectContaining({
          user_id: jose.id,
          id: null,
          full_name: 'José Ángel Núñez Pérez',
          favorite_degrees: 1,
          meetings: 1,
        }),
      ]);
    }
    // "Ana López" and "Ana Ruiz" of "Sin grupo": paged like any list.
    const anas = await allPages('search=ana', 5);
    const found = anas.flatMap((p) => p.members);
    expect(found.every((m) => m.full_name.startsWith('Ana '))).toBe(true);
    expect(new Set(userIds(found)).size).toBe(found.length);
    expect(found.length).toBe(anas[0]!.total);
    expect(anas.length).toBeGreaterThan(1);
    // Within a group, only its members; a wildcard is a plain character.
    const inGroup = (await get(membersUrl(`?group=${groupA.id}&search=ANA&limit=200`))).body as Page;
    expect(userIds(inGroup.members).every((id) => grouped.includes(id))).toBe(true);
    expect(inGroup.total).toBe(inGroup.members.length);
    for (const search of ['zzz', '%', '_']) {
      expect((await get(membersUrl(`?search=${encodeURIComponent(search)}`))).body, search).toEqual({
        members: [],
        total: 0,
        next_cursor: null,
      });
    }
  });

  it('keeps only the students of a semester, with the search and across pages', async () => {
    const db = ctx.database.db;
    const [third] = await db
      .insert(semesters)
      .values({ name: 'Semestre de la prueba de filtro', position: 40, active: true })
      .returning();
    const movedUngrouped = ungrouped.filter((id) => id !== jose.id).slice(0, 7);
    const movedGrouped = grouped.slice(0, 4);
    await db
      .update(users)
      .set({ semesterId: third!.id })
      .where(inArray(users.id, [...movedUngrouped, ...movedGrouped]));
    try {
      const pages = await allPages(`semesterId=${third!.id}`, 3);
      expect(pages.length).toBe(3);
      expect(pages[0]!.total).toBe(movedUngrouped.length);
      const found = pages.flatMap((p) => p.members);
      expect(sorted(userIds(found))).toEqual(sorted(movedUngrouped));
      expect(found.every((m) => m.id === null)).toBe(true);

      const inGroup = (await get(membersUrl(`?group=${groupA.id}&semesterId=${third!.id}`))).body as Page;
      expect(sorted(userIds(inGroup.members))).toEqual(sorted(movedGrouped));
      expect(inGroup.total).toBe(movedGrouped.length);

      // With a search: both must hold.
      const anas = (await get(membersUrl(`?semesterId=${third!.id}&search=ana&limit=200`))).body as Page;
      expect(anas.members.every((m) => m.full_name.startsWith('Ana ') && movedUngrouped.includes(m.user_id))).toBe(
        true,
      );
      expect(anas.total).toBe(anas.members.length);
      expect(anas.total).toBeGreaterThan(0);
      expect(anas.total).toBeLessThan(movedUngrouped.length);

      // The rest of "Sin grupo" is in the school's usual semester; a semester nobody is in is an empty list.
      const rest = (await get(membersUrl(`?semesterId=${school.activeSemester.id}&limit=1`))).body as Page;
      const all = (await get(membersUrl('?limit=1'))).body as Page;
      expect(rest.total).toBe(all.total - movedUngrouped.length);
      for (const id of [school.inactiveSemester.id, 999999]) {
        expect((await get(membersUrl(`?semesterId=${id}`))).body, String(id)).toEqual({
          members: [],
          total: 0,
          next_cursor: null,
        });
      }
    } finally {
      await db
        .update(users)
        .set({ semesterId: school.activeSemester.id })
        .where(inArray(users.id, [...movedUngrouped, ...movedGrouped]));
    }
  });

  it('counts each member’s favourites and meetings, on any page', async () => {
    const pages = await allPages(`group=${groupA.id}`, 7);
    const members = pages.flatMap((p) => p.members);
    const favorites = new Map(members.map((m) => [m.user_id, m.favorite_degrees]));
    for (const id of grouped) expect(favorites.get(id), String(id)).toBe(grouped.indexOf(id) < 10 ? 2 : 0);
    expect(members.every((m) => m.meetings === 0 && typeof m.id === 'number')).toBe(true);
  });

  it('lets admins and the school’s orienter in; others get 401, 403 or 404', async () => {
    const orienter = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
    const otherOrienter = await tokenFor(ctx.app, other.orienter.email, 'orienter', PASSWORD);
    const student = (await signedInStudent(ctx.app, ctx.database.db, school)).token;
    const url = membersUrl(`?group=${groupA.id}`);
    expect((await get(url, orienter)).status).toBe(200);
    expect((await get(url, '')).status).toBe(401);
    expect((await get(url, student)).status).toBe(403);
    expect((await get(url, otherOrienter)).status).toBe(403);
    expect((await get(membersUrl('', other.school.id), otherOrienter)).status).toBe(200);

    const unknownSchool = await get(membersUrl('', 999999));
    expect(unknownSchool.status).toBe(404);
    expect(unknownSchool.body.message).toBe('La preparatoria no existe');
    // A group of another school is as unknown as a missing one.
    const foreign = await makeGroup(ctx.database.db, other.school.id, 'Grupo ajeno');
    for (const group of [foreign.id, 999999]) {
      const res = await get(membersUrl(`?group=${group}`));
      expect(res.status, String(group)).toBe(404);
      expect(res.body).toMatchObject({ errorCode: 'NotFound', message: 'El grupo no existe' });
    }
  });

  it('refuses a cursor it did not write, and bad paging values (400 ValidationError)', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const after of [
      'abc',
      encode(['Ana', 'López']),
      encode(['Ana', 'López', 0]),
      encode(['Ana', 'López', 1.5]),
      encode(['Ana', 'López', 2 ** 31]),
      encode([1, 'López', 3]),
      encode(['Ana\u0000', 'López', 3]),
      encode({ firstName: 'Ana' }),
      Buffer.from('not json').toString('base64url'),
      '%2Fnot%2Bbase64url',
      'x'.repeat(401),
    ]) {
      const res = await get(membersUrl(`?after=${after}`));
      expect(res.status, after).toBe(400);
      expect(res.body, after).toMatchObject({
        errorCode: 'ValidationError',
        details: [{ path: 'after', message: 'El cursor de la página no es válido; vuelve a cargar la lista' }],
      });
    }
    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'group=abc', 'group=0', 'group=-1']) {
      const res = await get(membersUrl(`?${query}`));
      expect(res.status, query).toBe(400);
      expect(res.body.errorCode, query).toBe('ValidationError');
    }
    for (const semesterId of ['abc', '0', '-1', '1.5', String(2 ** 31), '1e3']) {
      const res = await get(membersUrl(`?semesterId=${semesterId}`));
      expect(res.status, semesterId).toBe(400);
      expect(res.body, semesterId).toMatchObject({
        errorCode: 'ValidationError',
        details: [{ path: 'semesterId', message: 'El identificador no es válido' }],
      });
    }
  });
});
