/**
 * Passwords too easy to guess: the ranked list of common breached passwords of zxcvbn-ts
 * (compared in lowercase, so `Password1` counts as `password1`), one repeated character
 * (`aaaaaaaa`) and plain runs (`12345678`, `abcdefgh`, `87654321`).
 */
import { VALIDATION } from '@tlp/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { validationError } from './errors.ts';

let common: Set<string> | undefined;

/** Built on first use: about 50 000 entries. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Every character one step from the one before it, always in the same direction (or not at all). */
function isRunOrRepeat(password: string): boolean {
  const codes = Array.from(password, (c) => c.codePointAt(0)!);
  if (codes.length < 2) return true;
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) > 1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return commonPasswords().has(lower) || isRunOrRepeat(lower);
}

/** 400 ValidationError on the field (`password`) when it is too common: call it before anything is written. */
export function assertUncommonPassword(password: string, path = 'password'): void {
  if (isCommonPassword(password)) throw validationError([{ path, message: VALIDATION.commonPassword }]);
}
