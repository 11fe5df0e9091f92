// The interest test through the API: its statements, scoring a student's answers as the contract
// says (checked against sums done by hand), the history of results, who may answer; and the letters
// of interest of the areas (the mapping of every bootstrap and demo area, what migration 0025 writes,
// and what admins set in Catálogos).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { AREA_RIASEC, INTEREST_ITEMS, isRiasecCode } from '@tlp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, auditLog, interestResults } from '../../db/schema/index.ts';
import { AREA_LIST } from '../../db/seed/reference-data.ts';
import { CATALOG } from '../../db/seed/catalog-data.ts';
import { adminToken, interestAnswers, makeSchool, PASSWORD, signedInStudent } from '../../../test/factories.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';

let ctx: TestContext;
let student: { id: number; token: string };
let other: { id: number; token: string };
let orienter: string;
let admin: string;

const db = () => ctx.database.db;
const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  call(ctx.app, { method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

beforeAll(async () => {
  ctx = await createTestApp();
  const school = await makeSchool(db());
  student = await signedInStudent(ctx.app, db(), school);
  other = await signedInStudent(ctx.app, db(), school);
  orienter = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
  admin = await adminToken(ctx.app, db());
});
afterAll(() => ctx?.close());

describe('GET /interest-test', () => {
  it('gives anyone the 36 statements in order, six per letter, and the version', async () => {
    for (const token of [undefined, student.token, admin]) {
      const res = await send('GET', '/interest-test', token);
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(36);
      expect(res.body.items.slice(0, 6).map((i: { scale: string }) => i.scale)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
      expect(res.body.items[1]).toEqual({ id: 2, text: 'Investigar por qué pasan las cosas', scale: 'I' });
      expect(res.body.version).toEqual(expect.any(String));
    }
  });
});

describe('POST /users/me/interest-test', () => {
  it('scores each letter as the mean of its answers mapped to 0–100, and names the two highest', async () => {
    const res = await send('POST', '/users/me/interest-test', student.token, {
      answers: interestAnswers({
        R: [2, 2, 2, 2, 2, 2], // mean 2 → 25
        I: [5, 5, 4, 5, 5, 4], // 28/6 = 4.667 → 91.67 → 92
        A: [1, 2, 1, 2, 1, 2], // 1.5 → 12.5 → 13
        S: [4, 4, 4, 4, 4, 5], // 25/6 = 4.167 → 79.17 → 79
        E: [3, 3, 3, 3, 3, 3], // 3 → 50
        C: [1, 1, 1, 1, 1, 1], // 1 → 0
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      taken_at: expect.any(String),
      scores: { R: 25, I: 92, A: 13, S: 79, E: 50, C: 0 },
      top: ['I', 'S'],
      summary: expect.stringMatching(/^Tu perfil es Investigador–Social: te atrae /),
    });
    const [row] = await db().select().from(interestResults).where(eq(interestResults.id, res.body.id));
    expect(row).toMatchObject({ userId: student.id, top: 'IS', i: 92, c: 0 });
  });

  it('breaks a tie between letters in R I A S E C order', async () => {
    const all = (v: number) => [v, v, v, v, v, v];
    const res = await send('POST', '/users/me/interest-test', other.token, {
      answers: interestAnswers({ R: all(2), I: all(3), A: all(4), S: all(2), E: all(4), C: all(4) }),
    });
    expect(res.status).toBe(201);
    expect(res.body.scores).toEqual({ R: 25, I: 50, A: 75, S: 25, E: 75, C: 75 });
    expect(res.body.top).toEqual(['A', 'E']);
  });

  it('refuses answers that leave out, repeat or invent a statement, in Spanish, and keeps nothing', async () => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(interestResults);
    const all = INTEREST_ITEMS.map((i) => ({ item: i.id, value: 3 }));
    for (const [answers, message] of [
      [all.slice(1), 'Responde las 36 afirmaciones, cada una una sola vez'],
      [[...all.slice(1), all[2]], 'Respondiste una afirmación más de una vez'],
      [[...all.slice(1), { item: 37, value: 3 }], 'Una de las respuestas no corresponde a ninguna afirmación del test'],
      [[{ item: 1, value: 0 }, ...all.slice(1)], 'Cada respuesta va de 1 a 5'],
    ] as const) {
      const res = await send('POST', '/users/me/interest-test', student.token, { answers });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'ValidationError', message });
    }
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(interestResults);
    expect(after).toEqual(before);
  });

  it('is for students only: 401 without a session, 403 for staff', async () => {
    const answers = INTEREST_ITEMS.map((i) => ({ item: i.id, value: 3 }));
    expect((await send('POST', '/users/me/interest-test', undefined, { answers })).status).toBe(401);
    expect((await send('GET', '/users/me/interest-test')).status).toBe(401);
    for (const token of [orienter, admin]) {
      expect((await send('POST', '/users/me/interest-test', token, { answers })).status).toBe(403);
      expect((await send('GET', '/users/me/interest-test', token)).status).toBe(403);
    }
  });
});

describe('GET /users/me/interest-test', () => {
  it('answers the latest result and every result newest first; retaking keeps the history', async () => {
    const first = (await send('GET', '/users/me/interest-test', student.token)).body;
    expect(first.history).toHaveLength(1);
    const retake = await send('POST', '/users/me/interest-test', student.token, {
      answers: INTEREST_ITEMS.map((i) => ({ item: i.id, value: i.scale === 'C' ? 5 : 1 })),
    });
    expect(retake.body.top).toEqual(['C', 'R']);
    const res = await send('GET', '/users/me/interest-test', student.token);
    expect(res.status).toBe(200);
    expect(res.body.latest).toEqual(retake.body);
    expect(res.body.history.map((p: { id: number }) => p.id)).toEqual([retake.body.id, first.latest.id]);
    expect(res.body.history[1].top).toEqual(['I', 'S']);
  });

  it("answers only the caller's own results, and none before the first", async () => {
    const fresh = await signedInStudent(ctx.app, db(), await makeSchool(db()));
    expect((await send('GET', '/users/me/interest-test', fresh.token)).body).toEqual({ latest: null, history: [] });
    const res = await send('GET', '/users/me/interest-test?id=' + student.id, other.token);
    // The caller's one result (the tie above), not the student's named in the query.
    expect(res.body.history.map((p: { top: string[] }) => p.top.join(''))).toEqual(['AE']);
  });
});

describe("the areas' letters of interest", () => {
  it('has a mapping for every area of the bootstrap list and of the demo catalogue', () => {
    const names = new Set([...AREA_LIST.map((a) => a.name), ...CATALOG.degrees.map((d) => d.area.name)]);
    for (const name of names) expect(isRiasecCode(AREA_RIASEC[name] ?? ''), name).toBe(true);
    expect(Object.keys(AREA_RIASEC).sort()).toEqual([...names].sort());
  });

  it("are written by migration 0025 for the known areas (by name, without case or accents), an admin's kept", async () => {
    const sqlText = readFileSync(path.join(import.meta.dirname, '../../db/migrations/0025_decide.sql'), 'utf8');
    const fill = sqlText.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "areas" SET "riasec"'));
    expect(fill).toBeDefined();
    const [health, law, custom] = await db()
      .insert(areas)
      .values([{ name: 'CIENCIAS DE LA SALUD' }, { name: 'Derecho' }, { name: 'Ciencias Economicas Nuevas' }])
      .returning();
    await db().update(areas).set({ riasec: 'SE' }).where(eq(areas.id, law!.id));
    await db().execute(sql.raw(fill!));
    const letters = async (id: number) => (await db().select().from(areas).where(eq(areas.id, id)))[0]!.riasec;
    expect(await letters(health!.id)).toBe('ISR');
    expect(await letters(law!.id)).toBe('SE');
    expect(await letters(custom!.id)).toBeNull();
  });

  it('are set by admins when they add or edit an area (1–3 distinct letters), and audited', async () => {
    const added = await send('POST', '/areas', admin, { name: 'Ciencias del Deporte', riasec: 'sr' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Ciencias del Deporte', riasec: 'SR', retired: false });
    const plain = await send('POST', '/areas', admin, { name: 'Área sin letras' });
    expect(plain.body.riasec).toBeNull();

    const changed = await send('PATCH', `/areas/${added.body.id}`, admin, { riasec: 'RSE' });
    expect(changed.status).toBe(200);
    expect(changed.body.riasec).toBe('RSE');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'area.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      before: expect.objectContaining({ riasec: 'SR' }),
      after: expect.objectContaining({ riasec: 'RSE' }),
    });
    expect((await send('PATCH', `/areas/${added.body.id}`, admin, { riasec: null })).body.riasec).toBeNull();

    for (const riasec of ['RR', 'RIAS', 'X', '']) {
      const bad = await send('PATCH', `/areas/${added.body.id}`, admin, { riasec });
      expect(bad.status, riasec).toBe(400);
      expect(bad.body.message).toBe('Escribe de 1 a 3 letras distintas de R, I, A, S, E y C (por ejemplo, IR)');
    }
    const all = await send('GET', '/areas/all', admin);
    expect(all.body.find((a: { id: number }) => a.id === added.body.id)).toMatchObject({ riasec: null });
    expect((await send('POST', '/areas', student.token, { name: 'Otra', riasec: 'I' })).status).toBe(403);
  });
});
