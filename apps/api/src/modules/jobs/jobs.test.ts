import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { itUnderConcurrency, openTestDatabase } from '../../../test/helper.ts';
import { FAST_JOBS, reopenableDatabase, startApp } from '../../../test/instances.ts';
import { eventually } from '../../../test/smtp.ts';
import { createJobRunner, type JobHandler, type JobRunnerOptions, type RunningJob } from './job-runner.ts';
import { cancel, enqueue, jobsRepository } from './jobs.repository.ts';
import { jobs } from './jobs.schema.ts';

const FAST = FAST_JOBS;
const T0 = new Date('2030-01-01T12:00:00Z');

/** A log that keeps what it is told (the lines a runner writes). */
function recordingLog() {
  const lines: Array<Record<string, unknown> & { msg: string }> = [];
  const keep = (obj: Record<string, unknown>, msg: string) => void lines.push({ ...obj, msg });
  return { lines, log: { info: keep, warn: keep, debug: keep } as never };
}

/** A clock the test moves by hand. */
function handClock(start = T0) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (ms: number) => {
      at = start.getTime() + ms;
    },
  };
}

const rowsOfKind = (db: Db, kind: string) => db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

let kinds = 0;
/** A kind of its own per test: runners claim only the kinds they handle. */
const newKind = () => `test.kind${(kinds += 1)}`;

describe('a runner with a clock in hand', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  const runnerFor = (
    kind: string,
    handler: JobHandler<any>,
    clock: { now: () => Date },
    options: JobRunnerOptions = {},
    log = recordingLog().log,
  ) =>
    createJobRunner({ db: database.db, log, handlers: { [kind]: handler }, now: clock.now }, { ...FAST, ...options });

  it('runs a job due later only once the clock passes its run_at, and then once', async () => {
    const kind = newKind();
    const clock = handClock();
    const calls: unknown[] = [];
    const runner = runnerFor(kind, async (payload) => void calls.push(payload), clock);
    const id = await enqueue(database.db, { kind, payload: { meetingId: 7 }, runAt: new Date(T0.getTime() + 60_000) });
    expect(id).toEqual(expect.any(Number));

    expect(await runner.runDue()).toBe(0);
    clock.set(59_999);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toEqual([]);
    clock.set(60_000);
    expect(await runner.runDue()).toBe(1);
    expect(calls).toEqual([{ meetingId: 7 }]);
    clock.set(86_400_000);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toHaveLength(1);
    const [row] = await rowsOfKind(database.db, kind);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null, lastError: null });
    expect(row!.doneAt).toEqual(new Date(T0.getTime() + 60_000));
  });

  it('retries a failing handler with exponential backoff and gives it up after maxAttempts, logging no address', async () => {
    const kind = newKind();
    const clock = handClock();
    const { lines, log } = recordingLog();
    const seen: RunningJob[] = [];
    const runner = runnerFor(
      kind,
      async (_payload, job) => {
        seen.push(job);
        throw new Error('550 <ana@correo.mx> mailbox unavailable');
      },
      clock,
      { maxAttempts: 3, retryBaseMs: 1_000, maxRetryMs: 10_000 },
      log,
    );
    await enqueue(database.db, { kind, payload: { to: 'ana@correo.mx' }, runAt: T0 });

    expect(await runner.runDue()).toBe(1); // try 1 at 0 s: the next at 1 s
    let [row] = await rowsOfKind(database.db, kind);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, runAt: new Date(T0.getTime() + 1_000) });
    expect(row!.lastError).toBe('550 <***@***> mailbox unavailable');
    clock.set(999);
    expect(await runner.runDue()).toBe(0);
    clock.set(1_000);
    expect(await runner.runDue()).toBe(1); // try 2 at 1 s: the next 2 s later
    [row] = await rowsOfKind(database.db, kind);
    expect(row).toMatchObject({ status: 'queued', attempts: 2, runAt: new Date(T0.getTime() + 3_000) });
    clock.set(2_999);
    expect(await runner.runDue()).toBe(0);
    clock.set(3_000);
    expect(await runner.runDue()).toBe(1); // try 3, the last one
    clock.set(86_400_000);
    expect(await runner.runDue()).toBe(0);

    [row] = await rowsOfKind(database.db, kind);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null });
    expect(row!.doneAt).toEqual(new Date(T0.getTime() + 3_000));
    expect(seen.map((j) => [j.attempts, j.lastAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(lines.map((l) => l.event)).toEqual(['job_retry', 'job_retry', 'job_failed']);
    expect(lines[0]).toMatchObject({ kind, attempts: 1, retryInMs: 1_000 });
    expect(lines[1]).toMatchObject({ attempts: 2, retryInMs: 2_000 });
    expect(JSON.stringify(lines)).not.toContain('ana@correo.mx');
  });

  it('queues one job per idempotency key, and cancels queued jobs by a key prefix, freeing their keys', async () => {
    const kind = newKind();
    const clock = handClock();
    const calls: unknown[] = [];
    const runner = runnerFor(kind, async (payload) => void calls.push(payload), clock);
    const at = new Date(T0.getTime() + 3_600_000);
    const first = await enqueue(database.db, {
      kind,
      payload: { n: 1 },
      runAt: at,
      idempotencyKey: 'reminder:7:1:24h',
    });
    const again = await enqueue(database.db, {
      kind,
      payload: { n: 2 },
      runAt: T0,
      idempotencyKey: 'reminder:7:1:24h',
    });
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    await enqueue(database.db, { kind, payload: { n: 3 }, runAt: at, idempotencyKey: 'reminder:7:1:1h' });
    await enqueue(database.db, { kind, payload: { n: 4 }, runAt: at, idempotencyKey: 'reminder:70:1:24h' });
    await enqueue(database.db, { kind, payload: { n: 5 }, runAt: at, idempotencyKey: 'reminderx7:1:1h' });
    expect(await rowsOfKind(database.db, kind)).toHaveLength(4);

    // The prefix is literal: `_` and `%` are no wildcards.
    expect(await cancel(database.db, 'reminder_7:')).toBe(0);
    expect(await cancel(database.db, 'reminder:7:')).toBe(2);
    const left = await rowsOfKind(database.db, kind);
    expect(left.map((r) => r.idempotencyKey)).toEqual(['reminder:70:1:24h', 'reminderx7:1:1h']);
    // A cancelled key is free again (the meeting booked anew).
    expect(
      await enqueue(database.db, { kind, payload: { n: 6 }, runAt: at, idempotencyKey: 'reminder:7:1:24h' }),
    ).toEqual(expect.any(Number));

    clock.set(3_600_000);
    expect(await runner.runDue()).toBe(3);
    expect(calls).toEqual([{ n: 4 }, { n: 5 }, { n: 6 }]);
    // Done jobs are the record: their keys stay taken, and cancelling leaves them.
    expect(await enqueue(database.db, { kind, runAt: at, idempotencyKey: 'reminder:7:1:24h' })).toBeNull();
    expect(await cancel(database.db, 'reminder:')).toBe(0);
  });

  it('gives a claimed job to another runner once its lease has ended (its runner died)', async () => {
    const kind = newKind();
    const repo = jobsRepository(database.db);
    await enqueue(database.db, { kind, runAt: T0 });
    const [claimed] = await repo.claimDue(10, 1_000, T0, [kind]);
    expect(claimed).toMatchObject({ kind, attempts: 1 });
    expect(await repo.claimDue(10, 1_000, new Date(T0.getTime() + 999), [kind])).toEqual([]);
    const [again] = await repo.claimDue(10, 1_000, new Date(T0.getTime() + 1_000), [kind]);
    expect(again).toMatchObject({ id: claimed!.id, attempts: 2 });
    // Only the kinds asked for.
    expect(await repo.claimDue(10, 1_000, new Date(T0.getTime() + 5_000), ['other.kind'])).toEqual([]);
  });

  it('logs a database outage once, keeps polling, and runs the jobs once the database answers', async () => {
    const kind = newKind();
    let down = true;
    const real = database.db;
    const flaky = new Proxy(real, {
      get(target, prop) {
        if (down && (prop === 'execute' || prop === 'update' || prop === 'select')) {
          return () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const { lines, log } = recordingLog();
    const calls: unknown[] = [];
    const runner = createJobRunner(
      { db: flaky, log, handlers: { [kind]: async (payload: unknown) => void calls.push(payload) } },
      { ...FAST, pollMs: 10 },
    );
    runner.start();
    try {
      await enqueue(real, { kind, payload: { n: 1 } });
      await new Promise((r) => setTimeout(r, 150));
      expect(lines.filter((l) => l.event === 'jobs_unavailable')).toHaveLength(1);
      expect(calls).toEqual([]);
      down = false;
      await eventually(() => calls.length === 1);
      await eventually(async () => (await rowsOfKind(real, kind))[0]?.status === 'done');
      expect(lines.map((l) => l.event).filter((e) => e !== 'job_done')).toEqual(['jobs_unavailable', 'jobs_back']);
    } finally {
      await runner.stop();
    }
  });
});

describe('the queue of the app', () => {
  it('keeps its jobs across a restart: queued before, run by the next process', async () => {
    const kind = newKind();
    const shared = await reopenableDatabase();
    let database = await shared.open();
    let app: FastifyInstance | undefined;
    try {
      // This process has no handler for the kind (an older version): it leaves the job queued.
      app = await startApp(database);
      await enqueue(app.db, { kind, payload: { n: 1 } });
      app.jobs.nudge();
      await app.jobs.settled();
      await app.close();
      app = undefined;
      await database.close();

      database = await shared.open();
      expect(await rowsOfKind(database.db, kind)).toMatchObject([{ status: 'queued', attempts: 0 }]);
      const calls: unknown[] = [];
      app = await startApp(database, { [kind]: async (payload) => void calls.push(payload) });
      await eventually(async () => (await rowsOfKind(database.db, kind))[0]?.status === 'done');
      expect(calls).toEqual([{ n: 1 }]);
    } finally {
      await app?.close();
      await database.close();
      await shared.drop();
    }
  });

  itUnderConcurrency('runs each of 50 due jobs exactly once with two app instances on one database', async () => {
    const kind = newKind();
    const shared = await reopenableDatabase();
    const databases = [await shared.open(), await shared.open()];
    const ran: Array<{ instance: number; id: number }> = [];
    const handler =
      (instance: number): JobHandler =>
      async (_payload, job) => {
        await new Promise((r) => setTimeout(r, 2));
        ran.push({ instance, id: job.id });
      };
    const apps: FastifyInstance[] = [];
    try {
      for (const [i, database] of databases.entries()) apps.push(await startApp(database, { [kind]: handler(i) }));
      await databases[0]!.db.transaction(async (tx) => {
        for (let n = 0; n < 50; n++) await enqueue(tx, { kind, payload: { n } });
      });
      apps.forEach((app) => app.jobs.nudge());
      await eventually(
        async () =>
          (await databases[0]!.db.select().from(jobs).where(like(jobs.kind, kind))).every((r) => r.status === 'done'),
        15_000,
      );
      await Promise.all(apps.map((app) => app.jobs.settled()));
      expect(ran).toHaveLength(50);
      expect(new Set(ran.map((r) => r.id)).size).toBe(50);
      const rows = await rowsOfKind(databases[0]!.db, kind);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await shared.drop();
    }
  });
});
