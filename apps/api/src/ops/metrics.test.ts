import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { mailQueue } from '../modules/mail/mail.queries.ts';
import { createTestApp, isPostgres, openTestDatabase, type TestContext } from '../../test/helper.ts';

/** TCP servers listening in this process (the public one, and the metrics one when it is on). */
const listeningServers = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap').length;

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** The app listening on a free port of 127.0.0.1, as server.ts runs it. */
async function listening(overrides: Parameters<typeof createTestApp>[0]) {
  ctx = await createTestApp({ host: '127.0.0.1', ...overrides });
  const before = listeningServers();
  const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // The metrics server opens once the app listens (onListen), not before listen() returns.
  const end = Date.now() + 5_000;
  while (overrides?.metricsPort !== undefined && !ctx.app.metrics?.address() && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { app: ctx.app, base, opened: listeningServers() - before };
}

describe('Prometheus metrics (METRICS_PORT)', () => {
  it('on their own port: requests by route pattern, method and status class, the pool, the mail queue, memory', async () => {
    const { app, base, opened } = await listening({ metricsPort: 0 });
    expect(opened, 'the public server and the metrics one').toBe(2);
    const metricsUrl = app.metrics?.address();
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl!).port).not.toBe(new URL(base).port);

    expect((await get(`${base}/api/v1/health`)).status).toBe(200);
    expect((await get(`${base}/api/v1/health`)).status).toBe(200);
    expect((await get(`${base}/api/v1/degrees/987654`)).status).toBe(401);
    expect((await get(`${base}/api/v1/no-such-route`)).status).toBe(404);

    const metrics = await get(metricsUrl!);
    expect(metrics.status).toBe(200);
    expect(metrics.type).toContain('text/plain');
    const text = metrics.text;
    expect(text).toContain('http_requests_total{route="/api/v1/health",method="GET",status_class="2xx"} 2');
    expect(text).toContain('http_requests_total{route="/api/v1/degrees/:id",method="GET",status_class="4xx"} 1');
    expect(text).toContain('http_requests_total{route="(unmatched)",method="GET",status_class="4xx"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",route="\/api\/v1\/health",method="GET",status_class="2xx"\} \d/,
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/api/v1/health",method="GET",status_class="2xx"} 2',
    );
    // Raw URLs never become labels (one series per id would grow without end).
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-route');
    expect(text).toMatch(/^mail_queue_depth 0$/m);
    expect(text).toMatch(/^mail_queue_oldest_age_seconds 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    if (isPostgres()) {
      expect(text).toMatch(/^db_pool_connections \d+$/m);
      expect(text).toMatch(/^db_pool_idle_connections \d+$/m);
      expect(text).toMatch(/^db_pool_waiting_clients 0$/m);
    } else {
      expect(text, 'the embedded database has no pool').not.toContain('db_pool_');
    }
    expect((await get(metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);

    // The public port has no metrics (its /metrics is a client route of the web app).
    expect((await get(`${base}/metrics`)).text).not.toContain('http_requests_total');
  });

  it('off without METRICS_PORT: nothing more listens, nothing is measured', async () => {
    const { app, base, opened } = await listening({ metricsPort: undefined });
    expect(opened, 'the public server only').toBe(1);
    expect(app.metrics).toBeUndefined();
    expect((await get(`${base}/metrics`)).text).not.toContain('http_requests_total');
  });

  it("reads the mail queue's depth and its oldest message's age", async () => {
    const database = await openTestDatabase();
    try {
      expect(await mailQueue(database.db)).toEqual({ depth: 0, oldestAgeSeconds: 0 });
      const row = (n: number, status: 'queued' | 'sent', minutesAgo: number) => ({
        kind: 'test',
        idempotencyKey: `metrics-test:${n}`,
        recipient: 'alguien@test.mx',
        subject: 'Prueba',
        html: '<p>Prueba</p>',
        text: 'Prueba',
        status,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
      await database.db.insert(mailOutbox).values([row(1, 'queued', 2), row(2, 'queued', 1), row(3, 'sent', 30)]);
      const queue = await mailQueue(database.db);
      expect(queue.depth).toBe(2);
      expect(queue.oldestAgeSeconds).toBeGreaterThanOrEqual(119);
      expect(queue.oldestAgeSeconds).toBeLessThan(180);
    } finally {
      await database.close();
    }
  });
});
