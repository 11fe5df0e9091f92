import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, disclosures, highschoolDataSharing } from '../../db/schema/index.ts';
import { addFavorites, makeCatalog, makeSchool, makeUser, PASSWORD, signedInStudent } from '../../../test/factories.ts';
import { meetingsCsv } from '../../../test/csv.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import { studentsOfExport } from '../../../test/ledger.ts';

// A school's authorization to pass its students' data to universities (issue 26, item 1): who
// records it, who sees it, and the switch that holds and releases its students' meeting requests.

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let admin: string;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await makeCatalog(ctx.database.db);
  const user = await makeUser(ctx.database.db, { type: 'admin' });
  adminId = user.id;
  admin = await tokenFor(ctx.app, user.email, 'orienter', PASSWORD);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const put = (token: string | undefined, id: number, payload: object) =>
  call(ctx.app, {
    method: 'PUT',
    url: `/api/v1/highschools/${id}/data-sharing`,
    payload,
    headers: token ? bearer(token) : {},
  });
const detail = (token: string, id: number) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/highschools/${id}`, headers: bearer(token) });
const lastAudit = async (id: number) => {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'data_sharing.update'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe('PUT /highschools/{id}/data-sharing', () => {
  it('an admin records it with a note; the detail says since when; the orienter sees it without the note', async () => {
    const world = await makeSchool(db(), { authorized: false });
    const id = world.school.id;
    expect((await detail(admin, id)).body).toMatchObject({
      data_sharing_authorized: false,
      data_sharing_authorized_at: null,
      data_sharing_note: null,
    });

    const res = await put(admin, id, { authorized: true, note: 'Oficio 12/2026 de la directora' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: world.school.name,
      data_sharing_authorized: true,
      data_sharing_note: 'Oficio 12/2026 de la directora',
    });
    const since = res.body.data_sharing_authorized_at as string;
    expect(Date.now() - new Date(since).getTime()).toBeLessThan(60_000);
    const [row] = await db().select().from(highschoolDataSharing).where(eq(highschoolDataSharing.highschoolId, id));
    expect(row).toMatchObject({ authorizedBy: adminId, note: 'Oficio 12/2026 de la directora', revokedAt: null });

    const orienter = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    const seen = await detail(orienter, id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      data_sharing_authorized: true,
      data_sharing_authorized_at: since,
      data_sharing_note: null,
    });

    const audit = await lastAudit(id);
    expect(audit).toMatchObject({ actorId: adminId, entity: 'data_sharing' });
    expect(audit!.before).toMatchObject({ id, data_sharing_id: null });
    expect(audit!.after).toMatchObject({ id, data_sharing_id: row!.id, note: 'Oficio 12/2026 de la directora' });
  });

  it('authorizing again keeps the date (and takes a new note); revoking ends it, and both are audited', async () => {
    const world = await makeSchool(db(), { authorized: false });
    const id = world.school.id;
    const first = await put(admin, id, { authorized: true });
    const again = await put(admin, id, { authorized: true, note: 'Copia firmada' });
    expect(again.status).toBe(200);
    expect(again.body.data_sharing_authorized_at).toBe(first.body.data_sharing_authorized_at);
    expect(again.body.data_sharing_note).toBe('Copia firmada');

    const revoked = await put(admin, id, { authorized: false });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      data_sharing_authorized: false,
      data_sharing_authorized_at: null,
      data_sharing_note: null,
    });
    const rows = await db().select().from(highschoolDataSharing).where(eq(highschoolDataSharing.highschoolId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ revokedBy: adminId });
    expect(rows[0]!.revokedAt).not.toBeNull();
    expect((await lastAudit(id))!.after).toMatchObject({ data_sharing_id: null });
    // Revoking what is not in force changes nothing, and says so the same way.
    expect((await put(admin, id, { authorized: false })).body.data_sharing_authorized).toBe(false);
  });

  it('is for admins only, validates its body, and answers 404 for a school that does not exist', async () => {
    const world = await makeSchool(db(), { authorized: false });
    const id = world.school.id;
    const orienter = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    const student = await signedInStudent(ctx.app, db(), world);
    expect((await put(undefined, id, { authorized: true })).status).toBe(401);
    expect((await put(orienter, id, { authorized: true })).status).toBe(403);
    expect((await put(student.token, id, { authorized: true })).status).toBe(403);
    const missing = await put(admin, id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: 'authorized', message: 'Este campo es obligatorio' }]);
    const long = await put(admin, id, { authorized: true, note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual([{ path: 'note', message: 'Máximo 500 caracteres' }]);
    expect((await put(admin, 2_000_000_000, { authorized: true })).status).toBe(404);
    expect((await detail(admin, id)).body.data_sharing_authorized).toBe(false);
  });
});

describe('the school switch', () => {
  it('holds its students’ requests while off and releases them from then on, never into earlier exports', async () => {
    const world = await makeSchool(db(), { authorized: false });
    const student = await signedInStudent(ctx.app, db(), world);
    const degree = cat.degrees[0]!;
    await addFavorites(db(), student.id, [degree.id]);
    const booked = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/meetings',
      payload: { userId: student.id, degreeId: degree.id },
      headers: bearer(student.token),
    });
    expect(booked.status).toBe(201); // recorded: the limits and counters hold
    const stats = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools/${world.school.id}/stats`,
      headers: bearer(admin),
    });
    expect(stats.body.meetings).toBe(1);
    // Held: no event of the booking, not in the file nor in its ledger.
    expect(await db().select().from(disclosures).where(eq(disclosures.userId, student.id))).toEqual([]);
    const before = await meetingsCsv(ctx.app, admin);
    expect(before.emails.has(student.email)).toBe(false);
    expect((await studentsOfExport(db(), before.exportId)).some((r) => r.userId === student.id)).toBe(false);
    const state = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/users/me/data-sharing',
      headers: bearer(student.token),
    });
    expect(state.body).toMatchObject({
      shareable: false,
      school: { authorized: false, since: null },
      held_meetings: 1,
    });

    expect((await put(admin, world.school.id, { authorized: true })).status).toBe(200);
    const [authorization] = await db()
      .select()
      .from(highschoolDataSharing)
      .where(eq(highschoolDataSharing.highschoolId, world.school.id));
    const after = await meetingsCsv(ctx.app, admin);
    expect(after.emails.has(student.email)).toBe(true);
    expect((await studentsOfExport(db(), after.exportId)).filter((r) => r.userId === student.id)).toEqual([
      expect.objectContaining({
        legalBasis: 'student_consent',
        guardianConsentId: null,
        schoolAuthorizationId: authorization!.id,
      }),
    ]);
    // The export made before the authorization still does not name them.
    expect((await studentsOfExport(db(), before.exportId)).some((r) => r.userId === student.id)).toBe(false);

    // Off again: held again; on again: released, under the new authorization.
    await put(admin, world.school.id, { authorized: false });
    const off = await meetingsCsv(ctx.app, admin);
    expect(off.emails.has(student.email)).toBe(false);
    expect((await studentsOfExport(db(), off.exportId)).some((r) => r.userId === student.id)).toBe(false);
    await put(admin, world.school.id, { authorized: true });
    const on = await meetingsCsv(ctx.app, admin);
    expect(on.emails.has(student.email)).toBe(true);
    const [row] = (await studentsOfExport(db(), on.exportId)).filter((r) => r.userId === student.id);
    expect(row!.schoolAuthorizationId).not.toBe(authorization!.id);
  });

  it('a booking while the school authorizes records its event with the authorization in force', async () => {
    const world = await makeSchool(db());
    const student = await signedInStudent(ctx.app, db(), world);
    const degree = cat.degrees[1]!;
    await addFavorites(db(), student.id, [degree.id]);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/meetings',
      payload: { userId: student.id, degreeId: degree.id },
      headers: bearer(student.token),
    });
    expect(res.status).toBe(201);
    const [authorization] = await db()
      .select()
      .from(highschoolDataSharing)
      .where(eq(highschoolDataSharing.highschoolId, world.school.id));
    const events = await db().select().from(disclosures).where(eq(disclosures.userId, student.id));
    expect(events).toEqual([
      expect.objectContaining({
        reason: 'meeting',
        legalBasis: 'student_consent',
        guardianConsentId: null,
        schoolAuthorizationId: authorization!.id,
      }),
    ]);
  });
});
