import { PASSWORD_MESSAGES, type ChangePasswordBody, type PasswordResetConfirmBody } from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import type { Work } from '../../core/unit-of-work.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { AppError, codeError, found, unauthorized, validationError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import type { Session } from '../../lib/session-cookie.ts';
import { mailService, passwordChangedMail, passwordResetMail } from '../mail/mail.service.ts';
import { usersService } from '../users/users.service.ts';
import { passwordResetTokensRepository, RESET_TOKEN_MINUTES } from './password-reset-tokens.repository.ts';
import { refreshTokensRepository } from './refresh-tokens.repository.ts';

/** Paths of the web app that the e-mails link to (apps/web/src/config/paths.ts). */
const RESET_PAGE = '/restablecer';
const REQUEST_PAGE = '/recuperar';

type Account = NonNullable<Awaited<ReturnType<ReturnType<typeof usersService>['findAccount']>>>;

/**
 * Before a change that only the account's owner may make (a new password, deleting the account):
 * the current password, under the password-change throttle. A wrong one is a 400 on `path`,
 * logged as `event`. Answers the account.
 */
export async function confirmCurrentPassword(
  context: ServiceContext,
  userId: number,
  given: string,
  { path, event }: { path: string; event: string },
): Promise<Account> {
  const { passwordThrottle: throttle, log } = context;
  await throttle.assertChangeOpen(userId);
  const account = found(await usersService(context).findAccount({ id: userId }), unauthorized);
  if (!(await verifyPassword(account.passwordHash, given))) {
    log.warn({ event, userId }, 'wrong current password');
    await throttle.changeFailed(userId);
    throw new AppError(400, 'WrongCurrentPassword', PASSWORD_MESSAGES.wrongCurrentPassword, [
      { path, message: PASSWORD_MESSAGES.wrongCurrentPassword },
    ]);
  }
  await throttle.changeSucceeded(userId);
  return account;
}

/**
 * Recovery by e-mail and change in the profile. Both end every session of the user (session
 * version and refresh tokens, in the unit of work that sets the password) and queue the notice
 * «Tu contraseña cambió» in that same unit; once it commits, this process forgets the session.
 */
export function passwordsService(context: ServiceContext) {
  const { work, tokens, passwordThrottle: throttle, log, forgetSession } = context;
  const publicUrl = context.config.mail.publicUrl;
  const users = usersService(context);

  /** Sets the password and ends every session, all in `unit`; answers the new session version. */
  async function replacePassword(
    unit: Work,
    user: { id: number; firstName: string; email: string },
    passwordHash: string,
    event: string,
  ) {
    const tx = unit.db;
    const scoped = within(context, unit);
    const sessionVersion = found(await usersService(scoped).setPassword(user.id, passwordHash), unauthorized);
    await refreshTokensRepository(tx).revokeAllOfUser(user.id);
    await passwordResetTokensRepository(tx).endAllOfUser(user.id);
    unit.afterCommit(() => forgetSession(user.id));
    await mailService(scoped).enqueue({
      kind: 'password_changed',
      idempotencyKey: `password-changed:${user.id}:${sessionVersion}:${event}`,
      to: user.email,
      content: passwordChangedMail({ firstName: user.firstName, resetUrl: `${publicUrl}${REQUEST_PAGE}` }),
    });
    return sessionVersion;
  }

  /** Reset requests answered whose work is still going on. */
  const resetsInFlight = new Set<Promise<void>>();

  /** Ends the e-mail's older links and mails a new one, when the e-mail has an account. */
  async function sendResetLink(email: string): Promise<void> {
    const { token, tokenHash } = newSecretToken();
    const user = await users.findAccount({ email });
    const content = passwordResetMail({
      firstName: user?.firstName ?? '',
      url: `${publicUrl}${RESET_PAGE}/${token}`,
      validMinutes: RESET_TOKEN_MINUTES,
    });
    await work.run(async (unit) => {
      const repo = passwordResetTokensRepository(unit.db);
      await repo.endAllOfUser(user?.id ?? -1);
      if (!user) return;
      const tokenId = await repo.insert(user.id, tokenHash);
      await mailService(within(context, unit)).enqueue({
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
  }

  return {
    /**
     * Mails a reset link when the e-mail has an account. Answers as soon as the throttle lets the
     * request through, before looking the e-mail up: the answer takes the same time whether the
     * account exists or not. The per-address work (end the older links, make a token, queue the
     * mail) goes on after it, tracked by `settled`; a failure there is logged.
     */
    async requestReset(email: string): Promise<void> {
      await throttle.resetRequested(email.toLowerCase());
      // Begun on a later turn of the event loop, once the answer has gone out.
      const task = new Promise((resolve) => setImmediate(resolve))
        .then(() => sendResetLink(email))
        .catch((err: unknown) => log.error({ err, event: 'password_reset_failed' }, 'password reset request failed'))
        .finally(() => resetsInFlight.delete(task));
      resetsInFlight.add(task);
    },

    /** Once every reset request answered so far has done its work (a graceful shutdown waits for it). */
    async settled(): Promise<void> {
      while (resetsInFlight.size > 0) await Promise.all(resetsInFlight);
    },

    /** Whether a mailed link still works (unused, not expired, not replaced); a dead one is a 410. */
    async checkReset(token: string): Promise<void> {
      const live = await passwordResetTokensRepository(work.db).findLive(hashSecretToken(token));
      if (live === undefined) throw codeError('PasswordResetTokenInvalid');
    },

    /** Sets the new password with a live token, which it uses up; answers the user's id. */
    async confirmReset(body: PasswordResetConfirmBody): Promise<number> {
      assertUncommonPassword(body.password);
      const tokenHash = hashSecretToken(body.token);
      const gone = () => codeError('PasswordResetTokenInvalid');
      // A dead link is told before the password is hashed; the update below is the judge.
      if ((await passwordResetTokensRepository(work.db).findLive(tokenHash)) === undefined) throw gone();
      const passwordHash = await hashPassword(body.password);
      const userId = await work.run(async (unit) => {
        const used = await passwordResetTokensRepository(unit.db).use(tokenHash);
        if (!used) throw gone();
        const user = found(await usersService(within(context, unit)).findAccount({ id: used.userId }), gone);
        await replacePassword(unit, user, passwordHash, `reset-${used.id}`);
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
      const user = await confirmCurrentPassword(context, userId, body.currentPassword, {
        path: 'currentPassword',
        event: 'password_change_failed',
      });
      if (body.newPassword === body.currentPassword) {
        throw validationError([{ path: 'newPassword', message: PASSWORD_MESSAGES.sameAsCurrent }]);
      }
      assertUncommonPassword(body.newPassword, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      const session = await work.run(async (unit) => {
        const sessionVersion = await replacePassword(unit, user, passwordHash, 'change');
        const refresh = await refreshTokensRepository(unit.db).issue(user.id);
        return { accessToken: tokens.sign({ id: user.id, type: user.type, sessionVersion }), refresh };
      });
      log.info({ event: 'password_changed', userId }, 'password changed');
      return session;
    },
  };
}
