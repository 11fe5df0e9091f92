import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobsRepository, type ClaimedJob } from './jobs.repository.ts';

/** The job as its handler gets it: the claimed row, and whether a failure now gives it up. */
export interface RunningJob extends ClaimedJob {
  /** This is the last try: if the handler throws, the job is given up as `failed`. */
  lastAttempt: boolean;
}

/**
 * Does what a job of one kind asks. Throwing (or rejecting) fails this try: the job is tried again
 * with backoff, up to `maxAttempts`. A job may run more than once (its runner died mid-way): a
 * handler checks that its reason still holds and does nothing when it has been done.
 */
export type JobHandler<P = unknown> = (payload: P, job: RunningJob) => Promise<void>;

export interface JobRunnerOptions {
  /** How often the queue is read when nothing nudges the runner (other processes, retries, later jobs). */
  pollMs?: number;
  /** The first retry waits this long; each next one twice as long, up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** Tries before a job is given up as `failed`. */
  maxAttempts?: number;
  /** How long a claimed job is this runner's: longer than any handler can take. */
  leaseMs?: number;
  batch?: number;
}

export interface JobRunnerDeps {
  db: Db;
  log: FastifyBaseLogger;
  handlers?: Record<string, JobHandler<never>>;
  /** The clock that says what is due and when a retry is (tests move it by hand). */
  now?: () => Date;
}

export interface JobRunner {
  /** Adds the handler of a kind; only kinds with a handler are claimed by this runner. */
  register<P>(kind: string, handler: JobHandler<P>): void;
  /** Reads the queue now (after a commit that queued a job) instead of at the next poll. */
  nudge(): void;
  /** Begins polling. */
  start(): void;
  /** Stops polling, lets the job in progress finish, and puts back the claimed ones not begun. */
  stop(): Promise<void>;
  /** Resolves once the runner is idle (tests). */
  settled(): Promise<void>;
  /** One pass: runs every job due by the clock, then resolves with how many ran (tests). */
  runDue(): Promise<number>;
}

const DEFAULTS: Required<JobRunnerOptions> = {
  pollMs: 1_000,
  retryBaseMs: 10_000,
  maxRetryMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 2 * 60_000,
  batch: 10,
};

/** The wait before try `attempts + 1`: 10 s, 20 s, 40 s … up to an hour, about a day in all. */
export const retryDelay = (attempts: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/**
 * A short reason for a row or a log line: no body, no credentials of a URL, no e-mail address, and
 * of a failed query its cause, not the SQL and its parameters.
 */
export function errorReason(err: unknown): string {
  let e = err as { code?: string; responseCode?: number; message?: string; cause?: unknown } | undefined;
  if (e?.cause && /^Failed query/.test(e.message ?? '')) e = e.cause as typeof e;
  const message = (e?.message ?? String(err))
    .replace(/\/\/[^@/\s]*@/g, '//***@')
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[a-z]{2,}/gi, '***@***')
    .slice(0, 300);
  return [e?.code, e?.responseCode, message].filter(Boolean).join(' ');
}

/**
 * Runs the jobs of the queue (jobs.schema.ts) in this API process: polls every `pollMs`, and at
 * once when nudged. Every process runs one; claims never overlap (jobs.repository), so a job runs
 * once (more only when its runner dies mid-way). A failing handler is logged and retried with
 * exponential backoff; a failing database is logged once and read again at the next poll; neither
 * is thrown.
 */
export function createJobRunner(deps: JobRunnerDeps, options: JobRunnerOptions = {}): JobRunner {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const o = { ...DEFAULTS, ...options };
  const repo = jobsRepository(db);
  const handlers = new Map<string, JobHandler>(Object.entries(deps.handlers ?? {}) as Array<[string, JobHandler]>);
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let dbFailing = false;

  async function runOne(job: ClaimedJob) {
    const lastAttempt = job.attempts >= o.maxAttempts;
    try {
      await handlers.get(job.kind)!(job.payload, { ...job, lastAttempt });
    } catch (err) {
      const reason = errorReason(err);
      const retryInMs = retryDelay(job.attempts, o.retryBaseMs, o.maxRetryMs);
      log.warn(
        {
          event: lastAttempt ? 'job_failed' : 'job_retry',
          jobId: job.id,
          kind: job.kind,
          attempts: job.attempts,
          ...(lastAttempt ? {} : { retryInMs }),
          reason,
        },
        lastAttempt ? 'tarea fallida: se agotaron los intentos' : 'tarea fallida: se reintentará',
      );
      const at = now();
      await repo.markFailed(
        job.id,
        reason,
        lastAttempt ? { giveUp: true, now: at } : { retryAt: new Date(at.getTime() + retryInMs) },
      );
      return;
    }
    await repo.markDone(job.id, now());
    log.debug({ event: 'job_done', jobId: job.id, kind: job.kind, attempts: job.attempts }, 'tarea hecha');
  }

  /** Claims and runs batches until none is due; how many ran. */
  async function drain() {
    let ran = 0;
    for (;;) {
      if (stopped) return ran;
      const claimed = await repo.claimDue(o.batch, o.leaseMs, now(), [...handlers.keys()]);
      for (const [i, job] of claimed.entries()) {
        if (stopped) {
          await repo.release(claimed.slice(i).map((j) => j.id));
          return ran;
        }
        await runOne(job);
        ran += 1;
      }
      if (claimed.length < o.batch) return ran;
    }
  }

  async function run() {
    let ran = 0;
    do {
      again = false;
      try {
        ran += await drain();
        if (dbFailing) log.info({ event: 'jobs_back' }, 'la cola de tareas se lee de nuevo');
        dbFailing = false;
      } catch (err) {
        if (!dbFailing)
          log.warn({ event: 'jobs_unavailable', reason: errorReason(err) }, 'no se pudo leer la cola de tareas');
        dbFailing = true;
        return ran;
      }
    } while (again && !stopped);
    return ran;
  }

  function launch() {
    const pass = run().finally(() => {
      if (running === pass) running = undefined;
    });
    running = pass;
    return pass;
  }

  function nudge() {
    if (stopped || !started) return;
    if (running) {
      again = true;
      return;
    }
    void launch();
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      nudge();
      schedule();
    }, o.pollMs);
    timer.unref();
  }

  return {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`a handler for jobs of kind ${kind} exists already`);
      handlers.set(kind, handler as JobHandler);
      nudge();
    },
    nudge,
    start() {
      if (started || stopped) return;
      started = true;
      nudge();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
    async settled() {
      while (running) await running;
    },
    async runDue() {
      while (running) await running;
      if (stopped) return 0;
      return launch();
    },
  };
}
