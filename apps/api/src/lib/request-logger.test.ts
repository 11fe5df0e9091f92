import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from './log-options.ts';
import { CENSOR } from './log-serializers.ts';
import { requestLoggerFactory } from './request-logger.ts';

const lines: string[] = [];
let app: FastifyInstance;

/** An app with the product's logger options and request loggers, at this level. */
async function appAt(level: string) {
  lines.length = 0;
  app = Fastify({
    logger: loggerOptions(level, { stream: { write: (l) => lines.push(l) } }),
    childLoggerFactory: requestLoggerFactory,
    disableRequestLogging: true,
  });
  app.get('/quiet', async (request) => {
    request.log.debug({ email: 'alumna@correo.mx' }, 'below the level');
    return { ok: true };
  });
  app.get('/level', async (request) => ({ level: request.log.level }));
  app.get('/loud', async (request) => {
    request.log.warn({ email: 'alumna@correo.mx', step: 2 }, 'something to see');
    request.log.warn('a second line');
    return { ok: true };
  });
  await app.ready();
  return vi.spyOn(app.log, 'child');
}

afterEach(() => app.close());

describe('a request logger', () => {
  it('makes no pino child for a request that writes no line at an enabled level', async () => {
    const child = await appAt('warn');
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes the same line as a child would, once made: the request id, the fields, the redaction', async () => {
    const child = await appAt('warn');
    await app.inject({ url: '/loud', headers: { 'x-request-id': 'abc' } });
    expect(child).toHaveBeenCalledTimes(1);
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toMatchObject({ level: 40, reqId: expect.any(String), step: 2, msg: 'something to see' });
    expect(first!.email).toBe(CENSOR);
    expect(second).toMatchObject({ reqId: first!.reqId, msg: 'a second line' });
    expect(lines.join('')).not.toContain('alumna@correo.mx');
  });

  it('writes a line of a level the app writes, and answers the level it writes at', async () => {
    await appAt('debug');
    await app.inject({ url: '/quiet' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 20, msg: 'below the level' });
    expect((await app.inject({ url: '/level' })).json()).toEqual({ level: 'debug' });
  });
});
