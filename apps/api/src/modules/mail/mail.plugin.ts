import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport } from './mail-transport.ts';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender in this process: `app.mail.nudge()` after a commit that queued mail. */
    mail: MailWorker;
  }
}

/** How often the notices that depend on the clock (an access link about to expire) are looked for. */
const CLOCK_NOTICES_MS = 60 * 60 * 1000;

/**
 * The mail worker of this process: it starts with the app and stops before the app closes its
 * database (preClose), after the requests in flight have drained (ops/graceful-shutdown.ts).
 * Hourly (and at start) it also queues the notices that no request causes: links about to expire.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { worker?: MailWorkerOptions; clockNoticesMs?: number }) => {
    const transport = createMailTransport(app.config.mail, app.log);
    const worker = createMailWorker({ db: app.db, transport, log: app.log }, opts.worker);
    app.decorate('mail', worker);

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
      worker.start();
      clockNotices();
      timer = setInterval(clockNotices, opts.clockNoticesMs ?? CLOCK_NOTICES_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await looking;
      await worker.stop();
    });
  },
);
