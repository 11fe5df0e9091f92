// The reminders of a booked meeting, 24 h and 1 h before, fired by the job queue under a clock the
// test moves: to both sides, once each, also with two instances of the app on one database; a
// booking moved since a reminder was queued makes that reminder stale.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { bearer, call, isPostgres, tokenFor } from '../../../test/helper.ts';
import { reopenableDatabase, startApp } from '../../../test/instances.ts';
import { addFavorites, makeCatalog, makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';

const HOUR = 3_600_000;

/** A clock the test sets; it starts at the real time. */
const clock = { at: Date.now(), now: () => new Date(clock.at) };

let shared: Awaited<ReturnType<typeof reopenableDatabase>>;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  shared = await reopenableDatabase();
  // Two instances on PostgreSQL; on the embedded database one process holds the data folder.
  for (let i = 0; i < (isPostgres() ? 2 : 1); i++) {
    const database = await shared.open();
    databases.push(database);
    apps.push(await startApp(database, {}, clock.now));
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await shared?.drop();
});

const app = () => apps[0]!;
const db = () => databases[0]!.db;
async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

/** Runs every instance's queue now, at the clock's time, and waits until they are idle. */
async function runQueues() {
  for (let round = 0; round < 3; round++) {
    await Promise.all(apps.map((a) => a.jobs.runDue()));
    apps.forEach((a) => a.mail.nudge());
    await Promise.all(apps.map((a) => a.jobs.settled()));
  }
}

const remindersTo = (email: string) =>
  rows<{ subject: string; idempotency_key: string; status: string }>(
    sql`select subject, idempotency_key, status from mail_outbox
        where recipient = ${email} and kind = 'meeting_reminder' order by id`,
  );

describe('reminders of a booked meeting', () => {
  it('go 24 h and 1 h before, to the student and the representative, each once, also with two instances', async () => {
    const school = await makeSchool(db());
    const cat = await makeCatalog(db());
    const campus = cat.campuses[0];
    const rep = await makeUser(db(), { type: 'university', campusId: campus.id });
    const repToken = await tokenFor(app(), rep.email, 'orienter', PASSWORD);
    const student = await makeUser(db(), {
      type: 'student',
      highschoolId: school.school.id,
      semesterId: school.activeSemester.id,
    });
    const studentToken = await tokenFor(app(), student.email, 'student', PASSWORD);
    await addFavorites(db(), student.id, [cat.degrees[0]!.id]);
    const request = await call(app(), {
      method: 'POST',
      url: '/api/v1/meetings',
      headers: bearer(studentToken),
      payload: { userId: student.id, degreeId: cat.degrees[0]!.id },
    });
    expect(request.status).toBe(201);
    const [meeting] = await rows<{ id: number }>(sql`select id from meetings where user_id = ${student.id}`);

    const startsAt = new Date(Date.now() + 72 * HOUR);
    startsAt.setUTCSeconds(0, 0);
    const publish = async (at: Date) =>
      (
        await call(app(), {
          method: 'POST',
          url: '/api/v1/meeting-slots',
          headers: bearer(repToken),
          payload: { startsAt: at.toISOString(), minutes: 30, seats: 1, videoUrl: 'https://meet.example.mx/r' },
        })
      ).body.id as number;
    const first = await publish(startsAt);
    const later = await publish(new Date(startsAt.getTime() + 24 * HOUR));
    const book = (slotId: number) =>
      call(app(), {
        method: 'PUT',
        url: `/api/v1/meetings/${meeting!.id}/slot`,
        headers: bearer(studentToken),
        payload: { slotId },
      });
    expect((await book(first)).status).toBe(200);

    // The day before the first slot's day, nothing is due yet.
    clock.at = startsAt.getTime() - 25 * HOUR;
    await runQueues();
    expect(await remindersTo(student.email)).toEqual([]);

    // Moved to the next day: the reminders of the first slot are stale.
    expect((await book(later)).status).toBe(200);
    clock.at = startsAt.getTime() - 30 * 60_000;
    await runQueues();
    expect(await remindersTo(student.email)).toEqual([]);

    const laterStart = startsAt.getTime() + 24 * HOUR;
    clock.at = laterStart - 23 * HOUR;
    await runQueues();
    await runQueues();
    const dayBefore = await remindersTo(student.email);
    expect(dayBefore).toHaveLength(1);
    expect(dayBefore[0]!.idempotency_key).toMatch(/:24h:student$/);
    expect(await remindersTo(rep.email)).toHaveLength(1);

    clock.at = laterStart - 30 * 60_000;
    await runQueues();
    await runQueues();
    const both = await remindersTo(student.email);
    expect(both.map((m) => m.idempotency_key.split(':').slice(-2).join(':'))).toEqual(['24h:student', '1h:student']);
    expect(await remindersTo(rep.email)).toHaveLength(2);
    // Each reminder job ran once, whichever instance claimed it.
    const jobs = await rows<{ status: string; attempts: number }>(
      sql`select status, attempts from jobs where kind = 'meeting.reminder' and idempotency_key like ${`meeting-reminder:${meeting!.id}:%`}
          and status <> 'queued'`,
    );
    expect(jobs).toEqual([
      { status: 'done', attempts: 1 },
      { status: 'done', attempts: 1 },
    ]);
  });
});
