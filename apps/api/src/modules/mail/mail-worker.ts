import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailRepository } from './mail.repository.ts';
import type { MailTransport } from './mail-transport.ts';

export interface MailWorkerOptions {
  /** How often the outbox is read when nothing nudges the worker (other processes, retries). */
  pollMs?: number;
  /** The first retry waits this long; each next one twice as long, up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** Tries before a message is given up as `failed`. */
  maxAttempts?: number;
  /** How long a claimed message is this worker's: longer than any send can take. */
  leaseMs?: number;
  batch?: number;
}

export interface MailWorker {
  /** Reads the outbox now (after a commit that queued a message) instead of at the next poll. */
  nudge(): void;
  /** Begins polling. */
  start(): void;
  /** Stops polling, lets the message being sent finish, and closes the transport. */
  stop(): Promise<void>;
  /** Resolves once the worker is idle: every due message tried (tests). */
  settled(): Promise<void>;
}

const DEFAULTS: Required<MailWorkerOptions> = {
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

/** A short reason for the row (no message body, no credentials of the SMTP URL). */
function reasonOf(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; message?: string };
  const message = (e?.message ?? String(err)).replace(/\/\/[^@/\s]*@/g, '//***@').slice(0, 300);
  return [e?.code, e?.responseCode, message].filter(Boolean).join(' ');
}

/**
 * Sends what the outbox holds, after commit, in this API process: polls every `pollMs`, and at
 * once when nudged. Every process runs one; claims never overlap (mail.repository), so a message
 * goes out once. A failed send waits with exponential backoff; a failing database or SMTP server
 * is logged and tried again, never thrown.
 */
export function createMailWorker(
  deps: { db: Db; transport: MailTransport; log: FastifyBaseLogger },
  options: MailWorkerOptions = {},
): MailWorker {
  const { db, transport, log } = deps;
  const o = { ...DEFAULTS, ...options };
  const repo = mailRepository(db);
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let dbFailing = false;

  async function sendOne(mail: Awaited<ReturnType<typeof repo.claimDue>>[number]) {
    try {
      await transport.send(mail);
    } catch (err) {
      const giveUp = mail.attempts >= o.maxAttempts;
      const retryInMs = retryDelay(mail.attempts, o.retryBaseMs, o.maxRetryMs);
      log.warn(
        {
          event: giveUp ? 'mail_failed' : 'mail_retry',
          mailId: mail.id,
          kind: mail.kind,
          attempts: mail.attempts,
          retryInMs,
          reason: reasonOf(err),
        },
        giveUp ? 'correo no enviado: se agotaron los intentos' : 'correo no enviado: se reintentará',
      );
      await repo.markFailed(mail.id, reasonOf(err), giveUp ? { giveUp } : { giveUp, retryInMs });
      return;
    }
    await repo.markSent(mail.id);
    log.info({ event: 'mail_sent', mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'correo enviado');
  }

  /** Claims and sends batches until none is due. */
  async function drain() {
    for (;;) {
      if (stopped) return;
      const claimed = await repo.claimDue(o.batch, o.leaseMs);
      for (const mail of claimed) {
        if (stopped) return; // the rest return to the queue when their lease ends
        await sendOne(mail);
      }
      if (claimed.length < o.batch) return;
    }
  }

  async function run() {
    do {
      again = false;
      try {
        await drain();
        if (dbFailing) log.info({ event: 'mail_outbox_back' }, 'la cola de correos se lee de nuevo');
        dbFailing = false;
      } catch (err) {
        if (!dbFailing) log.warn({ event: 'mail_outbox_unavailable', err }, 'no se pudo leer la cola de correos');
        dbFailing = true;
        return;
      }
    } while (again && !stopped);
  }

  function nudge() {
    if (stopped || !started) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
    });
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
      await running;
      transport.close();
    },
    async settled() {
      while (running) await running;
    },
  };
}
