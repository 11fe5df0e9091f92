import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from '../db/retention.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The retention rules (docs/privacy.md), applied when the app starts and every hour after: what
 * has expired is deleted. A failure (the database down) is logged and tried again next hour.
 */
export const retentionPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running = purgeExpired(app.db)
      .then((purged) => {
        if (Object.values(purged).some((n) => n > 0)) {
          app.log.info({ event: 'retention_purge', ...purged }, 'expired data deleted');
        }
      })
      .catch((err: Error & { code?: string }) =>
        app.log.warn({ event: 'retention_failed', code: err.code, message: err.message }, 'retention purge failed'),
      );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, HOUR_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
