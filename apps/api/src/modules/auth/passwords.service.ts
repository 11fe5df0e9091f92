import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MESSAGES, type ChangePasswordBody, type PasswordResetConfirmBody } from '@tlp/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AccessTokens } from '../../lib/access-token.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { AppError, codeError, found, unauthorized, validationError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Session } from '../../lib/session-cookie.ts';
import type { PasswordThrottle } from '../../plugins/rate-limit.ts';
import { mailService, passwordChangedMail, passwordResetMail } from '../mail/mail.service.ts';
import { usersService } from '../users/users.service.ts';
import {
  hashResetToken,
  newResetToken,
  passwordResetTokensRepository,
  RESET_TOKEN_MINUTES,
} from './password-reset-tokens.repository.ts';
import { refreshTokensRepository } from './refresh-tokens.repository.ts';

/** Paths of the web app that the e-mails link to (apps/web/src/config/paths.ts). */
const RESET_PAGE = '/restablecer';
const REQUEST_PAGE = '/recuperar';

/**
 * Recovery by e-mail and change in the profile. Both end every session of the user (session
 * version and refresh tokens, in the transaction that sets the password) and queue the notice
 * «Tu contraseña cambió» in that same transaction; the caller nudges the mail worker and tells
 * this process's session cache after commit.
 */
export function passwordsService(deps: {
  db: Db;
  tokens: AccessTokens;
  throttle: PasswordThrottle;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, tokens, throttle, publicUrl, log } = deps;
  const users = usersService(db);

  /** Sets the password and ends every session, all in `tx`; answers the new session version. */
  async function replacePassword(
    tx: DbOrTx,
    user: { id: number; firstName: string; email: string },
    passwordHash: string,
    event: string,
  ) {
    const sessionVersion = found(await usersService(tx).setPassword(user.id, passwordHash), unauthorized);
    await refreshTokensRepository(tx).revokeAllOfUser(user.id);
    await passwordResetTokensRepository(tx).endAllOfUser(user.id);
    await mailService(tx).enqueue({
      kind: 'password_changed',
      idempotencyKey: `password-changed:${user.id}:${sessionVersion}:${event}`,
      to: user.email,
      content: passwordChangedMail({ firstName: user.firstName, resetUrl: `${publicUrl}${REQUEST_PAGE}` }),
    });
    return sessionVersion;
  }

  return {
    /**
     * Mails a reset link when the e-mail has an account; answers the same, after the same work
     * (a token made and hashed, a transaction), when it has none.
     */
    async requestReset(email: string): Promise<void> {
      await throttle.resetRequested(email.toLowerCase());
      const { token, tokenHash } = newResetToken();
      const user = await users.findAccount({ email });
      const content = passwordResetMail({
        firstName: user?.firstName ?? '',
        url: `${publicUrl}${RESET_PAGE}/${token}`,
        validMinutes: RESET_TOKEN_MINUTES,
      });
      await db.transaction(async (tx) => {
        const repo = passwordResetTokensRepository(tx);
        await repo.endAllOfUser(user?.id ?? -1);
        if (!user) return;
        const tokenId = await repo.insert(user.id, tokenHash);
        await mailService(tx).enqueue({
          kind: 'password_reset',
          idempotencyKey: `password-reset:${tokenId}`,
          to: user.email,
          content,
          secret: true,
        });
      });
      log.info(
        { event: user ? 'password_reset_requested' : 'password_reset_unknown_email', userId: user?.id ?? null },
        'password reset requested',
      );
    },

    /** Sets the new password with a live token, which it uses up; answers the user's id. */
    async confirmReset(body: PasswordResetConfirmBody): Promise<number> {
      assertUncommonPassword(body.password);
      const tokenHash = hashResetToken(body.token);
      const gone = () => codeError('PasswordResetTokenInvalid');
      // A dead link is told before the password is hashed; the update below is the judge.
      if ((await passwordResetTokensRepository(db).findLive(tokenHash)) === undefined) throw gone();
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (tx) => {
        const used = await passwordResetTokensRepository(tx).use(tokenHash);
        if (!used) throw gone();
        const user = found(await usersService(tx).findAccount({ id: used.userId }), gone);
        await replacePassword(tx, user, passwordHash, `reset-${used.id}`);
        return user.id;
      });
      log.info({ event: 'password_reset', userId }, 'password reset');
      return userId;
    },

    /**
     * Changes the password of a signed-in user who knows the current one; every other session
     * ends, and the caller gets a new one.
     */
    async change(userId: number, body: ChangePasswordBody): Promise<Session> {
      await throttle.assertChangeOpen(userId);
      const user = found(await users.findAccount({ id: userId }), unauthorized);
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        log.warn({ event: 'password_change_failed', userId }, 'wrong current password');
        await throttle.changeFailed(userId);
        throw new AppError(400, 'WrongCurrentPassword', PASSWORD_MESSAGES.wrongCurrentPassword, [
          { path: 'currentPassword', message: PASSWORD_MESSAGES.wrongCurrentPassword },
        ]);
      }
      await throttle.changeSucceeded(userId);
      if (body.newPassword === body.currentPassword) {
        throw validationError([{ path: 'newPassword', message: PASSWORD_MESSAGES.sameAsCurrent }]);
      }
      assertUncommonPassword(body.newPassword, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      const session = await db.transaction(async (tx) => {
        const sessionVersion = await replacePassword(tx, user, passwordHash, 'change');
        const refresh = await refreshTokensRepository(tx).issue(user.id);
        return { accessToken: tokens.sign({ id: user.id, type: user.type, sessionVersion }), refresh };
      });
      log.info({ event: 'password_changed', userId }, 'password changed');
      return session;
    },
  };
}
