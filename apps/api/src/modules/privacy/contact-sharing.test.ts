import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highschoolCounters, meetings, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import { addFavorites, adminToken, makeCatalog, makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';
import { studentsOfExport } from '../../../test/ledger.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
  cat = await makeCatalog(ctx.database.db);
  admin = await adminToken(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

async function studentWithMeetings(n: number) {
  const user = await makeUser(ctx.database.db, {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
  });
  const ids = cat.degrees.slice(0, n + 1).map((d) => d.id);
  await addFavorites(ctx.database.db, user.id, ids, ids.slice(0, n));
  return { user, token: await tokenFor(ctx.app, user.email, 'student', PASSWORD), spare: ids[n]! };
}

const share = (token: string, sharing: boolean) =>
  call(ctx.app, {
    method: 'PUT',
    url: '/api/v1/users/me/contact-sharing',
    headers: bearer(token),
    payload: { sharing },
  });

const book = (token: string, userId: number, degreeId: number, consentToShare?: boolean) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/v1/meetings',
    headers: bearer(token),
    payload: { userId, degreeId, ...(consentToShare === undefined ? {} : { consentToShare }) },
  });

const meetingsOf = (userId: number) => ctx.database.db.select().from(meetings).where(eq(meetings.userId, userId));
const schoolMeetings = async () =>
  (
    await ctx.database.db
      .select({ n: highschoolCounters.meetings })
      .from(highschoolCounters)
      .where(eq(highschoolCounters.highschoolId, world.school.id))
  )[0]!.n;

describe('PUT /users/me/contact-sharing (opposition)', () => {
  it("withdraws the student's meetings and leaves them out of the next meetings CSV and its ledger", async () => {
    const leaving = await studentWithMeetings(2);
    const staying = await studentWithMeetings(1);
    const before = await schoolMeetings();

    const res = await share(leaving.token, false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sharing: false, meetings_withdrawn: 2 });
    expect(res.body.withdrawn_at).toEqual(expect.any(String));
    expect(await meetingsOf(leaving.user.id)).toEqual([]);
    // The school's totals follow, as for any meeting that goes.
    expect(await schoolMeetings()).toBe(before - 2);

    // Even a meeting that reached the table some other way stays out of the report.
    await ctx.database.db.insert(meetings).values({ userId: leaving.user.id, degreeId: leaving.spare });
    const csv = await call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(admin) });
    expect(csv.status).toBe(200);
    const text = String(csv.raw.body);
    expect(text).toContain(staying.user.email);
    expect(text).not.toContain(leaving.user.email);
    const exportId = String(csv.headers['x-export-id']);
    const recorded = await studentsOfExport(ctx.database.db, exportId);
    expect(recorded.map((r) => r.userId)).toContain(staying.user.id);
    expect(recorded.map((r) => r.userId)).not.toContain(leaving.user.id);
  });

  it('asks for consent again at booking: 409 ContactSharingWithdrawn without it, booked with it', async () => {
    const s = await studentWithMeetings(0);
    expect((await share(s.token, false)).status).toBe(200);
    const refused = await book(s.token, s.user.id, s.spare);
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('ContactSharingWithdrawn');
    expect(refused.body.message).toMatch(/Dejaste de compartir/);
    expect((await book(s.token, s.user.id, s.spare, false)).status).toBe(409);
    expect(await meetingsOf(s.user.id)).toEqual([]);

    const booked = await book(s.token, s.user.id, s.spare, true);
    expect(booked.status).toBe(201);
    const [row] = await ctx.database.db
      .select({ at: users.contactSharingWithdrawnAt })
      .from(users)
      .where(eq(users.id, s.user.id));
    expect(row!.at).toBeNull();
  });

  it('leaves the booking of a student who never withdrew as it was', async () => {
    const s = await studentWithMeetings(0);
    expect((await book(s.token, s.user.id, s.spare)).status).toBe(201);
  });

  it('sharing again clears the withdrawal; orienters and admins are refused; bad input is a 400', async () => {
    const s = await studentWithMeetings(1);
    await share(s.token, false);
    const again = await share(s.token, true);
    expect(again.body).toMatchObject({ sharing: true, withdrawn_at: null, meetings_withdrawn: 0 });
    expect((await share(admin, false)).status).toBe(403);
    const orienter = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    expect((await share(orienter, false)).status).toBe(403);
    const bad = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/users/me/contact-sharing',
      headers: bearer(s.token),
      payload: { sharing: 'no' },
    });
    expect(bad.status).toBe(400);
  });
});
