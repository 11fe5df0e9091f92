import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors.ts';
import { drainAndClose } from './graceful-shutdown.ts';
import { request, sleep } from './testing/server-process.ts';

async function slowApp(handlerMs: number) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
  });
  // Resolved once the request is in the handler: the drain must begin while it is in flight (a
  // fixed pause lost that race on a loaded machine, and the late request was refused, 503).
  let arrived!: () => void;
  const inHandler = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await sleep(handlerMs);
    return { done: true };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, closed: () => closed, inHandler };
}

function recordingLog() {
  const lines: Array<{ level: string; obj: unknown }> = [];
  const at = (level: string) => (obj: unknown) => void lines.push({ level, obj });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as FastifyInstance['log'];
  return { log, lines };
}

describe('drainAndClose', () => {
  it('lets the request in flight finish, closes its connection, then closes the app: exit code 0', async () => {
    const { app, base, closed, inHandler } = await slowApp(300);
    const { log, lines } = recordingLog();
    const inFlight = request(base, '/slow');
    await inHandler;
    const result = await drainAndClose(app, { drainMs: 5_000, log });
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.headers.connection).toBe('close');
    expect(result.exitCode).toBe(0);
    expect(result.drainedMs).toBeLessThan(2_000);
    expect(closed()).toBe(true);
    expect(lines.some((l) => l.level === 'error')).toBe(false);
  });

  it('gives up when the drain time runs out: exit code 1, logged', async () => {
    const { app, base, inHandler } = await slowApp(2_000);
    const { log, lines } = recordingLog();
    const inFlight = request(base, '/slow').catch((err: Error) => err);
    await inHandler;
    const started = Date.now();
    const result = await drainAndClose(app, { drainMs: 200, log, closeMs: 500 });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result.exitCode).toBe(1);
    expect(lines.some((l) => l.level === 'error')).toBe(true);
    expect(await inFlight).toBeInstanceOf(Error); // its connection was closed
  });
});
