import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport } from '../modules/mail/mail-transport.ts';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from '../modules/mail/mail-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender in this process: `app.mail.nudge()` after a commit that queued mail. */
    mail: MailWorker;
  }
}

/**
 * The mail worker of this process: it starts with the app and stops before the app closes its
 * database (preClose), after the requests in flight have drained (ops/graceful-shutdown.ts).
 */
export const mailPlugin = fp(async (app: FastifyInstance, opts: { worker?: MailWorkerOptions }) => {
  const transport = createMailTransport(app.config.mail, app.log);
  const worker = createMailWorker({ db: app.db, transport, log: app.log }, opts.worker);
  app.decorate('mail', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
});
