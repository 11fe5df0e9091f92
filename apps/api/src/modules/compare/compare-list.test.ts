// The compare list kept per student: read and replaced whole, at most 4 degrees in their order,
// only degrees that exist, one student's list never another's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { degrees } from '../../db/schema/index.ts';
import { catalogAdminWorld, makeSchool, signedInStudent } from '../../../test/factories.ts';
import { bearer, call, itUnderConcurrency } from '../../../test/helper.ts';

let w: Awaited<ReturnType<typeof catalogAdminWorld>>;
let other: { token: string };
const db = () => w.ctx.database.db;

const send = (token: string | undefined, method: 'GET' | 'PUT', payload?: object) =>
  call(w.ctx.app, {
    method,
    url: '/api/v1/users/me/compare-list',
    headers: token ? bearer(token) : {},
    payload,
  });

beforeAll(async () => {
  w = await catalogAdminWorld();
  other = await signedInStudent(w.ctx.app, db(), await makeSchool(db()));
});
afterAll(() => w?.close());

describe('/users/me/compare-list', () => {
  it('starts empty, and keeps the list in the order given', async () => {
    expect((await send(w.tokens.student, 'GET')).body).toEqual({ degree_ids: [] });
    const [a, b, c] = w.catalog.degrees.map((d) => d.id);
    const put = await send(w.tokens.student, 'PUT', { degree_ids: [c, a, b] });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ degree_ids: [c, a, b] });
    expect((await send(w.tokens.student, 'GET')).body).toEqual({ degree_ids: [c, a, b] });
    // Replaced whole, in the new order.
    expect((await send(w.tokens.student, 'PUT', { degree_ids: [b, c] })).body).toEqual({ degree_ids: [b, c] });
    expect((await send(other.token, 'GET')).body).toEqual({ degree_ids: [] });
  });

  it('refuses more than 4 degrees or a repeated one, and keeps the list as it was', async () => {
    const ids = w.catalog.degrees.slice(0, 5).map((d) => d.id);
    const tooMany = await send(w.tokens.student, 'PUT', { degree_ids: ids });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Puedes comparar hasta 4 carreras');
    const repeated = await send(w.tokens.student, 'PUT', { degree_ids: [ids[0], ids[0]] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('Una carrera está repetida en la lista');
    expect((await send(w.tokens.student, 'GET')).body.degree_ids).toHaveLength(2);
  });

  it('keeps only degrees that exist, and loses one deleted from the catalogue', async () => {
    const [a, b, c, d] = w.catalog.degrees.slice(5, 9).map((x) => x.id);
    const res = await send(w.tokens.student, 'PUT', { degree_ids: [a, 999_999, b, c] });
    expect(res.body).toEqual({ degree_ids: [a, b, c] });
    await db().delete(degrees).where(eq(degrees.id, b!));
    expect((await send(w.tokens.student, 'GET')).body).toEqual({ degree_ids: [a, c] });
    expect((await send(w.tokens.student, 'PUT', { degree_ids: [d, a, c] })).body).toEqual({ degree_ids: [d, a, c] });
  });

  itUnderConcurrency('saves one whole list of many sent at once, never a mix nor an error', async () => {
    // Degrees no other test deletes (the one above deletes one of 5 to 8).
    const ids = w.catalog.degrees.slice(9, 17).map((d) => d.id);
    expect(ids).toHaveLength(8);
    const lists = [ids.slice(0, 4), ids.slice(4, 8), [ids[7]!, ids[0]!], [ids[1]!, ids[6]!, ids[3]!]];
    const answers = await Promise.all(lists.map((degree_ids) => send(w.tokens.student, 'PUT', { degree_ids })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const kept = (await send(w.tokens.student, 'GET')).body.degree_ids;
    expect(lists).toContainEqual(kept);
  });

  it('is for students only: 401 without a session, 403 for staff', async () => {
    expect((await send(undefined, 'GET')).status).toBe(401);
    expect((await send(undefined, 'PUT', { degree_ids: [] })).status).toBe(401);
    for (const role of ['orienter', 'admin'] as const) {
      expect((await send(w.tokens[role], 'GET')).status).toBe(403);
      expect((await send(w.tokens[role], 'PUT', { degree_ids: [] })).status).toBe(403);
    }
  });
});
