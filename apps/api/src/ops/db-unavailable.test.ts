import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { errorsPlugin } from '../plugins/errors.ts';
import { describeDbError, isDbUnavailable, markDbUnavailable } from '../db/unavailable.ts';
import { EXPECTED_503 } from './testing/server-process.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

/** A local port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDbUnavailable', () => {
  it.each([
    ['admin shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', pgError('57P02')],
    ['cannot connect now', pgError('57P03', 'the database system is starting up')],
    ['too many connections', pgError('53300')],
    ['connection exception', pgError('08000')],
    ['connection does not exist', pgError('08003')],
    ['connection failure', pgError('08006')],
    ['refused', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', pgError('ECONNRESET')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['terminated by timeout', new Error('Connection terminated due to connection timeout')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['marked by the pool', markDbUnavailable(pgError('55000', 'database "x" is not currently accepting connections'))],
    ['wrapped by Drizzle', wrapped(pgError('57P01'))],
    ['wrapped twice', wrapped(new Error('outer', { cause: new Error('Connection terminated unexpectedly') }))],
    ['several addresses', Object.assign(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]))],
  ])('%s → yes', (_name, err) => {
    expect(isDbUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', pgError('23505')],
    ['syntax error', wrapped(pgError('42601'))],
    ['not accepting connections, but not from connecting', pgError('55000')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['an app error', new AppError(404, 'NotFound', 'x')],
    ['a Fastify error', pgError('FST_ERR_CTP_INVALID_JSON_BODY')],
    ['not an error', 'Connection terminated unexpectedly'],
    ['nothing', undefined],
  ])('%s → no', (_name, err) => {
    expect(isDbUnavailable(err)).toBe(false);
  });

  it('stops on a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = new Error('b', { cause: a });
    expect(isDbUnavailable(a)).toBe(false);
  });

  it('describes the innermost cause only (a Drizzle message lists the query parameters)', () => {
    const err = new DrizzleQueryError('insert into users values ($1)', ['secret@x.mx'], pgError('57P01', 'bye'));
    expect(describeDbError(err)).toEqual({ code: '57P01', message: 'bye' });
  });
});

describe('a database that cannot be reached', () => {
  let port: number;
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const d of opened) await d.close();
  });

  it('fails queries with an error classified as unavailable (pool marks connect errors)', async () => {
    port = await closedPort();
    const logged: unknown[] = [];
    const database = await openPostgres(`postgres://postgres@127.0.0.1:${port}/none`, 2, {
      warn: (obj) => logged.push(obj),
    });
    opened.push(database);
    const err = await database.db.execute('select 1').catch((e: unknown) => e);
    expect(isDbUnavailable(err)).toBe(true);
    const inTx = await database.db.transaction(async (tx) => tx.execute('select 1')).catch((e: unknown) => e);
    expect(isDbUnavailable(inTx)).toBe(true);
  });

  it('answers API requests and /ready with the 503 shape and Retry-After, /health with 200', async () => {
    const database = await openPostgres(`postgres://postgres@127.0.0.1:${port ?? (await closedPort())}/none`, 2, {
      warn: () => {},
    });
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDistDir: '/nonexistent' };
    const app = await buildApp({ config, database, jwtSecret: 'x'.repeat(48), logger: false });
    opened.push({ close: () => app.close().then(() => database.close()) });

    const ready = await app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual(EXPECTED_503);
    expect(ready.body).not.toMatch(/postgres|pglite/i);

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.mx', password: 'Secreto123', role: 'student' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.headers['retry-after']).toBe('5');
    expect(login.json()).toEqual(EXPECTED_503);

    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('error handler', () => {
  it('maps unavailable errors to 503 and leaves the others alone', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/down', async () => {
      throw wrapped(pgError('57P01', 'terminating connection due to administrator command'));
    });
    app.get('/bug', async () => {
      throw wrapped(pgError('42601'));
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual(EXPECTED_503);
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
