// Redis down must not mean login down: the real server with REDIS_URL, its Redis killed and
// restarted under it, and a REDIS_URL that never answers. While Redis is unavailable the limits
// count in the process's memory, /ready says `redis: 'degraded'`, one JSON warning is logged (not
// ioredis's plain-text lines), and the limits go back to Redis when it returns.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from './testing/free-port.ts';
import { hasRedisServer, redisServer, silentServer } from './testing/redis-server.ts';
import { DEMO_PASSWORD, request, sleep, startServer, type ServerProcess } from './testing/server-process.ts';

const STUDENT = { email: 'estudiante@demo.mx', password: DEMO_PASSWORD, role: 'student' };
/** A request that waited for a dead Redis would take longer than this. */
const FAST_MS = 5_000;

const login = (server: ServerProcess, password = STUDENT.password) =>
  request(server.baseUrl, '/api/v1/auth/login', {
    method: 'POST',
    body: { ...STUDENT, password },
    timeoutMs: FAST_MS,
  });

const ready = async (server: ServerProcess) =>
  (await request(server.baseUrl, '/api/v1/ready', { timeoutMs: FAST_MS })).body as Record<string, unknown>;

const events = (server: ServerProcess, event: string) => server.logs().filter((l) => l.event === event);

/** What the process printed that is not a JSON log line (ioredis prints its unheard errors so). */
const plainText = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('{'));

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('the server when Redis is unavailable', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlp-redis-outage-'));
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has redis-server to start and kill', () => {
    expect(hasRedisServer, 'redis-server is not installed').toBe(true);
  });

  it.runIf(hasRedisServer)(
    'Redis killed: logins go on with the limits in memory and one warning; back to Redis when it restarts',
    async () => {
      const redis = redisServer(await freePort());
      await redis.start();
      cleanups.push(() => redis.kill());
      const server = await startServer({ DATA_DIR: dir, REDIS_URL: redis.url });
      // Killed at the end, pass or fail: its data folder is the next test's.
      onTestFinished(() => server.kill());
      const peek = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
      peek.on('error', () => {});
      cleanups.push(async () => peek.disconnect());
      const loginKeys = async () => {
        await peek.connect().catch(() => {});
        const keys = await peek.keys('tlp:rl:login*');
        peek.disconnect();
        return keys;
      };

      expect(await ready(server)).toEqual({ status: 'ready', redis: 'ok' });
      expect((await login(server, 'Equivocada123')).status).toBe(401);
      expect(await loginKeys(), 'a failed login counts in Redis').not.toEqual([]);

      await redis.kill();
      const down = await login(server);
      expect(down.status, JSON.stringify(down.body) + server.tail()).toBe(200);
      expect((await login(server, 'Equivocada123')).status).toBe(401);
      // A route limit (@fastify/rate-limit) counts in memory too: answered, not a 500.
      expect((await request(server.baseUrl, '/api/v1/auth/refresh', { timeoutMs: FAST_MS })).status).toBe(401);
      expect(await ready(server)).toEqual({ status: 'ready', redis: 'degraded' });
      await sleep(2_000); // ioredis keeps reconnecting, and failing, meanwhile
      expect((await login(server)).status).toBe(200);
      expect(events(server, 'redis_unavailable'), server.tail()).toHaveLength(1);
      expect(events(server, 'redis_unavailable')[0]).toMatchObject({ level: 40 });

      await redis.start(); // empty: nothing was saved
      await until(async () => (await ready(server)).redis === 'ok', "/ready's redis: ok");
      // The line is written as /ready turns ok, but reaches this process through a pipe: wait for it.
      await until(async () => events(server, 'redis_restored').length > 0, 'the redis_restored line');
      expect(events(server, 'redis_restored')).toHaveLength(1);
      expect(await loginKeys()).toEqual([]);
      expect((await login(server, 'Equivocada123')).status).toBe(401);
      expect(await loginKeys(), 'failed logins count in Redis again').not.toEqual([]);

      expect(events(server, 'redis_unavailable')).toHaveLength(1);
      expect(plainText(server)).toEqual([]);
    },
  );

  it('a REDIS_URL that accepts connections and never answers: logins go on, /ready says degraded', async () => {
    const silent = await silentServer();
    cleanups.push(() => silent.close());
    const server = await startServer({ DATA_DIR: dir, REDIS_URL: silent.url });
    onTestFinished(() => server.kill());

    const started = Date.now();
    const res = await login(server);
    expect(res.status, JSON.stringify(res.body) + server.tail()).toBe(200);
    expect((await login(server, 'Equivocada123')).status).toBe(401);
    expect(Date.now() - started).toBeLessThan(FAST_MS);
    expect(await ready(server)).toEqual({ status: 'ready', redis: 'degraded' });
    await sleep(2_000);
    expect((await login(server)).status).toBe(200);
    expect(events(server, 'redis_unavailable'), server.tail()).toHaveLength(1);
    expect(events(server, 'redis_restored')).toEqual([]);
    expect(plainText(server)).toEqual([]);
  });
});
