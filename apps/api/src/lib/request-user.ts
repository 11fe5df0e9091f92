import type { FastifyRequest } from 'fastify';
import type { TokenUser } from './access-token.ts';
import { unauthorized } from './errors.ts';

/** The signed-in user of a request: what the token says, and what the session check read with it. */
export interface SessionUser extends TokenUser {
  highschoolId: number | null;
  /** A representative's campus (type 'university'); null for everyone else. */
  campusId: number | null;
  /** They accepted the privacy notice in force (PRIVACY_NOTICE_VERSION). */
  privacyAccepted: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The signed-in user of a non-public route (plugins/auth.ts guarantees it). */
export function currentUserOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
