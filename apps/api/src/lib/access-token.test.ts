import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-token.ts';

const SECRET = 'a-secret-of-the-tests'.padEnd(48, 'x');
const key = new TextEncoder().encode(SECRET);
const tokens = createAccessTokens(SECRET);
const user = { id: 42, type: 'student' as const, sessionVersion: 3 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const joseToken = (claims: Record<string, unknown>, exp: string | number = '5m', alg = 'HS256') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg })
    .setSubject('42')
    .setIssuer('toca-la-puerta')
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);

describe('access tokens (HS256 with node:crypto)', () => {
  it('verifies what it signs, and a standard library verifies it too', async () => {
    const token = tokens.sign(user);
    expect(tokens.verify(token)).toEqual(user);
    const { payload, protectedHeader } = await jwtVerify(token, key, { issuer: 'toca-la-puerta' });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: '42', typ: 'student', sv: 3 });
    expect(payload.exp! - payload.iat!).toBe(600);
  });

  it('accepts a token signed by a standard library with the same secret', async () => {
    expect(tokens.verify(await joseToken({ typ: 'admin', sv: 0 }))).toEqual({
      id: 42,
      type: 'admin',
      sessionVersion: 0,
    });
  });

  it('refuses another secret, another algorithm, alg none, a changed payload and malformed tokens', async () => {
    const other = createAccessTokens('another-secret'.padEnd(48, 'y'));
    expect(tokens.verify(other.sign(user))).toBeNull();
    expect(tokens.verify(await joseToken({ typ: 'admin', sv: 0 }, '5m', 'HS512'))).toBeNull();
    const [header, payload, signature] = tokens.sign(user).split('.') as [string, string, string];
    expect(tokens.verify(`${b64({ alg: 'none' })}.${payload}.`)).toBeNull();
    expect(
      tokens.verify(
        `${header}.${b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), typ: 'admin' })}.${signature}`,
      ),
    ).toBeNull();
    for (const bad of ['', 'abc', 'a.b', 'a.b.c.d', `${header}.${payload}`, `${header}.!!.${signature}`])
      expect(tokens.verify(bad)).toBeNull();
  });

  it('refuses an expired token, another issuer and claims of the wrong shape', async () => {
    expect(tokens.verify(await joseToken({ typ: 'admin', sv: 0 }, Math.floor(Date.now() / 1000) - 1))).toBeNull();
    const foreign = await new SignJWT({ typ: 'admin', sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer('someone-else')
      .setExpirationTime('5m')
      .sign(key);
    expect(tokens.verify(foreign)).toBeNull();
    expect(tokens.verify(await joseToken({ typ: 'superuser', sv: 0 }))).toBeNull();
    expect(tokens.verify(await joseToken({ typ: 'admin' }))).toBeNull();
    expect(tokens.verify(await joseToken({ typ: 'admin', sv: 1.5 }))).toBeNull();
  });

  it('ends a token after its ten minutes', () => {
    vi.useFakeTimers({ now: new Date('2027-03-01T12:00:00Z') });
    try {
      const token = tokens.sign(user);
      vi.setSystemTime(new Date('2027-03-01T12:09:59Z'));
      expect(tokens.verify(token)).toEqual(user);
      vi.setSystemTime(new Date('2027-03-01T12:10:00Z'));
      expect(tokens.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a token verified before from what it kept, and still checks any other string in full', () => {
    const token = tokens.sign({ ...user, id: 77 });
    expect(tokens.verify(token)).toEqual({ ...user, id: 77 });
    expect(tokens.verify(token)).toEqual({ ...user, id: 77 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const admin = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), typ: 'admin' });
    expect(tokens.verify(`${header}.${admin}.${signature}`)).toBeNull();
    expect(Object.isFrozen(tokens.verify(token))).toBe(true);
  });
});
