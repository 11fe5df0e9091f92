import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { currentUserOf } from '../../plugins/auth.ts';

/**
 * Admins reach every school; an orienter only their own (the token carries no school, so it is
 * read here). Anyone else, or another school, is a 403 that does not reveal whether it exists.
 */
export async function assertSchoolAccess(request: FastifyRequest, db: DbOrTx, highschoolId: number): Promise<void> {
  const user = currentUserOf(request);
  if (user.type === 'admin') return;
  if (user.type === 'orienter') {
    const [row] = await db.select({ highschoolId: users.highschoolId }).from(users).where(eq(users.id, user.id));
    if (row?.highschoolId === highschoolId) return;
  }
  request.log.warn(
    { event: 'access_denied', userId: user.id, target: highschoolId, url: request.url },
    'access denied',
  );
  throw forbidden();
}
