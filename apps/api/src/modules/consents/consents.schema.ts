import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ref } from '../../db/schema/columns.ts';
import { users } from '../users/users.schema.ts';

/**
 * A guardian's consent for a minor: one row per request mailed (signup, the birth date given later,
 * a resend), with its single-use link stored only as the SHA-256 of 256 random bits, valid 14 days
 * from `created_at` (when it was sent). A newer request replaces the pending ones (`replaced`); the
 * guardian's answer is `granted` or `refused`. At most one `granted` per student: that row is the
 * legal basis the disclosure ledger names (`guardian_consent_id`). Kept while the account exists.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, 'cascade'),
    guardianEmail: text('guardian_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'granted', 'refused', 'replaced', 'withdrawn'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guardian_consents_token_key').on(t.tokenHash),
    index('guardian_consents_user_idx').on(t.userId, t.id),
    // The family view finds a guardian's children by the address (any case).
    index('guardian_consents_email_idx').on(sql`lower(${t.guardianEmail})`),
    uniqueIndex('guardian_consents_granted_key')
      .on(t.userId)
      .where(sql`${t.status} = 'granted'`),
    check(
      'guardian_consents_status_check',
      sql`${t.status} in ('pending', 'granted', 'refused', 'replaced', 'withdrawn')`,
    ),
  ],
);
