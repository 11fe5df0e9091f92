import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { createSessionCache, parseSessionNotice, type SessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Session rows kept in memory while every change of them is heard (plugins/auth.ts). */
    sessions: SessionCache;
  }
}

/** The channel migration 0008's triggers notify on. */
export const SESSION_CHANNEL = 'user_sessions';

/**
 * On PostgreSQL, the session cache serves while this process listens to the changes of users'
 * sessions; on the embedded database (one process, no network between it and the data) it stays
 * off and every request reads its session row.
 */
export const sessionCachePlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const sessions = createSessionCache();
  app.decorate('sessions', sessions);
  const { listen } = opts.database;
  if (!listen) return;
  const stop = listen(SESSION_CHANNEL, {
    onMessage(payload) {
      const id = parseSessionNotice(payload);
      // Something unexpected on the channel: forgetting everyone is always safe.
      sessions.forget(id ?? '*');
    },
    onReady: () => sessions.resume(),
    onLost: () => sessions.suspend(),
  });
  app.addHook('onClose', stop);
});
