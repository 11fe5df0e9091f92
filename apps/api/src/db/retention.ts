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
  const refreshTokens = await count(
    db,
    sql`delete from refresh_tokens
        where family_expires_at < ${at}::timestamptz - make_interval(days => ${RETENTION.refreshSessionsDays})
        returning id`,
  );
  const resetTokens = await count(
    db,
    sql`delete from password_reset_tokens
        where expires_at < ${at}::timestamptz - make_interval(days => ${RETENTION.resetTokensDays})
        returning id`,
  );
  const mail = await count(
    db,
    sql`delete from mail_outbox
        where status in ('sent', 'failed')
          and coalesce(sent_at, created_at) < ${at}::timestamptz - make_interval(days => ${RETENTION.sentMailDays})
        returning id`,
  );
  const familyLinks = await count(
    db,
    sql`delete from family_sign_in_links
        where expires_at < ${at}::timestamptz - make_interval(days => ${RETENTION.familyLinksDays})
        returning id`,
  );
  const familySessions = await count(
    db,
    sql`delete from family_sessions
        where expires_at < ${at}::timestamptz - make_interval(days => ${RETENTION.familySessionsDays})
        returning id`,
  );
  return { refreshTokens, resetTokens, mail, familyLinks, familySessions };
}
