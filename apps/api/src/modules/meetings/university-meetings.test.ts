// Meetings with a university side, on both databases: campus access links and the representative's
// signup, slots (the database refuses overlaps and over-booking), the inbox under the consent
// rules, booking with calendar invitations, outcomes, ratings and summaries.
import { sql } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, call, createTestApp, itUnderConcurrency, tokenFor, type TestContext } from '../../../test/helper.ts';
import {
  addFavorites,
  adminToken,
  makeCatalog,
  makeGuardianConsent,
  makeSchool,
  minorBirthDate,
  PASSWORD,
  signedInRepresentative,
  signedInStudent,
} from '../../../test/factories.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
let unauthorizedSchool: Awaited<ReturnType<typeof makeSchool>>;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let admin: string;

const HOUR = 3_600_000;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(db());
  unauthorizedSchool = await makeSchool(db(), { authorized: false });
  cat = await makeCatalog(db());
  admin = await adminToken(ctx.app, db());
  // Campus A's city keeps Tijuana's clock.
  await db().execute(sql`update cities set time_zone = 'America/Tijuana' where id = ${cat.cities[0].id}`);
});
afterAll(() => ctx.close());

async function rows<T>(query: ReturnType<typeof sql>) {
  const res = (await db().execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const campusA = () => cat.campuses[0];
const campusB = () => cat.campuses[1];
const degreeA = () => cat.degrees[0]!; // Ingeniería Civil, campus A
const degreeA2 = () => cat.degrees[1]!; // campus A
const degreeB = () => cat.degrees[3]!; // campus B

type Caller = { id: number; token: string };

const publish = (rep: Caller, body: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/meeting-slots', headers: bearer(rep.token), payload: body });

let nextDay = 3;
/** A slot body on a day of its own (no overlaps between tests), `hoursAhead` from now unless told. */
function slotBody(extra: Record<string, unknown> = {}, hoursAhead?: number) {
  const startsAt = new Date(Date.now() + (hoursAhead ?? (nextDay += 1) * 24) * HOUR);
  startsAt.setUTCSeconds(0, 0);
  return { startsAt: startsAt.toISOString(), minutes: 30, seats: 2, videoUrl: 'https://meet.example.mx/abc', ...extra };
}

/** A student (adult, authorized school unless told) with a favourite and a meeting request on the degree. */
async function studentWithRequest(
  degreeId = degreeA().id,
  options: { school?: typeof world; birthDate?: string } = {},
) {
  const s = await signedInStudent(ctx.app, db(), options.school ?? world, { birthDate: options.birthDate });
  await addFavorites(db(), s.id, [degreeId]);
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/meetings',
    headers: bearer(s.token),
    payload: { userId: s.id, degreeId },
  });
  expect(res.status).toBe(201);
  const [m] = await rows<{ id: number }>(
    sql`select id from meetings where user_id = ${s.id} and degree_id = ${degreeId}`,
  );
  return { ...s, meetingId: m!.id };
}

const inbox = (rep: Caller, query = '') =>
  call(ctx.app, { method: 'GET', url: `/api/v1/university/meeting-requests${query}`, headers: bearer(rep.token) });
const bookSlot = (s: Caller, meetingId: number, slotId: number) =>
  call(ctx.app, {
    method: 'PUT',
    url: `/api/v1/meetings/${meetingId}/slot`,
    headers: bearer(s.token),
    payload: { slotId },
  });
const unbook = (s: Caller, meetingId: number) =>
  call(ctx.app, { method: 'DELETE', url: `/api/v1/meetings/${meetingId}/slot`, headers: bearer(s.token) });
const outcome = (rep: Caller, meetingId: number, attended: boolean) =>
  call(ctx.app, {
    method: 'PUT',
    url: `/api/v1/meetings/${meetingId}/outcome`,
    headers: bearer(rep.token),
    payload: { attended },
  });

/** Moves a slot so that it starts `hoursFromNow` from now (negative: it has started). */
const moveSlot = (slotId: number, hoursFromNow: number) =>
  db().execute(
    sql`update meeting_slots set starts_at = now() + ${hoursFromNow}::float8 * interval '1 hour',
        ends_at = now() + ${hoursFromNow}::float8 * interval '1 hour' + minutes * interval '1 minute' where id = ${slotId}::int`,
  );

const mailsTo = (email: string, kindPrefix: string) =>
  rows<{ kind: string; subject: string; ics: string | null; idempotency_key: string }>(
    sql`select kind, subject, ics, idempotency_key from mail_outbox where recipient = ${email} and kind like ${`${kindPrefix}%`} order by id`,
  );

/** The one event of an invitation, parsed back by node-ical. */
function eventOf(ics: string) {
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
  expect(events).toHaveLength(1);
  return { event: events[0]!, method: /^METHOD:(\w+)/m.exec(ics)?.[1] };
}

describe('inviting a campus’s representatives', () => {
  it('an admin creates a campus link (JSON or form); others are refused; an unknown campus is 404', async () => {
    const json = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/campuses/${campusA().id}/access-links`,
      headers: bearer(admin),
      payload: { name: 'Admisiones', seats: 2 },
    });
    expect(json.status).toBe(201);
    expect(json.body).toMatchObject({ name: 'Admisiones', seats: 2, seats_used: 0, uuid: expect.any(String) });
    const form = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/campuses/${campusA().id}/access-links`,
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'seats=1&name=Form',
    });
    expect(form.status).toBe(201);
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campuses/${campusA().id}/access-links`,
      headers: bearer(admin),
    });
    expect(list.body.map((l: { name: string }) => l.name)).toEqual(['Form', 'Admisiones']);
    const student = await signedInStudent(ctx.app, db(), world);
    const refused = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/campuses/${campusA().id}/access-links`,
      headers: bearer(student.token),
      payload: { seats: 1 },
    });
    expect(refused.status).toBe(403);
    const missing = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campuses/999999/access-links',
      headers: bearer(admin),
      payload: { seats: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('a representative signs up through it, signs in from the Orientador tab or as university, and sees their campus', async () => {
    const link = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/campuses/${campusA().id}/access-links`,
      headers: bearer(admin),
      payload: { seats: 1 },
    });
    const uuid = link.body.uuid as string;
    const valid = await call(ctx.app, { method: 'GET', url: `/api/v1/auth/access-links/${uuid}/validate` });
    expect(valid.body).toMatchObject({ kind: 'campus', campus_id: campusA().id, highschool_id: null, seats_left: 1 });

    const email = `rep-${Date.now()}@uni.mx`;
    const form = (type: string, accessUuid: string, mail = email) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          type,
          accessUuid,
          firstName: 'Rita',
          lastName: 'Rep',
          email: mail,
          password: PASSWORD,
        }).toString(),
      });
    // A campus's link signs up no orienter, and a school's link no representative.
    expect((await form('orienter', uuid, `o-${email}`)).status).toBe(404);
    const schoolLink = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/highschools/${world.school.id}/access-links`,
      headers: bearer(admin),
      payload: { seats: 1 },
    });
    expect((await form('university', schoolLink.body.uuid, `u-${email}`)).status).toBe(404);

    const signup = await form('university', uuid);
    expect(signup.status).toBe(201);
    expect((await form('university', uuid, `again-${email}`)).status).toBe(410); // its one seat is taken

    for (const role of ['orienter', 'university'] as const) {
      const token = await tokenFor(ctx.app, email, role, PASSWORD);
      const me = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
      expect(me.body).toMatchObject({
        type: 'university',
        role_title: 'Representante',
        campus_id: campusA().id,
        campus_name: campusA().name,
        highschool_id: null,
        // Times are shown to them on their campus's city's clock.
        time_zone: 'America/Tijuana',
      });
    }
    const asStudent = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD, role: 'student' },
    });
    expect(asStudent.status).toBe(401);
  });
});

describe('publishing slots', () => {
  it('one by one or weekly, in the campus city’s time zone; the representative’s slots never overlap', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const body = slotBody({ weeks: 3 });
    const res = await publish(rep, body);
    expect(res.status).toBe(201);
    expect(res.body.slots).toHaveLength(3);
    expect(res.body).toMatchObject({
      id: res.body.slots[0].id,
      campus_id: campusA().id,
      minutes: 30,
      seats: 2,
      seats_left: 2,
      time_zone: 'America/Tijuana',
      video_url: 'https://meet.example.mx/abc',
    });
    const starts = res.body.slots.map((s: { starts_at: string }) => Date.parse(s.starts_at));
    expect(starts[1] - starts[0]).toBe(7 * 24 * HOUR);
    expect(res.body.starts_at).toBe(new Date(body.startsAt).toISOString());

    // 15 minutes into the second week's slot: refused, and nothing of the series is created.
    const overlapping = slotBody({ startsAt: new Date(starts[1] + 15 * 60_000).toISOString() });
    const clash = await publish(rep, overlapping);
    expect(clash.status).toBe(409);
    expect(clash.body.errorCode).toBe('SlotOverlap');
    // A series whose second week would clash with a lone slot: refused whole, its first week too.
    const x = starts[0] + 3 * 24 * HOUR;
    expect((await publish(rep, { ...overlapping, startsAt: new Date(x + 7 * 24 * HOUR).toISOString() })).status).toBe(
      201,
    );
    const clashingSeries = await publish(rep, { ...overlapping, startsAt: new Date(x).toISOString(), weeks: 2 });
    expect(clashingSeries.status).toBe(409);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from meeting_slots where representative_id = ${rep.id}`,
    );
    expect(count!.n).toBe(4);

    // Another representative of the campus has their own calendar; a slot right after another is fine.
    const other = await signedInRepresentative(ctx.app, db(), campusA().id);
    expect((await publish(other, { ...body, weeks: 1 })).status).toBe(201);
    const adjacent = await publish(rep, slotBody({ startsAt: new Date(starts[0] + 30 * 60_000).toISOString() }));
    expect(adjacent.status).toBe(201);
  });

  it.each([
    ['in the past', { startsAt: new Date(Date.now() - HOUR).toISOString() }, 'startsAt'],
    ['of zero minutes', { minutes: 0 }, 'minutes'],
    ['of zero seats', { seats: 0 }, 'seats'],
    ['with an http link', { videoUrl: 'http://meet.example.mx/abc' }, 'videoUrl'],
    ['with a javascript: link', { videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
    ['without an offset', { startsAt: '2031-01-01T10:00:00' }, 'startsAt'],
    ['more than a year ahead', { startsAt: '9999-12-31T23:59:59-14:00' }, 'startsAt'],
  ])('a slot %s is a 400 naming the field', async (_what, change, field) => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const res = await publish(rep, slotBody(change));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('ValidationError');
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('only representatives publish; the database itself refuses overlaps and over-booking', async () => {
    const student = await signedInStudent(ctx.app, db(), world);
    expect((await publish({ id: student.id, token: student.token }, slotBody())).status).toBe(403);
    expect((await publish({ id: 0, token: admin }, slotBody())).status).toBe(403);
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const slot = (await publish(rep, slotBody({ seats: 1 }))).body;
    await expect(db().execute(sql`update meeting_slots set seats_taken = 2 where id = ${slot.id}`)).rejects.toThrow();
    await expect(
      db().execute(
        sql`insert into meeting_slots (campus_id, representative_id, starts_at, ends_at, minutes, seats, video_url, time_zone)
            values (${campusA().id}, ${rep.id}, ${slot.starts_at}::timestamptz + interval '10 minutes',
                    ${slot.starts_at}::timestamptz + interval '40 minutes', 30, 1, 'https://x.mx', 'America/Tijuana')`,
      ),
    ).rejects.toThrow();
  });
});

describe('the inbox', () => {
  it('shows the campus’s shareable requests with the shared fields and nothing more', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const s = await studentWithRequest(degreeA().id);
    const other = await studentWithRequest(degreeB().id); // campus B's
    const res = await inbox(rep, '?pageSize=200');
    expect(res.status).toBe(200);
    const mine = res.body.find((r: { id: number }) => r.id === s.meetingId);
    expect(mine).toEqual({
      id: s.meetingId,
      requested_at: expect.any(String),
      state: 'requested',
      student: {
        first_name: 'Prueba',
        last_name: 'Usuario',
        email: s.email,
        school: world.school.name,
        city: expect.any(String),
        semester: world.activeSemester.name,
      },
      degree: { id: degreeA().id, name: degreeA().name },
      slot: null,
      attended: null,
      rating: null,
    });
    expect(res.body.some((r: { id: number }) => r.id === other.meetingId)).toBe(false);
    expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
    const student = await signedInStudent(ctx.app, db(), world);
    expect((await inbox({ id: student.id, token: student.token })).status).toBe(403);
    expect((await inbox({ id: 0, token: admin })).status).toBe(403);
  });

  it('leaves out held requests (school not authorized, minor without consent) until they may leave; then one event in the ledger', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const fromUnauthorized = await studentWithRequest(degreeA().id, { school: unauthorizedSchool });
    const minor = await studentWithRequest(degreeA().id, { birthDate: minorBirthDate() });
    const ids = async () => (await inbox(rep, '?pageSize=200')).body.map((r: { id: number }) => r.id);
    expect(await ids()).not.toContain(fromUnauthorized.meetingId);
    expect(await ids()).not.toContain(minor.meetingId);
    const events = () =>
      rows<{ n: number }>(
        sql`select count(*)::int as n from disclosures where user_id = ${minor.id} and reason = 'meeting'`,
      );
    expect((await events())[0]!.n).toBe(0);

    await makeGuardianConsent(db(), minor.id, { status: 'granted' });
    expect(await ids()).toContain(minor.meetingId);
    expect(await ids()).toContain(minor.meetingId); // seen twice: still one event
    expect((await events())[0]!.n).toBe(1);
    const mine = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${minor.id}/meetings`,
      headers: bearer(minor.token),
    });
    expect(mine.body[0].state).toBe('requested');
    // A student reads times on their school's city's clock.
    const me = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', headers: bearer(minor.token) });
    expect(me.body.time_zone).toBe('America/Mexico_City');
    const held = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${fromUnauthorized.id}/meetings`,
      headers: bearer(fromUnauthorized.token),
    });
    expect(held.body[0]).toMatchObject({ id: fromUnauthorized.meetingId, state: 'held', slot: null });
  });

  it("a minor's request, held, is the student's own to share from the day they turn 18 (central Mexico's date)", async () => {
    // Only Date is faked: the list is a prepared statement, and the day's cutoff has to be given on
    // each run, not kept from the first one.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-28T12:00:00Z') });
    try {
      const s = await studentWithRequest(degreeA().id, { birthDate: '2009-03-01' });
      const state = async (token: string) => {
        const res = await call(ctx.app, {
          method: 'GET',
          url: `/api/v1/users/${s.id}/meetings`,
          headers: bearer(token),
        });
        expect(res.status).toBe(200);
        return res.body[0].state;
      };
      expect(await state(s.token)).toBe('held');
      // 23:59 on 28 February in Mexico City (UTC−6): still 17.
      vi.setSystemTime(new Date('2027-03-01T05:59:00Z'));
      expect(await state(await tokenFor(ctx.app, s.email, 'student'))).toBe('held');
      // 00:01 on 1 March there: 18.
      vi.setSystemTime(new Date('2027-03-01T06:01:00Z'));
      expect(await state(await tokenFor(ctx.app, s.email, 'student'))).toBe('requested');
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by state and pages with X-Total-Count', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusC().id);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await studentWithRequest(cat.degrees[4]!.id));
    const page = await inbox(rep, '?page=2&pageSize=2&state=requested');
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body).toHaveLength(1);
    // Newest first: page 2 of 2 holds the oldest request.
    expect(page.body[0].id).toBe(made[0]!.meetingId);
    expect((await inbox(rep, '?state=booked')).body).toEqual([]);
    expect((await inbox(rep, '?state=nope')).status).toBe(400);
  });
});

const campusC = () => cat.campuses[2];

describe('booking a slot', () => {
  it('books, moves and cancels with invitations to both sides (one UID, SEQUENCE raised), and queues reminders', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const s = await studentWithRequest(degreeA().id);
    const first = (await publish(rep, slotBody())).body;
    const second = (await publish(rep, slotBody())).body;

    const open = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/meeting-slots?campusId=${campusA().id}`,
      headers: bearer(s.token),
    });
    expect(open.status).toBe(200);
    expect(open.body.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(open.body.every((x: { video_url: string | null }) => x.video_url === null)).toBe(true);
    const notMine = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/meeting-slots?campusId=${campusB().id}`,
      headers: bearer(s.token),
    });
    expect(notMine.status).toBe(403);

    const booked = await bookSlot(s, s.meetingId, first.id);
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({
      id: s.meetingId,
      state: 'booked',
      slot: { id: first.id, starts_at: first.starts_at, minutes: 30, time_zone: 'America/Tijuana', video_url: null },
    });
    const [seats] = await rows<{ seats_taken: number }>(
      sql`select seats_taken from meeting_slots where id = ${first.id}`,
    );
    expect(seats!.seats_taken).toBe(1);
    const inboxRow = (await inbox(rep, '?pageSize=200')).body.find((r: { id: number }) => r.id === s.meetingId);
    expect(inboxRow).toMatchObject({ state: 'booked', slot: { id: first.id } });

    const studentMails = await mailsTo(s.email, 'meeting_booked');
    const repMails = await mailsTo(rep.email, 'meeting_booked');
    expect(studentMails).toHaveLength(1);
    expect(repMails).toHaveLength(1);
    const invite = eventOf(studentMails[0]!.ics!);
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.uid).toBe(`meeting-${s.meetingId}@tocalapuerta.mx`);
    expect(Number(invite.event.sequence)).toBe(1);
    expect(new Date(invite.event.start).toISOString()).toBe(first.starts_at);
    expect(invite.event.start.tz).toBe('America/Tijuana');
    expect(new Date(invite.event.end!).getTime() - new Date(invite.event.start).getTime()).toBe(30 * 60_000);
    expect(eventOf(repMails[0]!.ics!).event.uid).toBe(invite.event.uid);

    const reminders = () =>
      rows<{ run_at: Date | string; idempotency_key: string }>(
        sql`select run_at, idempotency_key from jobs where kind = 'meeting.reminder' and status = 'queued'
            and idempotency_key like ${`meeting-reminder:${s.meetingId}:%`} order by run_at`,
      );
    expect((await reminders()).map((r) => new Date(r.run_at).getTime())).toEqual([
      Date.parse(first.starts_at) - 24 * HOUR,
      Date.parse(first.starts_at) - HOUR,
    ]);

    const moved = await bookSlot(s, s.meetingId, second.id);
    expect(moved.status).toBe(200);
    expect(moved.body.slot.id).toBe(second.id);
    const [freed] = await rows<{ seats_taken: number }>(
      sql`select seats_taken from meeting_slots where id = ${first.id}`,
    );
    expect(freed!.seats_taken).toBe(0);
    const update = eventOf((await mailsTo(s.email, 'meeting_moved'))[0]!.ics!);
    expect(update.method).toBe('REQUEST');
    expect(update.event.uid).toBe(invite.event.uid);
    expect(Number(update.event.sequence)).toBe(2);
    expect(new Date(update.event.start).toISOString()).toBe(second.starts_at);
    expect((await reminders()).map((r) => new Date(r.run_at).getTime())).toEqual([
      Date.parse(second.starts_at) - 24 * HOUR,
      Date.parse(second.starts_at) - HOUR,
    ]);

    const cancelled = await unbook(s, s.meetingId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'requested', slot: null });
    const cancel = eventOf((await mailsTo(s.email, 'meeting_cancelled'))[0]!.ics!);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.uid).toBe(invite.event.uid);
    expect(Number(cancel.event.sequence)).toBe(3);
    expect(await mailsTo(rep.email, 'meeting_cancelled')).toHaveLength(1);
    expect(await reminders()).toEqual([]);
  });

  it('refuses a full slot (409 SlotFull), another campus’s (404), a cancelled one, a held request, and another’s request', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const one = (await publish(rep, slotBody({ seats: 1 }))).body;
    const a = await studentWithRequest(degreeA().id);
    const b = await studentWithRequest(degreeA2().id);
    expect((await bookSlot(a, a.meetingId, one.id)).status).toBe(200);
    const full = await bookSlot(b, b.meetingId, one.id);
    expect(full.status).toBe(409);
    expect(full.body.errorCode).toBe('SlotFull');
    expect(full.body.message).toBe('Ese horario se llenó; elige otro');

    const repB = await signedInRepresentative(ctx.app, db(), campusB().id);
    const elsewhere = (await publish(repB, slotBody())).body;
    expect((await bookSlot(b, b.meetingId, elsewhere.id)).status).toBe(404);
    expect((await bookSlot(b, a.meetingId, one.id)).status).toBe(404);

    const gone = (await publish(rep, slotBody())).body;
    await call(ctx.app, { method: 'DELETE', url: `/api/v1/meeting-slots/${gone.id}`, headers: bearer(rep.token) });
    const unavailable = await bookSlot(b, b.meetingId, gone.id);
    expect(unavailable.status).toBe(409);
    expect(unavailable.body.errorCode).toBe('SlotUnavailable');

    const held = await studentWithRequest(degreeA().id, { school: unauthorizedSchool });
    const heldRes = await bookSlot(held, held.meetingId, (await publish(rep, slotBody())).body.id);
    expect(heldRes.status).toBe(409);
    expect(heldRes.body.errorCode).toBe('MeetingHeld');
    expect((await bookSlot({ id: rep.id, token: rep.token }, a.meetingId, one.id)).status).toBe(403);
  });

  it('moves and cancels only up to 2 hours before; a cancelled slot releases its seats and tells its students', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const s = await studentWithRequest(degreeA().id);
    const soon = (await publish(rep, slotBody())).body;
    const later = (await publish(rep, slotBody())).body;
    expect((await bookSlot(s, s.meetingId, soon.id)).status).toBe(200);
    await moveSlot(soon.id, 1.5);
    for (const res of [await unbook(s, s.meetingId), await bookSlot(s, s.meetingId, later.id)]) {
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe('TooLateToChange');
    }

    const t = await studentWithRequest(degreeA2().id);
    expect((await bookSlot(t, t.meetingId, later.id)).status).toBe(200);
    const otherRep = await signedInRepresentative(ctx.app, db(), campusB().id);
    expect(
      (
        await call(ctx.app, {
          method: 'DELETE',
          url: `/api/v1/meeting-slots/${later.id}`,
          headers: bearer(otherRep.token),
        })
      ).status,
    ).toBe(404);
    const del = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/meeting-slots/${later.id}`,
      headers: bearer(rep.token),
    });
    expect(del.status).toBe(204);
    const [slot] = await rows<{ seats_taken: number; cancelled_at: unknown }>(
      sql`select seats_taken, cancelled_at from meeting_slots where id = ${later.id}`,
    );
    expect(slot).toMatchObject({ seats_taken: 0, cancelled_at: expect.anything() });
    const mine = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${t.id}/meetings`,
      headers: bearer(t.token),
    });
    expect(mine.body[0]).toMatchObject({ state: 'requested', slot: null });
    const told = await mailsTo(t.email, 'meeting_slot_cancelled');
    expect(told).toHaveLength(1);
    expect(eventOf(told[0]!.ics!).method).toBe('CANCEL');
    // The representative's list still shows it, cancelled; a student's open list does not.
    const repList = await call(ctx.app, { method: 'GET', url: '/api/v1/meeting-slots', headers: bearer(rep.token) });
    expect(repList.body.find((x: { id: number }) => x.id === later.id).cancelled_at).not.toBeNull();
  });

  it('the video link shows from 15 minutes before the start until the end', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const s = await studentWithRequest(degreeA().id);
    const slot = (await publish(rep, slotBody())).body;
    await bookSlot(s, s.meetingId, slot.id);
    const link = async () =>
      (await call(ctx.app, { method: 'GET', url: `/api/v1/users/${s.id}/meetings`, headers: bearer(s.token) })).body[0]
        .slot.video_url;
    expect(await link()).toBeNull();
    await moveSlot(slot.id, 0.2); // 12 minutes ahead
    expect(await link()).toBe('https://meet.example.mx/abc');
    await moveSlot(slot.id, -1); // ended 30 minutes ago
    expect(await link()).toBeNull();
  });

  itUnderConcurrency('8 students racing for a 1-seat slot: exactly one wins', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const slot = (await publish(rep, slotBody({ seats: 1 }))).body;
    const students = [];
    for (let i = 0; i < 8; i++) students.push(await studentWithRequest(i % 2 ? degreeA().id : degreeA2().id));
    const results = await Promise.all(students.map((s) => bookSlot(s, s.meetingId, slot.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.errorCode === 'SlotFull')).toHaveLength(7);
    const [row] = await rows<{ seats_taken: number; booked: number }>(
      sql`select seats_taken, (select count(*)::int from meetings where slot_id = ${slot.id}) as booked from meeting_slots where id = ${slot.id}`,
    );
    expect(row).toEqual({ seats_taken: 1, booked: 1 });
  });
});

describe('after the meeting', () => {
  it('the representative marks attendance once it started; the student rates it; both are recorded', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const s = await studentWithRequest(degreeA().id);
    const slot = (await publish(rep, slotBody())).body;
    await bookSlot(s, s.meetingId, slot.id);
    const early = await outcome(rep, s.meetingId, true);
    expect(early.status).toBe(409);
    expect(early.body.errorCode).toBe('MeetingNotHeldYet');
    const rate = (body: Record<string, unknown>) =>
      call(ctx.app, {
        method: 'PUT',
        url: `/api/v1/meetings/${s.meetingId}/rating`,
        headers: bearer(s.token),
        payload: body,
      });
    expect((await rate({ rating: 5 })).status).toBe(409);

    await moveSlot(slot.id, -1);
    const otherCampus = await signedInRepresentative(ctx.app, db(), campusB().id);
    expect((await outcome(otherCampus, s.meetingId, true)).status).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'PUT',
          url: `/api/v1/meetings/${s.meetingId}/outcome`,
          headers: bearer(s.token),
          payload: { attended: true },
        })
      ).status,
    ).toBe(403);
    const marked = await outcome(rep, s.meetingId, true);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: s.meetingId, state: 'attended', attended: true });
    const [audit] = await rows<{ actor_id: number; action: string }>(
      sql`select actor_id, action from audit_log where action = 'meeting.outcome' and entity_id = ${String(s.meetingId)}`,
    );
    expect(audit).toEqual({ actor_id: rep.id, action: 'meeting.outcome' });

    expect((await rate({ rating: 6 })).status).toBe(400);
    expect((await rate({ rating: 0 })).status).toBe(400);
    const rated = await rate({ rating: 4, comment: 'Muy útil' });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ state: 'attended', rating: 4, rating_comment: 'Muy útil' });
    // Cancelling what has happened changes nothing.
    expect((await unbook(s, s.meetingId)).body.state).toBe('attended');
  });

  it('counselors and admins see requested → booked → attended per campus; the campus per school', async () => {
    const school = await makeSchool(db());
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const slot = (await publish(rep, slotBody({ seats: 5 }))).body;
    const students = [];
    for (let i = 0; i < 3; i++) students.push(await studentWithRequest(degreeA().id, { school }));
    await bookSlot(students[0]!, students[0]!.meetingId, slot.id);
    await bookSlot(students[1]!, students[1]!.meetingId, slot.id);
    await moveSlot(slot.id, -1);
    await outcome(rep, students[0]!.meetingId, true);
    await outcome(rep, students[1]!.meetingId, false);

    const orienter = await tokenFor(ctx.app, school.orienter.email, 'orienter', PASSWORD);
    const summary = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools/${school.school.id}/meetings-summary`,
      headers: bearer(orienter),
    });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      requested: 3,
      booked: 2,
      attended: 1,
      campuses: [{ campus_id: campusA().id, campus_name: campusA().name, requested: 3, booked: 2, attended: 1 }],
    });
    const otherSchool = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/highschools/${world.school.id}/meetings-summary`,
      headers: bearer(orienter),
    });
    expect(otherSchool.status).toBe(403);

    const campus = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campuses/${campusA().id}/meetings-summary`,
      headers: bearer(rep.token),
    });
    expect(campus.status).toBe(200);
    expect(campus.body.schools).toContainEqual({
      highschool_id: school.school.id,
      highschool_name: school.school.name,
      requested: 3,
      booked: 2,
      attended: 1,
    });
    const asAdmin = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campuses/${campusA().id}/meetings-summary`,
      headers: bearer(admin),
    });
    expect(asAdmin.body).toEqual(campus.body);
    const otherCampus = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campuses/${campusB().id}/meetings-summary`,
      headers: bearer(rep.token),
    });
    expect(otherCampus.status).toBe(403);
  });

  it('a representative’s account is removed like a counselor’s: the campus’s slots and outcomes stay', async () => {
    const rep = await signedInRepresentative(ctx.app, db(), campusA().id);
    const s = await studentWithRequest(degreeA().id);
    const slot = (await publish(rep, slotBody())).body;
    await bookSlot(s, s.meetingId, slot.id);
    const del = await call(ctx.app, { method: 'DELETE', url: `/api/v1/users/${rep.id}`, headers: bearer(admin) });
    expect(del.status).toBe(204);
    const [row] = await rows<{ representative_id: number | null; booked: number }>(
      sql`select representative_id, (select count(*)::int from meetings where slot_id = ${slot.id}) as booked from meeting_slots where id = ${slot.id}`,
    );
    expect(row).toEqual({ representative_id: null, booked: 1 });
    const [audit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'meeting_slot.create' and actor_id = ${rep.id}`,
    );
    expect(audit!.n).toBe(1);
  });
});
