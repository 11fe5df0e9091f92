import { AUTH_MESSAGES, type LoginBody, type UserType } from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import type { TokenUser } from '../../lib/access-token.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import type { Session } from '../../lib/session-cookie.ts';
import { usersService } from '../users/users.service.ts';
import { REFRESH_RACE_GRACE_MS, refreshTokensRepository } from './refresh-tokens.repository.ts';

/** The login tab a user type may sign in from: admins and representatives use the Orientador tab. */
const ROLE_ACCEPTS: Record<LoginBody['role'], readonly UserType[]> = {
  student: ['student'],
  orienter: ['orienter', 'admin', 'university'],
  university: ['university'],
};

export function authService(context: ServiceContext) {
  const { work, tokens, loginThrottle, log, forgetSession } = context;
  const users = usersService(context);

  async function startSession(user: TokenUser): Promise<Session> {
    const refresh = await refreshTokensRepository(work.db).issue(user.id);
    return { accessToken: tokens.sign(user), refresh };
  }

  return {
    startSession,

    async login(body: LoginBody, ip: string): Promise<Session> {
      const accountKey = body.email.toLowerCase();
      await loginThrottle.assertOpen(accountKey, ip);
      const user = await users.findByEmail(accountKey);
      let ok = false;
      if (user) ok = await verifyPassword(user.passwordHash, body.password);
      else await verifyAgainstDummy(body.password);
      if (!user || !ok || !ROLE_ACCEPTS[body.role].includes(user.type)) {
        log.warn({ event: 'login_failed', ip, userId: user?.id ?? null }, 'login failed');
        await loginThrottle.failed(accountKey, ip);
        throw new AppError(401, 'InvalidCredentials', AUTH_MESSAGES.loginWrong);
      }
      await loginThrottle.succeeded(accountKey);
      return startSession({ id: user.id, type: user.type, sessionVersion: user.sessionVersion });
    },

    /** Rotates a refresh token; a token presented again after rotation revokes its family. */
    async refresh(token: string | undefined): Promise<Session & { userId: number }> {
      if (!token) throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      const result = await work.run(async (unit) => {
        const repo = refreshTokensRepository(unit.db);
        const row = await repo.findForUpdate(token);
        if (!row || row.revokedAt) return { kind: 'invalid' as const };
        const now = Date.now();
        if (row.expiresAt.getTime() <= now || row.familyExpiresAt.getTime() <= now) return { kind: 'invalid' as const };
        if (row.rotatedAt) {
          if (now - row.rotatedAt.getTime() <= REFRESH_RACE_GRACE_MS)
            return { kind: 'race' as const, userId: row.userId };
          await repo.revokeFamily(row.familyId);
          return { kind: 'reuse' as const, userId: row.userId, familyId: row.familyId };
        }
        await repo.markRotated(row.id);
        const refresh = await repo.issue(row.userId, { id: row.familyId, expiresAt: row.familyExpiresAt });
        return { kind: 'rotated' as const, userId: row.userId, refresh };
      });
      if (result.kind === 'invalid') throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      if (result.kind === 'reuse') {
        log.warn(
          { event: 'refresh_token_reuse', userId: result.userId, familyId: result.familyId },
          'refresh token reuse',
        );
        throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      }
      const user = await users.findSession(result.userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      const accessToken = tokens.sign(user);
      const { userId } = result;
      return result.kind === 'rotated' ? { accessToken, refresh: result.refresh, userId } : { accessToken, userId };
    },

    /**
     * Ends every session of a user at once: access tokens already handed out stop working on their
     * next request (their session version is behind) and no refresh token of the user renews.
     */
    async endAllSessions(userId: number): Promise<void> {
      await work.run(async (unit) => {
        await usersService(within(context, unit)).bumpSessionVersion(userId);
        await refreshTokensRepository(unit.db).revokeAllOfUser(userId);
        unit.afterCommit(() => forgetSession(userId));
      });
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const repo = refreshTokensRepository(work.db);
      const row = await repo.findForUpdate(token);
      if (row) await repo.revokeFamily(row.familyId);
    },
  };
}
