import { Redis } from 'ioredis';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared';
import pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminUrl,
  createScratchDatabase,
  login,
  onPostgres,
  request,
  sleep,
  startServer,
  type ServerProcess,
} from './testing/server-process.ts';
import { freePort } from './testing/free-port.ts';

/** A statement run on the database itself, as neither instance would (another process, a fix by hand). */
async function writeStraight(databaseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A Redis database of its own, so no other test's counters mix with these. */
const REDIS_URL = `${process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'}/11`;
const SIGNUPS_PER_IP = 6;

async function redisOrNothing() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}

/**
 * Two API instances on one PostgreSQL and one Redis behave as one: files uploaded on one are
 * served by the other, rate limits count both, and the caps (12 favourites, an access link's
 * seats) hold across them. PostgreSQL only: the embedded database is one process by design.
 */
describe.runIf(onPostgres)('two API instances on one PostgreSQL and one Redis', () => {
  let redis: Redis | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl: string;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    redis = await redisOrNothing();
    await redis?.flushdb();
    const scratch = await createScratchDatabase(adminUrl!, inject('pgTemplate'));
    cleanups.push(() => scratch.drop());
    databaseUrl = scratch.url;
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redis ? REDIS_URL : '',
      SIGNUP_MAX_PER_IP: String(SIGNUPS_PER_IP),
    };
    // Each instance with a data folder of its own, as on two machines.
    const dirs = [1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'tlp-instance-')));
    cleanups.push(async () => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
    a = await startServer({ ...env, DATA_DIR: dirs[0]! });
    cleanups.push(() => a.kill());
    b = await startServer({ ...env, DATA_DIR: dirs[1]!, SEED_DEMO: '0' });
    cleanups.push(() => b.kill());
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await redis?.flushdb();
    redis?.disconnect();
  });

  it('serves on one instance the file uploaded on the other', async () => {
    const admin = await login(a.baseUrl, 'admin@demo.mx', 'orienter');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
    const boundary = '----tlpInstances';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\n` +
      `Content-Type: image/svg+xml\r\n\r\n${svg}\r\n--${boundary}--\r\n`;
    const uploaded = await fetch(`${a.baseUrl}/api/v1/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${b.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(svg);
  });

  it('counts the signups of both instances against one limit', async () => {
    if (!redis) return expect.fail('Redis is not reachable on 127.0.0.1:6379');
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUPS_PER_IP; i++) {
      const server = i % 2 ? b : a;
      statuses.push((await request(server.baseUrl, '/api/v1/users', { method: 'POST', body: {} })).status);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    // Each instance has seen only half of the limit: the next request is refused because they share it.
    expect((await request(a.baseUrl, '/api/v1/users', { method: 'POST', body: {} })).status).toBe(429);
    expect((await request(b.baseUrl, '/api/v1/users', { method: 'POST', body: {} })).status).toBe(429);
  });

  it('holds the 12-favourite cap under concurrent requests on both instances', async () => {
    const token = await login(a.baseUrl, 'estudiante@demo.mx', 'student');
    const me = await request(a.baseUrl, '/api/v1/users/me', { token });
    const userId = me.body.id as number;
    const favorites = () => request(b.baseUrl, `/api/v1/users/${userId}/favorite-degrees`, { token });
    const before = (await favorites()).body as Array<{ id: number }>;
    const admin = await login(a.baseUrl, 'admin@demo.mx', 'orienter');
    const catalog = await request(a.baseUrl, '/api/v1/degrees?pageSize=60', { token: admin });
    const taken = new Set(before.map((f) => f.id));
    const candidates = (catalog.body as Array<{ id: number }>).map((d) => d.id).filter((id) => !taken.has(id));
    expect(candidates.length).toBeGreaterThanOrEqual(20);

    const results = await Promise.all(
      candidates.slice(0, 20).map((degreeId, i) =>
        request(i % 2 ? b.baseUrl : a.baseUrl, `/api/v1/users/${userId}/favorite-degrees`, {
          method: 'POST',
          token,
          body: { degreeId },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(12 - before.length);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    expect((await favorites()).body).toHaveLength(12);
  });

  it("gives an access link's last seat to one orienter only when both instances sign up at once", async () => {
    await redis?.flushdb(); // the signup limit test used up this address's signups
    const admin = await login(a.baseUrl, 'admin@demo.mx', 'orienter');
    const schools = await request(a.baseUrl, '/api/v1/highschools?pageSize=1', { token: admin });
    const schoolId = (schools.body as Array<{ id: number }>)[0]!.id;
    const link = await request(a.baseUrl, `/api/v1/highschools/${schoolId}/access-links`, {
      method: 'POST',
      token: admin,
      body: { seats: 1 },
    });
    expect(link.status).toBe(201);
    // Orienters sign up with the form of their link (form-encoded), as the web app sends it.
    const signup = (server: ServerProcess, i: number) =>
      fetch(`${server.baseUrl}/api/v1/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          type: 'orienter',
          firstName: 'Laura',
          lastName: 'Gómez',
          email: `asiento-${i}-${Date.now()}@test.mx`,
          password: 'ochochar',
          phone: '5512345678',
          accessUuid: link.body.uuid as string,
        }),
      });
    const results = await Promise.all([signup(a, 1), signup(b, 2), signup(a, 3), signup(b, 4)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 410, 410, 410]);
  });

  // The privacy notice a user accepted is part of that row: a change made elsewhere (SQL, or the
  // acceptance on the other instance) counts on the very next request too.
  it('refuses the service once the notice a user accepted is not the one in force, and serves them once they accept it', async () => {
    const token = await login(a.baseUrl, 'orientador@demo.mx', 'orienter');
    const areas = () => request(b.baseUrl, '/api/v1/areas', { token });
    expect((await areas()).status).toBe(200);
    expect((await areas()).status).toBe(200); // now from b's memory
    await writeStraight(
      databaseUrl,
      "update users set privacy_version = '2025-01-01' where email = 'orientador@demo.mx'",
    );
    const refused = await areas();
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'PrivacyNoticeNotAccepted']);
    expect((await request(b.baseUrl, '/api/v1/users/me', { token })).body.privacy_accepted).toBe(false);

    const accepted = await request(a.baseUrl, '/api/v1/users/me/privacy-acceptance', {
      method: 'PUT',
      token,
      body: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(accepted.status).toBe(204);
    expect((await areas()).status).toBe(200);
  });

  // Each instance keeps session rows in memory; a change made anywhere (the other instance, or SQL
  // straight on the database) must still refuse the old token on the very next request.
  it('refuses a token on the next request once its sessions end or its user is deleted elsewhere', async () => {
    const token = await login(a.baseUrl, 'estudiante@demo.mx', 'student');
    const me = () => request(b.baseUrl, '/api/v1/users/me', { token });
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200); // now from b's memory
    await writeStraight(
      databaseUrl,
      "update users set session_version = session_version + 1 where email = 'estudiante@demo.mx'",
    );
    expect((await me()).status).toBe(401);

    const again = await login(b.baseUrl, 'estudiante@demo.mx', 'student');
    const userId = (await request(b.baseUrl, '/api/v1/users/me', { token: again })).body.id as number;
    expect((await request(b.baseUrl, '/api/v1/users/me', { token: again })).status).toBe(200);
    const admin = await login(a.baseUrl, 'admin@demo.mx', 'orienter');
    expect((await request(a.baseUrl, `/api/v1/users/${userId}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await request(b.baseUrl, '/api/v1/users/me', { token: again })).status).toBe(401);
  });
});

/** WEB_CONCURRENCY: several API processes behind one port, one drain on SIGTERM. */
describe.runIf(onPostgres)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('runs two API processes that share the port, and on SIGTERM drains them and exits 0', async () => {
    const scratch = await createScratchDatabase(adminUrl!, inject('pgTemplate'));
    const server = await startServer({ DATABASE_URL: scratch.url, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' });
    try {
      // Each worker says where it listens; both on the same address.
      while (server.logs().filter((l) => /escuchando en/.test(String(l.msg))).length < 2) await sleep(50);
      const listening = server.logs().filter((l) => /escuchando en/.test(String(l.msg)));
      expect(new Set(listening.map((l) => l.pid)).size).toBe(2);
      expect(new Set(listening.map((l) => String(l.msg)))).toEqual(new Set([String(listening[0]!.msg)]));
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => request(server.baseUrl, '/api/v1/health', { timeoutMs: 5000 })),
      );
      expect(answers.every((r) => r.status === 200)).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      await server.kill();
      await scratch.drop();
    }
  }, 120_000);

  it('METRICS_PORT: the primary serves the metrics of both processes, summed, at one address', async () => {
    const scratch = await createScratchDatabase(adminUrl!, inject('pgTemplate'));
    const metricsPort = await freePort();
    const server = await startServer({
      DATABASE_URL: scratch.url,
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
      METRICS_PORT: String(metricsPort),
    });
    try {
      while (server.logs().filter((l) => /escuchando en/.test(String(l.msg))).length < 2) await sleep(50);
      // Each worker measures; the primary alone listens on METRICS_PORT.
      expect(server.logs().filter((l) => l.event === 'metrics_listening')).toHaveLength(1);
      for (let i = 0; i < 20; i++) {
        expect((await request(server.baseUrl, '/api/v1/health', { timeoutMs: 5000 })).status).toBe(200);
      }
      const metrics = await request(`http://127.0.0.1:${metricsPort}`, '/metrics', { timeoutMs: 10_000 });
      expect(metrics.status).toBe(200);
      const text = String(metrics.body);
      // Round robin spreads the 20 over both processes: one process alone would count about 10.
      expect(text).toContain('http_requests_total{route="/api/v1/health",method="GET",status_class="2xx"} 20');
      expect(text).toMatch(/^db_pool_connections \d+$/m);
      expect(text).toMatch(/^mail_queue_depth 0$/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      expect((await request(server.baseUrl, '/metrics')).body).not.toContain('http_requests_total');
    } finally {
      await server.kill();
      await scratch.drop();
    }
  }, 120_000);
});
