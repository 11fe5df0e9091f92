import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { rawRows } from './rows.ts';

/** How long what is kept only for a while stays after it stops being of use (docs/privacy.md). */
export const RETENTION = {
  /** A refresh token's family past its 30-day limit can never sign anyone in again. */
  refreshSessionsDays: 1,
  /** A password-reset token, used or not, once its 30 minutes are over. */
  resetTokensDays: 1,
  /** A message of the outbox once sent or given up: kept for the admins' mail view, then deleted. */
  sentMailDays: 90,
  /** A family sign-in link, used or not, once its 30 minutes are over; a family session once it ended. */
  familyLinksDays: 1,
  familySessionsDays: 1,
} as const;

export interface Purged {
  refreshTokens: number;
  resetTokens: number;
  mail: number;
  familyLinks: number;
  familySessions: number;
}

const count = async (db: DbOrTx, query: ReturnType<typeof sql>) => (await rawRows<{ id: number }>(db, query)).length;

/**
 * Deletes what the retention rules say is no longer kept: refresh sessions whose family has
 * expired, password-reset tokens and family sign-in links past their validity, family sessions
 * that ended, and outbox messages sent or given up long ago. Each is a set-based delete on an expiry column; safe to run on several processes at once.
 */
export async function purgeExpired(db: DbOrTx, now = new Date()): Promise<Purged> {
  const at = now.toISOString();
  /** Deletes the rows of `table` whose `expiry` (an SQL expression of constants) is `days` or more past. */
  const purge = (table: string, expiry: string, days: number, also = sql`true`) =>
    count(
      db,
      sql`delete from ${sql.raw(table)}
          where ${also} and ${sql.raw(expiry)} < ${at}::timestamptz - make_interval(days => ${days})
          returning id`,
    );
  return {
    refreshTokens: await purge('refresh_tokens', 'family_expires_at', RETENTION.refreshSessionsDays),
    resetTokens: await purge('password_reset_tokens', 'expires_at', RETENTION.resetTokensDays),
    mail: await purge(
      'mail_outbox',
      'coalesce(sent_at, created_at)',
      RETENTION.sentMailDays,
      sql`status in ('sent', 'failed')`,
    ),
    familyLinks: await purge('family_sign_in_links', 'expires_at', RETENTION.familyLinksDays),
    familySessions: await purge('family_sessions', 'expires_at', RETENTION.familySessionsDays),
  };
}
