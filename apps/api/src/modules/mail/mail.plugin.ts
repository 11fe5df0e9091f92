import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport } from './mail-transport.ts';
import { MAIL_SEND, mailSendHandler } from './mail-worker.ts';

/** The outbox's sending in this process, which runs as jobs of the queue (modules/jobs). */
export interface MailSender {
  /** After a commit that queued mail: the job runner reads the queue now. */
  nudge(): void;
  /** Resolves once the job runner is idle (tests). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender in this process: `app.mail.nudge()` after a commit that queued mail. */
    mail: MailSender;
  }
}

/** How often the notices that depend on the clock (an access link about to expire) are looked for. */
const CLOCK_NOTICES_MS = 60 * 60 * 1000;

/**
 * Sends the outbox as `mail.send` jobs of this process's job runner (jobs.plugin.ts, which starts
 * and stops it); the transport closes with the app, once the runner has stopped (preClose).
 * Hourly (and at start) it also queues the notices that no request causes: links about to expire.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { clockNoticesMs?: number }) => {
    const transport = createMailTransport(app.config.mail, app.log);
    app.jobs.register(MAIL_SEND, mailSendHandler({ db: app.db, transport, log: app.log }));
    app.decorate('mail', { nudge: () => app.jobs.nudge(), settled: () => app.jobs.settled() });

    let timer: NodeJS.Timeout | undefined;
    let looking: Promise<void> = Promise.resolve();
    const lookNow = async () => {
      try {
        await app.services.accessLinks.noticeExpiring();
      } catch (err) {
        app.log.warn({ err, event: 'mail_clock_notices_failed' }, 'could not look for access links about to expire');
      }
    };
    const clockNotices = () => {
      looking = looking.then(lookNow);
    };
    app.addHook('onReady', async () => {
      clockNotices();
      timer = setInterval(clockNotices, opts.clockNoticesMs ?? CLOCK_NOTICES_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await looking;
    });
    app.addHook('onClose', async () => transport.close());
  },
  { dependencies: ['jobs'] },
);
