import { describe, expect, it } from 'vitest';
import { isSecretKey, redact, REDACTED } from './redact.ts';

describe('redact', () => {
  it('replaces passwords, tokens, hashes, keys and secrets at any depth', () => {
    const input = {
      id: 7,
      name: 'Campus Norte',
      password: 'Secreto123',
      password_hash: '$argon2id$…',
      passwordHash: '$argon2id$…',
      newPassword: 'Otra1234',
      token: 'abc',
      refreshToken: 'def',
      token_hash: 'ghi',
      key: 'DEMO2026',
      orienter_key: 'DEMO2026',
      orienterKey: 'DEMO2026',
      secret: 'x',
      nested: { list: [{ accessToken: 'jwt', ok: 1 }], cookie: 'tlp_refresh=…' },
    };
    expect(redact(input)).toEqual({
      id: 7,
      name: 'Campus Norte',
      password: REDACTED,
      password_hash: REDACTED,
      passwordHash: REDACTED,
      newPassword: REDACTED,
      token: REDACTED,
      refreshToken: REDACTED,
      token_hash: REDACTED,
      key: REDACTED,
      orienter_key: REDACTED,
      orienterKey: REDACTED,
      secret: REDACTED,
      nested: { list: [{ accessToken: REDACTED, ok: 1 }], cookie: REDACTED },
    });
  });

  it('keeps the fields a record is recognised by', () => {
    for (const key of ['id', 'uuid', 'name', 'seats', 'highschool_id', 'members', 'notebooks', 'keyboard_layout']) {
      expect(isSecretKey(key), key).toBe(false);
    }
    expect(redact(null)).toBeNull();
    expect(redact([1, 'a'])).toEqual([1, 'a']);
  });
});
