import { createHmac } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RECIPIENT_NAME, EXPORT_DISCLOSURE_FIELDS, MEETING_DISCLOSURE_FIELDS } from '@tlp/shared';
import { disclosures, exportDisclosureStudents } from '../../db/schema/index.ts';
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
import { bearer, call, createTestApp, TEST_SECRET, type TestContext } from '../../../test/helper.ts';
import { exportEvent, studentsOfExport } from '../../../test/ledger.ts';
import { unitOfWork } from '../../core/unit-of-work.ts';
import { auditTrail } from '../audit/audit.service.ts';
import { meetingsReportExport } from '../meetings/meetings-report-export.ts';
import { disclosureEventsOf, subjectKeySql } from './disclosures.queries.ts';
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
/** A user's rows of `disclosures` (meetings), as stored. */
const meetingEventsOf = (userId: number) =>
  db().select().from(disclosures).where(eq(disclosures.userId, userId)).orderBy(asc(disclosures.id));
/** Every event of a user, meetings and exports. */
const eventsOf = (userId: number) => disclosureEventsOf(db(), userId).orderBy(asc(sql`id`));
const mine = (token: string, query = '') =>
  call(ctx.app, { method: 'GET', url: `/api/v1/users/me/disclosures${query}`, headers: bearer(token) });

/** A meeting's event for a user, written straight to the ledger. */
async function meetingEventOf(userId: number) {
  const [row] = await db()
    .insert(disclosures)
    .values({
      userId,
      subjectKey: ctx.app.subjectKeys.of(userId),
      recipientKind: 'campus',
      recipientName: 'Campus A',
      fields: ['name'],
      reason: 'meeting',
    })
    .returning();
  return row!;
}

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
  it("records that the shared fields reach the degree's campus, on the student's own consent and the school's authorization", async () => {
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
    const [event] = await meetingEventsOf(s.id);
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
      legalBasis: 'student_consent',
      guardianConsentId: null,
      schoolAuthorizationId: expect.any(Number),
    });
    expect(event!.fields).not.toContain('phone');

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
        legal_basis: 'student_consent',
        guardian_consent_id: null,
        school_authorization_id: event!.schoolAuthorizationId,
        school_authorized_at: expect.any(String),
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

    const event = await exportEvent(db(), exportId);
    expect(event).toMatchObject({ recipientName: ADMIN_RECIPIENT_NAME, fields: EXPORT_DISCLOSURE_FIELDS });
    const [actor] = await rawRows<{ type: string }>(db(), sql`select type from users where id = ${event!.actorId}`);
    expect(actor?.type).toBe('admin');
    const rows = await studentsOfExport(db(), exportId);
    expect(rows).toHaveLength(students);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(students);
    const ofA = rows.filter((r) => r.userId === a.id);
    expect(ofA).toEqual([
      {
        disclosureId: event!.id,
        userId: a.id,
        subjectKey: ctx.app.subjectKeys.of(a.id),
        legalBasis: 'student_consent',
        guardianConsentId: null,
        schoolAuthorizationId: expect.any(Number),
      },
    ]); // two meetings, one event
    expect(await eventsOf(a.id)).toEqual([
      {
        id: event!.id,
        created_at: event!.createdAt,
        recipient_kind: 'admin',
        recipient_name: ADMIN_RECIPIENT_NAME,
        fields: EXPORT_DISCLOSURE_FIELDS,
        reason: 'export',
        degree_name: null,
        export_id: exportId,
        legal_basis: 'student_consent',
        guardian_consent_id: null,
        school_authorization_id: ofA[0]!.schoolAuthorizationId,
        school_authorized_at: expect.any(Date),
      },
    ]);
    expect(rows.some((r) => r.userId === b.id)).toBe(true);
    expect(rows.some((r) => r.userId === none.id)).toBe(false);

    // Every student of the file has an event, and no one else.
    const csv = res.raw.rawPayload.toString('utf8');
    expect(csv.split('\r\n').filter((l) => l.includes('"Ana Usuario"'))).toHaveLength(2);

    const again = await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    expect(again.headers['x-export-id']).not.toBe(exportId);
    expect(await eventsOf(a.id)).toHaveLength(2);
  });

  it('HEAD sends no file and records nothing: 405 with Allow: GET, no event, no audit row', async () => {
    const s = await makeStudent(db(), world);
    await addFavorites(db(), s.id, [cat.degrees[7]!.id], [cat.degrees[7]!.id]);
    const count = async () => {
      const [row] = await rawRows<{ events: number; students: number; audits: number }>(
        db(),
        sql`select (select count(*) from export_disclosures)::int as events,
                   (select count(*) from export_disclosure_students)::int as students,
                   (select count(*) from audit_log)::int as audits`,
      );
      return row;
    };
    const before = await count();
    const res = await call(ctx.app, { method: 'HEAD', url: '/api/v1/meetings', headers: bearer(admin) });
    expect(await count()).toEqual(before);
    expect(await eventsOf(s.id)).toEqual([]);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-export-id']).toBeUndefined();

    // Without a session it is still refused first for that.
    expect((await call(ctx.app, { method: 'HEAD', url: '/api/v1/meetings' })).status).toBe(401);
    // GET still sends the file and records it.
    const get = await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    expect(get.status).toBe(200);
    expect(await eventsOf(s.id)).toHaveLength(1);
  });

  it('holds in the file only the meetings the ledger counted: one booked after the export starts is left out', async () => {
    const early = await makeStudent(db(), world);
    await addFavorites(db(), early.id, [cat.degrees[5]!.id], [cat.degrees[5]!.id]);
    const adminUser = await makeUser(db(), { type: 'admin' });
    const report = await meetingsReportExport({
      db: db(),
      dbKind: ctx.database.kind,
      work: unitOfWork(db(), auditTrail),
      subjectKeys: ctx.app.subjectKeys,
    }).start(adminUser.id);
    const late = await makeStudent(db(), world);
    await addFavorites(db(), late.id, [cat.degrees[6]!.id], [cat.degrees[6]!.id]);
    let csv = '';
    for await (const chunk of report.csv) csv += String(chunk);
    expect(csv).toContain(early.email);
    expect(csv).not.toContain(late.email);
    const ledger = await studentsOfExport(db(), report.exportId);
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
    const row = await meetingEventOf(s.id);
    await refused(db().execute(sql`update disclosures set recipient_name = 'otro' where id = ${row.id}`));
    await refused(db().execute(sql`update disclosures set user_id = null where id = ${row.id}`));
    await refused(db().execute(sql`update disclosures set legal_basis = 'student_consent' where id = ${row.id}`));
    await refused(db().execute(sql`delete from disclosures where id = ${row.id}`));
    await refused(db().execute(sql`truncate disclosures`));
    const [still] = await db().select().from(disclosures).where(eq(disclosures.id, row.id));
    expect(still).toEqual(row);
  });

  it("an export's event and its students: UPDATE, DELETE and TRUNCATE fail", async () => {
    const s = await makeStudent(db(), world);
    await addFavorites(db(), s.id, [cat.degrees[0]!.id], [cat.degrees[0]!.id]);
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    const exportId = String(res.headers['x-export-id']);
    const event = await exportEvent(db(), exportId);
    const [row] = (await studentsOfExport(db(), exportId)).filter((r) => r.userId === s.id);
    expect(row).toBeDefined();
    await refused(db().execute(sql`update export_disclosures set recipient_name = 'otro' where id = ${event!.id}`));
    await refused(db().execute(sql`delete from export_disclosures where id = ${event!.id}`));
    await refused(db().execute(sql`truncate export_disclosures`));
    const mineOnly = sql`disclosure_id = ${event!.id} and user_id = ${s.id}`;
    await refused(db().execute(sql`update export_disclosure_students set user_id = null where ${mineOnly}`));
    await refused(db().execute(sql`update export_disclosure_students set subject_key = 'otra' where ${mineOnly}`));
    await refused(
      db().execute(sql`update export_disclosure_students set legal_basis = 'guardian_consent' where ${mineOnly}`),
    );
    await refused(
      db().execute(sql`update export_disclosure_students set school_authorization_id = 0 where ${mineOnly}`),
    );
    await refused(db().execute(sql`delete from export_disclosure_students where ${mineOnly}`));
    await refused(db().execute(sql`truncate export_disclosure_students`));
    expect(await exportEvent(db(), exportId)).toEqual(event);
    expect((await studentsOfExport(db(), exportId)).filter((r) => r.userId === s.id)).toEqual([row]);
  });

  it("deleting the account only clears user_id: the event stays, answerable by the student's key", async () => {
    const s = await makeStudent(db(), world);
    await addFavorites(db(), s.id, [cat.degrees[0]!.id], [cat.degrees[0]!.id]);
    const booked = await meetingEventOf(s.id);
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    const exportId = String(res.headers['x-export-id']);
    const [exported] = (await studentsOfExport(db(), exportId)).filter((r) => r.userId === s.id);
    expect(exported).toBeDefined();
    expect(await eventsOf(s.id)).toHaveLength(2);

    const deleted = await call(ctx.app, { method: 'DELETE', url: `/api/v1/users/${s.id}`, headers: bearer(admin) });
    expect(deleted.status).toBe(204);
    const [after] = await db().select().from(disclosures).where(eq(disclosures.id, booked.id));
    expect(after).toEqual({ ...booked, userId: null });
    const key = ctx.app.subjectKeys.of(s.id);
    const byKey = await db().select().from(disclosures).where(eq(disclosures.subjectKey, key));
    expect(byKey.map((r) => r.id)).toEqual([booked.id]);
    const exportsByKey = await db()
      .select()
      .from(exportDisclosureStudents)
      .where(eq(exportDisclosureStudents.subjectKey, key));
    expect(exportsByKey).toEqual([{ ...exported, userId: null }]);
    // The export's event itself is untouched, and the other students of the file keep theirs.
    expect(await exportEvent(db(), exportId)).toBeDefined();
    expect((await studentsOfExport(db(), exportId)).filter((r) => r.userId !== null).length).toBeGreaterThan(0);
  });

  it('a delete of several accounts in one statement clears the user_id of each, and of no one else', async () => {
    const leaving = [await makeStudent(db(), world), await makeStudent(db(), world)];
    const staying = await makeStudent(db(), world);
    for (const s of [...leaving, staying]) await addFavorites(db(), s.id, [cat.degrees[1]!.id], [cat.degrees[1]!.id]);
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    const exportId = String(res.headers['x-export-id']);
    await db().execute(sql`delete from users where id in (${leaving[0]!.id}, ${leaving[1]!.id})`);
    const rows = await studentsOfExport(db(), exportId);
    for (const s of leaving) {
      const key = ctx.app.subjectKeys.of(s.id);
      expect(rows.filter((r) => r.subjectKey === key)).toEqual([expect.objectContaining({ userId: null })]);
    }
    expect(rows.filter((r) => r.subjectKey === ctx.app.subjectKeys.of(staying.id))).toEqual([
      expect.objectContaining({ userId: staying.id }),
    ]);
  });
});
