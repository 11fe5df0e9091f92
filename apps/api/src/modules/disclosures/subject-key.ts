import { createHmac } from 'node:crypto';

const BLOCK = 64; // SHA-256's block size, in bytes

/**
 * The pseudonymous key of a student in the disclosure ledger: HMAC-SHA256 of their user id, with a
 * key derived from the server's secret (JWT_SECRET). It lets a record outlive the account (whose
 * deletion sets `user_id` to null) and still be found for that person, without naming them.
 *
 * The same HMAC is computed in SQL (disclosures.repository.ts, from `innerPad` and `outerPad`), so an export records one row per student in one
 * set-based statement: HMAC(K, m) = SHA256((K ^ opad) || SHA256((K ^ ipad) || m)), with the
 * padded keys passed as hex parameters and PostgreSQL's built-in sha256() (no extension needed).
 * Rotating JWT_SECRET starts new keys: older rows keep theirs.
 */
export function subjectKeys(secret: string) {
  const key = createHmac('sha256', secret).update('tlp:disclosure-subject').digest();
  const pad = (byte: number) => {
    const padded = Buffer.alloc(BLOCK, 0);
    key.copy(padded);
    return Buffer.from(padded.map((b) => b ^ byte));
  };
  const inner = pad(0x36).toString('hex');
  const outer = pad(0x5c).toString('hex');
  return {
    /** The key of one user id. */
    of: (userId: number) => createHmac('sha256', key).update(String(userId)).digest('hex'),
    /** The HMAC key XOR ipad and XOR opad, as hex, for the same computation in SQL. */
    innerPad: inner,
    outerPad: outer,
  };
}

export type SubjectKeys = ReturnType<typeof subjectKeys>;
