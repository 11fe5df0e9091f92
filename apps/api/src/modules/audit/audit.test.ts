import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, studentGroups } from '../../db/schema/index.ts';
import { rawRows } from '../../db/rows.ts';
import { catalogAdminWorld, makeAccessLink, makeUser, multipartFile, tinyPdf } from '../../../test/factories.ts';
import { bearer, call } from '../../../test/helper.ts';
import { REDACTED } from './redact.ts';

let w: Awaited<ReturnType<typeof catalogAdminWorld>>;
let adminId: number;

beforeAll(async () => {
  w = await catalogAdminWorld();
  const me = await call(w.ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(w.tokens.admin) });
  adminId = me.body.id;
});
afterAll(() => w?.close());

const db = () => w.ctx.database.db;
const as = (role: 'admin' | 'orienter' | 'student', method: string, url: string, payload?: object) =>
  call(w.ctx.app, { method: method as 'GET', url: `/api/v1${url}`, headers: bearer(w.tokens[role]), payload });

/** The newest audit row of an action. */
async function lastOf(action: string) {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('audit rows for each staff action', () => {
  it('access links: create, update and delete, with the fields before and after', async () => {
    const schoolId = w.school.school.id;
    const created = await as('admin', 'POST', `/highschools/${schoolId}/access-links`, { seats: 3, name: 'Feria' });
    expect(created.status).toBe(201);
    const create = await lastOf('access_link.create');
    expect(create).toMatchObject({
      actorId: adminId,
      entity: 'access_link',
      entityId: created.body.uuid,
      before: null,
    });
    expect(create!.after).toMatchObject({ name: 'Feria', seats: 3, highschool_id: schoolId });

    expect(
      (await as('admin', 'PUT', `/auth/access-links/${created.body.uuid}`, { name: 'Feria 2', seats: 4 })).status,
    ).toBe(200);
    const update = await lastOf('access_link.update');
    expect(update!.before).toMatchObject({ name: 'Feria', seats: 3 });
    expect(update!.after).toMatchObject({ name: 'Feria 2', seats: 4 });

    expect((await as('admin', 'DELETE', `/auth/access-links/${created.body.uuid}`)).status).toBe(204);
    const remove = await lastOf('access_link.delete');
    expect(remove).toMatchObject({ entityId: created.body.uuid, after: null });
    expect(remove!.before).toMatchObject({ name: 'Feria 2' });
  });

  it('a refused write leaves no audit row (same transaction)', async () => {
    const link = await makeAccessLink(db(), w.school.school.id, { seats: 5, seatsUsed: 3 });
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog);
    const res = await as('admin', 'PUT', `/auth/access-links/${link.uuid}`, { seats: 1 });
    expect(res.status).toBe(400);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('groups: create, set members and delete', async () => {
    const created = await as('admin', 'POST', '/students-groups', {
      highschool_id: w.school.school.id,
      name: 'Grupo A',
    });
    expect(created.status).toBe(201);
    expect((await lastOf('group.create'))!.after).toMatchObject({ name: 'Grupo A', members: [] });
    expect((await as('admin', 'PUT', `/students-groups/${created.body.id}`, { members: [w.student.id] })).status).toBe(
      200,
    );
    const update = await lastOf('group.update');
    expect(update!.before).toMatchObject({ members: [] });
    expect(update!.after).toMatchObject({ members: [w.student.id] });
    expect((await as('admin', 'DELETE', `/students-groups/${created.body.id}`)).status).toBe(204);
    expect(await lastOf('group.delete')).toMatchObject({ entityId: String(created.body.id), after: null });
    expect(await db().select().from(studentGroups).where(eq(studentGroups.id, created.body.id))).toEqual([]);
  });

  it('notebooks of a school', async () => {
    expect((await as('admin', 'PATCH', `/highschools/${w.school.school.id}`, { notebooks: 42 })).status).toBe(200);
    const row = await lastOf('notebooks.update');
    expect(row).toMatchObject({ entity: 'notebooks', entityId: String(w.school.school.id) });
    expect(row!.before).toMatchObject({ notebooks: 10 });
    expect(row!.after).toMatchObject({ notebooks: 42 });
  });

  it('campuses and degrees: create, update and delete', async () => {
    const city = w.catalog.cities[0].id;
    const campus = await as('admin', 'POST', '/campuses', { name: 'Campus Auditado', cityId: city });
    expect(campus.status).toBe(201);
    expect((await lastOf('campus.create'))!.after).toMatchObject({ id: campus.body.id, name: 'Campus Auditado' });
    expect(
      (await as('admin', 'PUT', `/campuses/${campus.body.id}`, { name: 'Campus Renombrado', cityId: city })).status,
    ).toBe(200);
    const cu = await lastOf('campus.update');
    expect([cu!.before!.name, cu!.after!.name]).toEqual(['Campus Auditado', 'Campus Renombrado']);

    const area = w.catalog.areas[0].id;
    const degree = await as('admin', 'POST', '/degrees', {
      name: 'Ingeniería Auditada',
      campusId: campus.body.id,
      areaId: area,
    });
    expect(degree.status).toBe(201);
    expect((await lastOf('degree.create'))!.after).toMatchObject({
      name: 'Ingeniería Auditada',
      campus_id: campus.body.id,
    });
    const body = { name: 'Ingeniería Auditada', campusId: campus.body.id, areaId: area, description: 'Nueva' };
    expect((await as('admin', 'PUT', `/degrees/${degree.body.id}`, body)).status).toBe(200);
    const du = await lastOf('degree.update');
    expect([du!.before!.descripcion, du!.after!.descripcion]).toEqual([null, 'Nueva']);
    expect((await as('admin', 'DELETE', `/degrees/${degree.body.id}`)).status).toBe(204);
    expect((await lastOf('degree.delete'))!.before).toMatchObject({ name: 'Ingeniería Auditada' });
    expect((await as('admin', 'DELETE', `/campuses/${campus.body.id}`)).status).toBe(204);
    expect(await lastOf('campus.delete')).toMatchObject({ entityId: String(campus.body.id), after: null });
  });

  it('uploads', async () => {
    const { payload, headers } = multipartFile(tinyPdf(), { filename: 'plan.pdf', contentType: 'application/pdf' });
    const res = await call(w.ctx.app, {
      method: 'POST',
      url: '/api/v1/uploads',
      payload,
      headers: { ...headers, ...bearer(w.tokens.admin) },
    });
    expect(res.status).toBe(201);
    const row = await lastOf('upload.create');
    expect(row).toMatchObject({ actorId: adminId, entity: 'upload' });
    expect(res.body.url).toContain(row!.entityId);
    expect(row!.after).toMatchObject({ ext: 'pdf' });
  });

  it('deleting a user keeps no name, e-mail or phone of theirs', async () => {
    const student = await makeUser(db(), {
      type: 'student',
      highschoolId: w.school.school.id,
      semesterId: w.school.activeSemester.id,
    });
    expect((await as('admin', 'DELETE', `/users/${student.id}`)).status).toBe(204);
    const row = await lastOf('user.delete');
    expect(row).toMatchObject({ entityId: String(student.id), after: null });
    expect(row!.before).toMatchObject({ id: student.id, type: 'student', highschool_id: w.school.school.id });
    expect(JSON.stringify(row)).not.toContain(student.email);
    expect(JSON.stringify(row)).not.toContain('password');
  });

  it("an orienter's key renewal, with the key redacted", async () => {
    const res = await as('orienter', 'POST', '/users/me/orienter-key');
    expect(res.status).toBe(201);
    const row = await lastOf('orienter_key.renew');
    expect(row).toMatchObject({ actorId: w.school.orienter.id, entityId: String(w.school.orienter.id) });
    expect(row!.after).toEqual({ orienter_id: w.school.orienter.id, key: REDACTED });
    expect(JSON.stringify(row)).not.toContain(res.body.key);
  });

  it('retrying a failed e-mail', async () => {
    const [mail] = await db()
      .insert(mailOutbox)
      .values({
        kind: 'test_notice',
        idempotencyKey: `audit-test:${Date.now()}`,
        recipient: 'x@test.mx',
        subject: 'Aviso',
        html: '<p>Hola</p>',
        text: 'Hola',
        status: 'failed',
        attempts: 10,
        nextAttemptAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expect((await as('admin', 'POST', `/mail/${mail!.id}/retry`)).status).toBe(204);
    const row = await lastOf('mail.retry');
    expect([row!.before!.status, row!.after!.status]).toEqual(['failed', 'queued']);
  });

  it('the meetings CSV download', async () => {
    const res = await as('admin', 'GET', '/meetings');
    expect(res.status).toBe(200);
    const row = await lastOf('meetings_csv.download');
    expect(row).toMatchObject({ actorId: adminId, entity: 'meetings_csv', entityId: res.headers['x-export-id'] });
    expect(row!.after).toMatchObject({ export_id: res.headers['x-export-id'] });
  });
});

describe('GET /audit', () => {
  it('lists newest first with X-Total-Count, and filters by user (id or e-mail), action and days', async () => {
    const all = await as('admin', 'GET', '/audit?pageSize=5');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(5);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(5);
    expect(all.body[0].id).toBeGreaterThan(all.body[1].id);

    const byAction = await as('admin', 'GET', '/audit?action=campus.create');
    expect(byAction.body.length).toBeGreaterThan(0);
    expect(byAction.body.every((r: { action: string }) => r.action === 'campus.create')).toBe(true);

    const byId = await as('admin', 'GET', `/audit?user=${w.school.orienter.id}`);
    expect(byId.body.map((r: { action: string }) => r.action)).toEqual(['orienter_key.renew']);
    const byEmail = await as(
      'admin',
      'GET',
      `/audit?user=${encodeURIComponent(w.school.orienter.email.toUpperCase())}`,
    );
    expect(byEmail.body.map((r: { id: number }) => r.id)).toEqual(byId.body.map((r: { id: number }) => r.id));
    expect(byEmail.body[0].actor_email).toBe(w.school.orienter.email);

    const future = await as('admin', 'GET', '/audit?from=2099-01-01');
    expect(future.body).toEqual([]);
    expect(future.headers['x-total-count']).toBe('0');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    const todays = await as('admin', 'GET', `/audit?from=${today}&to=${today}`);
    expect(todays.headers['x-total-count']).toBe(all.headers['x-total-count']);
  });

  it('refuses bad filters with 400 and is for admins only', async () => {
    expect((await as('admin', 'GET', '/audit?action=drop.table')).status).toBe(400);
    expect((await as('admin', 'GET', '/audit?from=2026-02-30')).status).toBe(400);
    expect((await as('admin', 'GET', '/audit?from=2026-03-02&to=2026-03-01')).status).toBe(400);
    expect((await as('admin', 'GET', '/audit?user=nadie')).status).toBe(400);
    expect((await as('orienter', 'GET', '/audit')).status).toBe(403);
    expect((await as('student', 'GET', '/audit/csv')).status).toBe(403);
  });

  it('refuses days outside 2000–2099 with 400 naming the field, on the list and on the CSV', async () => {
    const cases: Array<[string, 'from' | 'to']> = [
      ['from=0000-01-01', 'from'],
      ['to=0000-01-01', 'to'],
      ['to=9999-12-31', 'to'],
      ['from=9999-12-31', 'from'],
      ['from=1999-12-31', 'from'],
      ['to=2100-01-01', 'to'],
    ];
    for (const url of ['/audit', '/audit/csv']) {
      for (const [query, field] of cases) {
        const res = await as('admin', 'GET', `${url}?${query}`);
        expect(res.status, `${url}?${query}`).toBe(400);
        expect(res.body).toMatchObject({
          errorCode: 'ValidationError',
          message: 'Ingresa una fecha entre los años 2000 y 2099',
          details: [{ path: field, message: 'Ingresa una fecha entre los años 2000 y 2099' }],
        });
      }
      const edges = await as('admin', 'GET', `${url}?from=2000-01-01&to=2099-12-31`);
      expect(edges.status, url).toBe(200);
    }
  });

  it('its CSV export is itself audited, and shows in its own file', async () => {
    const res = await as('admin', 'GET', '/audit/csv?action=audit_csv.download');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.raw.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF"Fecha","Usuario","Correo","Acción"')).toBe(true);
    expect(text).toContain('Descargó el CSV de auditoría');
    const row = await lastOf('audit_csv.download');
    expect(row).toMatchObject({ actorId: adminId, after: { filters: { action: 'audit_csv.download' } } });
  });

  it('HEAD of its CSV sends no file and records nothing: 405 with Allow: GET', async () => {
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
      )[0]!.n;
    const before = await count();
    const res = await as('admin', 'HEAD', '/audit/csv');
    expect(await count()).toBe(before);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect((await as('admin', 'GET', '/audit/csv')).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('no route changes the trail: PUT, PATCH and DELETE are not routes', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      expect((await as('admin', method, '/audit')).status).toBe(404);
    }
  });
});

/** The database's own refusal (drizzle wraps the driver's error as its cause). */
async function refused(statement: Promise<unknown>) {
  const err = await statement.then(
    () => null,
    (e: Error & { cause?: Error }) => e,
  );
  expect(err, 'the statement should have failed').not.toBeNull();
  expect(err!.cause?.message ?? err!.message).toMatch(/append-only/);
}

describe('the database refuses to change the trail', () => {
  it('UPDATE, DELETE and TRUNCATE of audit_log fail; INSERT still works', async () => {
    const [row] = await rawRows<{ id: number }>(
      db(),
      sql`insert into audit_log (actor_id, action, entity) values (${adminId}, 'campus.create', 'campus') returning id`,
    );
    await refused(db().execute(sql`update audit_log set action = 'x' where id = ${row!.id}`));
    await refused(db().execute(sql`delete from audit_log where id = ${row!.id}`));
    await refused(db().execute(sql`truncate audit_log`));
    const [still] = await rawRows<{ action: string }>(db(), sql`select action from audit_log where id = ${row!.id}`);
    expect(still!.action).not.toBe('x');
  });
});
