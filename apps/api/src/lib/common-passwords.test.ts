import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@tlp/shared';
import { assertUncommonPassword, isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['12345678', 'Password1', 'password', 'PASSWORD', 'qwerty123', '11111111', 'aaaaaaaa', 'ZZZZZZZZZ'])(
    'refuses %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['abcdefgh', 'ABCDEFGHIJ', '87654321', 'hgfedcba', '23456789'])('refuses the plain run %s', (password) =>
    expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Demo12345', 'uQ7#vLr2!pZx9Tm', 'Puerta-Abierta-2031', 'acegikmo', 'Gato.Azul.92'])(
    'accepts %s',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});

describe('assertUncommonPassword', () => {
  it('throws a 400 ValidationError on the password field', () => {
    expect(() => assertUncommonPassword('Password1')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        errorCode: 'ValidationError',
        message: VALIDATION.commonPassword,
        details: [{ path: 'password', message: VALIDATION.commonPassword }],
      }),
    );
    expect(() => assertUncommonPassword('Demo12345')).not.toThrow();
  });
});
