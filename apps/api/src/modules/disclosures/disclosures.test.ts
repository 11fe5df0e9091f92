import { createHmac } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RECIPIENT_NAME, EXPORT_DISCLOSURE_FIELDS, MEETING_DISCLOSURE_FIELDS } from '@tlp/shared';
import { disclosures } from '../../db/schema/index.ts';
import { rawRows } from '../../db/rows.ts';
import {
  addFavorites,
  adminToken,
  makeCatalog,
  makeSchool,
  makeStudent,
  makeUser,
  signedInStudent,
} from '../../../test/factories.ts';
import { meetingsService } from '../meetings/meetings.service.ts';
import { bearer, call, createTestApp, TEST_SECRET, type TestContext } from '../../../test/helper.ts';
import { subjectKeySql } from './disclosures.repository.ts';
import { subjectKeys } from './subject-key.ts';

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let world: Awaited<ReturnType<typeof makeSchool>>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await makeCatalog(ctx.database.db);
  world = await makeSchool(ctx.database.db);
  admin = await adminToken(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const eventsOf = (userId: number) =>
  db().select().from(disclosures).where(eq(disclosures.userId, userId)).orderBy(asc(disclosures.id));
const mine = (token: string, query = '') =>
  call(ctx.app, { method: 'GET', url: `/api/v1/users/me/disclosures${query}`, headers: bearer(token) });

/** The database's own refusal (drizzle wraps the driver's error as its cause). */
async function refused(statement: Promise<unknown>) {
  const err = await statement.then(
    () => null,
    (e: Error & { cause?: Error }) => e,
  );
  expect(err, 'the statement should have failed').not.toBeNull();
  expect(err!.cause?.message ?? err!.message).toMatch(/append-only/);
}

describe('subject keys', () => {
  it('are HMAC-SHA256 of the user id, the same in SQL as in JavaScript', async () => {
    const keys = subjectKeys(TEST_SECRET);
    const derived = createHmac('sha256', TEST_SECRET).update('tlp:disclosure-subject').digest();
    expect(keys.of(42)).toBe(createHmac('sha256', derived).update('42').digest('hex'));
    const [row] = await rawRows<{ k: string }>(db(), sql`select ${subjectKeySql(keys, sql`42`)} as k`);
    expect(row!.k).toBe(keys.of(42));
    expect(keys.of(43)).not.toBe(keys.of(42));
  });
});

describe('a booked meeting', () => {
  it("records that the student's name, e-mail, phone and school reach the degree's campus", async () => {
    const s = await signedInStudent(ctx.app, db(), world);
    const degree = cat.degrees[0]!; // Ingeniería Civil, campus A
    await addFavorites(db(), s.id, [degree.id]);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/meetings',
      payload: { userId: s.id, degreeId: degree.id },
      headers: bearer(s.token),
    });
    expect(res.status).toBe(201);
    const [event] = await eventsOf(s.id);
    expect(event).toMatchObject({
      recipientKind: 'campus',
      recipientId: cat.campuses[0].id,
      recipientName: cat.campuses[0].name,
      fields: MEETING_DISCLOSURE_FIELDS,
      reason: 'meeting',
      degreeId: degree.id,
      degreeName: 'Ingeniería Civil',
      actorId: s.id,
      subjectKey: ctx.app.subjectKeys.of(s.id),
      exportId: null,
    });

    const list = await mine(s.token);
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body).toEqual([
      {
        id: event!.id,
        created_at: event!.createdAt.toISOString(),
        recipient_kind: 'campus',
        recipient_name: cat.campuses[0].name,
        fields: MEETING_DISCLOSURE_FIELDS,
        reason: 'meeting',
        degree_name: 'Ingeniería Civil',
      },
    ]);
  });

  it('a refused booking records nothing', async () => {
    const s = await signedInStudent(ctx.app, db(), world);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/meetings',
      payload: { userId: s.id, degreeId: cat.degrees[1]!.id }, // not a favourite
      headers: bearer(s.token),
    });
    expect(res.status).toBe(409);
    expect(await eventsOf(s.id)).toEqual([]);
  });
});

describe('the admin meetings CSV', () => {
  it('records one event per student it contains, with the export id, in one statement', async () => {
    const a = await makeStudent(db(), world, { firstName: 'Ana' });
    const b = await makeStudent(db(), world, { firstName: 'Beto' });
    const none = await makeStudent(db(), world, { firstName: 'Sin reuniones' });
    await addFavorites(db(), a.id, [cat.degrees[0]!.id, cat.degrees[1]!.id], [cat.degrees[0]!.id, cat.degrees[1]!.id]);
    await addFavorites(db(), b.id, [cat.degrees[3]!.id], [cat.degrees[3]!.id]);
    await addFavorites(db(), none.id, [cat.degrees[4]!.id]);
    const [{ students }] = (await rawRows<{ students: number }>(
      db(),
      sql`select count(distinct user_id)::int as students from meetings`,
    )) as [{ students: number }];

    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    expect(res.status).toBe(200);
    const exportId = res.headers['x-export-id'] as string;
    expect(exportId).toMatch(/^[0-9a-f-]{36}$/);

    const rows = await db().select().from(disclosures).where(eq(disclosures.exportId, exportId));
    expect(rows).toHaveLength(students);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(students);
    const ofA = rows.filter((r) => r.userId === a.id);
    expect(ofA).toHaveLength(1); // two meetings, one event
    expect(ofA[0]).toMatchObject({
      recipientKind: 'admin',
      recipientName: ADMIN_RECIPIENT_NAME,
      fields: EXPORT_DISCLOSURE_FIELDS,
      reason: 'export',
      subjectKey: ctx.app.subjectKeys.of(a.id),
      degreeName: null,
    });
    expect(rows.some((r) => r.userId === b.id)).toBe(true);
    expect(rows.some((r) => r.userId === none.id)).toBe(false);

    // Every student of the file has an event, and no one else.
    const csv = res.raw.rawPayload.toString('utf8');
    expect(csv.split('\r\n').filter((l) => l.includes('"Ana Usuario"'))).toHaveLength(2);

    const again = await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    expect(again.headers['x-export-id']).not.toBe(exportId);
    expect(await eventsOf(a.id)).toHaveLength(2);
  });

  it('holds in the file only the meetings the ledger counted: one booked after the export starts is left out', async () => {
    const early = await makeStudent(db(), world);
    await addFavorites(db(), early.id, [cat.degrees[5]!.id], [cat.degrees[5]!.id]);
    const adminUser = await makeUser(db(), { type: 'admin' });
    const report = await meetingsService(db(), ctx.app.subjectKeys).startReport(adminUser.id);
    const late = await makeStudent(db(), world);
    await addFavorites(db(), late.id, [cat.degrees[6]!.id], [cat.degrees[6]!.id]);
    const names: string[] = [];
    for (let after = 0; ;) {
      const page = await report.read(after, 2);
      names.push(...page.rows.map((r) => r.email));
      if (page.next === null) break;
      after = page.next;
    }
    expect(names).toContain(early.email);
    expect(names).not.toContain(late.email);
    const ledger = await db().select().from(disclosures).where(eq(disclosures.exportId, report.exportId));
    expect(ledger.some((r) => r.userId === early.id)).toBe(true);
    expect(ledger.some((r) => r.userId === late.id)).toBe(false);
  });

  it("a student's list holds only their own events, newest first, paged", async () => {
    const s = await signedInStudent(ctx.app, db(), world);
    await addFavorites(db(), s.id, [cat.degrees[2]!.id], [cat.degrees[2]!.id]);
    for (let i = 0; i < 3; i++) await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    const page = await mine(s.token, '?pageSize=2&page=2');
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body).toHaveLength(1);
    const first = await mine(s.token, '?pageSize=2');
    expect(first.body[0].id).toBeGreaterThan(first.body[1].id);
    expect(first.body.every((e: { reason: string }) => e.reason === 'export')).toBe(true);

    const other = await signedInStudent(ctx.app, db(), world);
    expect((await mine(other.token)).body).toEqual([]);
    expect((await mine(other.token, '?pageSize=0')).status).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/users/me/disclosures' })).status).toBe(401);
  });
});

describe('the database refuses to change the ledger', () => {
  it('no route changes it: PUT, PATCH, DELETE and POST are not routes', async () => {
    const s = await signedInStudent(ctx.app, db(), world);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await call(ctx.app, { method, url: '/api/v1/users/me/disclosures', headers: bearer(s.token) });
      expect(res.status, method).toBe(404);
    }
  });

  it('UPDATE, DELETE and TRUNCATE fail', async () => {
    const s = await makeStudent(db(), world);
    const [row] = await db()
      .insert(disclosures)
      .values({
        userId: s.id,
        subjectKey: ctx.app.subjectKeys.of(s.id),
        recipientKind: 'campus',
        recipientName: 'Campus A',
        fields: ['name'],
        reason: 'meeting',
      })
      .returning();
    await refused(db().execute(sql`update disclosures set recipient_name = 'otro' where id = ${row!.id}`));
    await refused(db().execute(sql`update disclosures set user_id = null where id = ${row!.id}`));
    await refused(db().execute(sql`delete from disclosures where id = ${row!.id}`));
    await refused(db().execute(sql`truncate disclosures`));
    const [still] = await db().select().from(disclosures).where(eq(disclosures.id, row!.id));
    expect(still).toEqual(row);
  });

  it("deleting the account only clears user_id: the event stays, answerable by the student's key", async () => {
    const s = await makeStudent(db(), world);
    await addFavorites(db(), s.id, [cat.degrees[0]!.id], [cat.degrees[0]!.id]);
    await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    const [before] = await eventsOf(s.id);
    expect(before).toBeDefined();
    const res = await call(ctx.app, { method: 'DELETE', url: `/api/v1/users/${s.id}`, headers: bearer(admin) });
    expect(res.status).toBe(204);
    const [after] = await db().select().from(disclosures).where(eq(disclosures.id, before!.id));
    expect(after).toEqual({ ...before, userId: null });
    const byKey = await db()
      .select()
      .from(disclosures)
      .where(eq(disclosures.subjectKey, ctx.app.subjectKeys.of(s.id)));
    expect(byKey.map((r) => r.id)).toContain(before!.id);
  });
});
