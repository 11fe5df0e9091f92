import { createHmac, timingSafeEqual } from 'node:crypto';
import { USER_TYPES, type UserType } from '@tlp/shared';

export interface TokenUser {
  id: number;
  type: UserType;
  /** The user's session version when the token was signed; a raised version ends the token. */
  sessionVersion: number;
}

const ISSUER = 'toca-la-puerta';
const ACCESS_TOKEN_SECONDS = 10 * 60;
/** The one header this app signs and accepts (RFC 7515 compact form, HS256). */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const TOKEN_USER_TYPES: ReadonlySet<unknown> = new Set<UserType>(USER_TYPES);

const now = () => Math.floor(Date.now() / 1000);

/** Verified tokens kept per process: past this many, the oldest verified goes first. */
const MOST_VERIFIED = 10_000;

function parseJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Access tokens: JWTs signed with HMAC-SHA256 by node:crypto, synchronously (every request verifies
 * one; WebCrypto's async HMAC cost several times more). Only `alg: HS256` is accepted.
 * A token that verified is kept with its expiry: the same string sent again (every request of a
 * session for its 10 minutes) is answered without the HMAC and the JSON parsing. Only an exact
 * string that passed every check is ever kept, and its expiry is checked on each use.
 */
export function createAccessTokens(secret: string) {
  const mac = (input: string) => createHmac('sha256', secret).update(input).digest();
  const verified = new Map<string, { user: TokenUser; exp: number }>();
  const remember = (token: string, user: TokenUser, exp: number) => {
    if (verified.size >= MOST_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { user, exp });
    return user;
  };
  return {
    sign(user: TokenUser): string {
      const issuedAt = now();
      const claims = {
        typ: user.type,
        sv: user.sessionVersion,
        sub: String(user.id),
        iss: ISSUER,
        iat: issuedAt,
        exp: issuedAt + ACCESS_TOKEN_SECONDS,
      };
      const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },

    /** The user of a valid token (signed here, HS256, this issuer, not expired), or null. */
    verify(token: string): TokenUser | null {
      const known = verified.get(token);
      if (known) {
        if (known.exp > now()) return known.user;
        verified.delete(token);
        return null;
      }
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [header, payload, signature] = parts as [string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${header}.${payload}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const head = parseJson(header);
      if (head?.alg !== 'HS256' || 'crit' in head) return null;
      const claims = parseJson(payload);
      if (!claims || claims.iss !== ISSUER) return null;
      if (typeof claims.exp !== 'number' || claims.exp <= now()) return null;
      const id = Number(claims.sub);
      const sessionVersion = claims.sv;
      if (typeof claims.sub !== 'string' || !Number.isInteger(id) || !TOKEN_USER_TYPES.has(claims.typ)) return null;
      if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return null;
      return remember(token, Object.freeze({ id, type: claims.typ as UserType, sessionVersion }), claims.exp);
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
