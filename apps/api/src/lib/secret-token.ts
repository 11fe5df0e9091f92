import { createHash, randomBytes } from 'node:crypto';

/** A mailed link's or a session's secret: 256 random bits, and the only thing stored of them, their SHA-256. */
export function newSecretToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
