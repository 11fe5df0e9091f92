import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { CENSOR, safeMessage, safeUrl, serializeError, serializeRequest } from './log-serializers.ts';

const EMAIL = 'ana.perez@correo.mx';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

/** node-postgres / PGlite: a DatabaseError with the server's fields, plus PGlite's query and params. */
class DatabaseError extends Error {
  constructor(message: string, fields: Record<string, unknown>) {
    super(message);
    this.name = 'error';
    Object.assign(this, fields);
  }
}

function checkViolation() {
  return new DatabaseError('new row for relation "users" violates check constraint "users_reject"', {
    severity: 'ERROR',
    code: '23514',
    detail: `Failing row contains (7, student, Ana, Pérez, ${EMAIL}, ${HASH}).`,
    hint: `Revisa ${EMAIL}`,
    where: `SQL function "f" statement 1: ${EMAIL}`,
    internalQuery: `select '${EMAIL}'`,
    schema: 'public',
    table: 'users',
    constraint: 'users_reject',
    file: 'execMain.c',
    routine: 'ExecConstraints',
    query: `insert into "users" ("email", "password_hash") values ($1, $2)`,
    params: [EMAIL, HASH],
    parameters: [EMAIL, HASH],
    queryOptions: { rowMode: 'object' },
  });
}

describe('the error serializer', () => {
  it("keeps a Drizzle error's type and stack frames and drops its SQL and parameters", () => {
    const cause = checkViolation();
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      [EMAIL, HASH],
      cause,
    );
    const out = serializeError(err);
    const text = JSON.stringify(out);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('insert into');
    expect(text).not.toContain('Failing row');
    expect(out).toMatchObject({ type: 'DrizzleQueryError', message: `Failed query: ${CENSOR}` });
    expect(out).not.toHaveProperty('query');
    expect(out).not.toHaveProperty('params');
    expect(out.stack).toMatch(/^Error: Failed query: \[oculto\]\n\s+at /);
    expect(out.stack).toContain('log-serializers.test.ts');
    expect(out.cause).toEqual({
      type: 'DatabaseError',
      name: 'error',
      message: 'new row for relation "users" violates check constraint "users_reject"',
      severity: 'ERROR',
      code: '23514',
      schema: 'public',
      table: 'users',
      constraint: 'users_reject',
      routine: 'ExecConstraints',
      stack: expect.stringMatching(/^error: new row for relation "users"/),
    });
  });

  it('drops detail, hint, where, internalQuery, parameters and every field not on the safe list', () => {
    const out = serializeError(checkViolation()) as unknown as Record<string, unknown>;
    for (const field of ['detail', 'hint', 'where', 'internalQuery', 'query', 'params', 'parameters', 'queryOptions']) {
      expect(out, field).not.toHaveProperty(field);
    }
    const custom = Object.assign(new Error('boom'), { user: { email: EMAIL }, body: { password: 'Segura123' } });
    expect(serializeError(custom)).toEqual({ type: 'Error', message: 'boom', stack: expect.any(String) });
  });

  it('cuts DETAIL/HINT/WHERE lines and "params:" out of a message, and quoted input of a data exception', () => {
    expect(safeMessage(`duplicate key value\nDETAIL:  Key (email)=(${EMAIL}) already exists.`)).toBe(
      'duplicate key value',
    );
    expect(safeMessage(`boom\nHINT: ${EMAIL}`)).toBe('boom');
    expect(safeMessage(`boom\nWHERE: ${EMAIL}`)).toBe('boom');
    expect(safeMessage(`Wrapped: Failed query: select 1\nparams: ${EMAIL}`)).toBe(`Wrapped: Failed query: ${CENSOR}`);
    expect(safeMessage(`invalid input syntax for type integer: "${EMAIL}"`, '22P02')).toBe(
      `invalid input syntax for type integer: ${CENSOR}`,
    );
    // Other classes keep their quoted names (constraints, relations).
    expect(safeMessage('relation "users" does not exist', '42P01')).toBe('relation "users" does not exist');
  });

  it('rebuilds the first line of the stack from the safe message (a stack repeats the message)', () => {
    const err = new Error(`Failed query: insert ${EMAIL}\nparams: ${HASH}`);
    const out = serializeError(err);
    expect(out.stack).not.toContain(EMAIL);
    expect(out.stack).not.toContain('argon2');
    expect(out.stack?.split('\n')[0]).toBe(`Error: Failed query: ${CENSOR}`);
  });

  it('walks causes and AggregateError members, and survives cycles and non-errors', () => {
    const inner = checkViolation();
    const outer = new Error('outer', { cause: new Error(`Failed query: ${EMAIL}`, { cause: inner }) });
    const out = serializeError(outer);
    expect(out.cause?.message).toBe(`Failed query: ${CENSOR}`);
    expect(out.cause?.cause?.code).toBe('23514');
    expect(JSON.stringify(out)).not.toContain(EMAIL);

    const agg = new AggregateError([checkViolation(), new Error('ECONNREFUSED')], 'all failed');
    const aggOut = serializeError(agg);
    expect(aggOut.errors).toHaveLength(2);
    expect(JSON.stringify(aggOut)).not.toContain(EMAIL);

    const cyclic = new Error('a') as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    expect(serializeError(cyclic).cause).toEqual({ type: 'Error', message: '[circular]', stack: '' });
    expect(serializeError('plain text')).toEqual({
      type: 'string',
      message: 'plain text',
      stack: 'string: plain text',
    });
  });
});

describe('the request serializer', () => {
  it('logs method, URL, host and address only, with access-link UUIDs masked', () => {
    const req = {
      method: 'GET',
      url: '/api/v1/auth/access-links/0b6f3c1e-2a4d-4c8e-9f10-123456789abc/validate',
      host: 'toca.mx',
      ip: '10.0.0.1',
      socket: { remotePort: 5555 },
      headers: { authorization: 'Bearer x', cookie: 'tlp_refresh=y' },
      body: { password: 'Segura123' },
    };
    expect(serializeRequest(req)).toEqual({
      method: 'GET',
      url: `/api/v1/auth/access-links/${CENSOR}/validate`,
      host: 'toca.mx',
      remoteAddress: '10.0.0.1',
      remotePort: 5555,
    });
    expect(safeUrl('/signup/0B6F3C1E-2A4D-4C8E-9F10-123456789ABC?x=1')).toBe(`/signup/${CENSOR}?x=1`);
    const token = 'k3Zp8Qw1_xY-7aBcDeFgHiJkLmNoPqRsTuVwXyZ0123';
    expect(safeUrl(`/restablecer/${token}`)).toBe(`/restablecer/${CENSOR}`);
    expect(safeUrl(`/restablecer/${token}/?x=1`)).toBe(`/restablecer/${CENSOR}/?x=1`);
    expect(safeUrl(`/api/v1/auth/password-reset/${token}`)).toBe(`/api/v1/auth/password-reset/${CENSOR}`);
    expect(safeUrl('/api/v1/auth/password-reset/confirm')).toBe('/api/v1/auth/password-reset/confirm');
    expect(safeUrl('/restablecer')).toBe('/restablecer');
    expect(safeUrl(`/autorizacion/${token}`)).toBe(`/autorizacion/${CENSOR}`);
    expect(safeUrl(`/api/v1/guardian-consents/${token}?x=1`)).toBe(`/api/v1/guardian-consents/${CENSOR}?x=1`);
    expect(safeUrl(`/familia/${token}`)).toBe(`/familia/${CENSOR}`);
    expect(safeUrl('/familia')).toBe('/familia');
  });
});
