/**
 * What an audit row never holds: passwords, tokens, hashes, keys and secrets, whatever the record
 * calls them (`password_hash`, `refreshToken`, `key`, …). Their values are replaced, not dropped,
 * so the row still says that the field was there (and whether it changed is not revealed).
 */
const SECRET_KEY = /pass(word)?|token|hash|secret|^key$|_key$|Key$|credential|cookie|authorization|content/i;

export const REDACTED = '[redactado]';

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

/** A copy of `value` with every secret-named field, at any depth, replaced by REDACTED. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, isSecretKey(k) ? REDACTED : redact(v)]),
    );
  }
  return value;
}
