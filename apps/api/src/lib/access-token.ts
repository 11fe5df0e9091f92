import { SignJWT, jwtVerify } from 'jose';
import type { UserType } from '@tlp/shared';

export interface TokenUser {
  id: number;
  type: UserType;
  /** The user's session version when the token was signed; a raised version ends the token. */
  sessionVersion: number;
}

const ALGORITHM = 'HS256';
const ISSUER = 'toca-la-puerta';
const ACCESS_TOKEN_SECONDS = 10 * 60;

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(user: TokenUser): Promise<string> {
      return new SignJWT({ typ: user.type, sv: user.sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key);
    },
    /** The user of a valid token, or null; only the allow-listed algorithm is accepted. */
    async verify(token: string): Promise<TokenUser | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        const id = Number(payload.sub);
        const type = payload.typ;
        const sessionVersion = payload.sv;
        if (!Number.isInteger(id) || (type !== 'student' && type !== 'orienter' && type !== 'admin')) return null;
        if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return null;
        return { id, type, sessionVersion };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
