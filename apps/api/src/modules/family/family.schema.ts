import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';

// The family view's credentials (docs/privacy.md, «Vista para familias»). A guardian is not a user:
// both tables name them by the address their child gave (guardian_consents.guardian_email),
// lowercased. Tokens are kept only as the SHA-256 of 256 random bits.

/**
 * A sign-in link mailed to a guardian: valid FAMILY_LINK_MINUTES, used once (exchanged for a
 * session); a newer link of the same address ends it. Deleted a day after it expires (db/retention.ts).
 */
export const familySignInLinks = pgTable(
  'family_sign_in_links',
  {
    id: serial('id').primaryKey(),
    guardianEmail: text('guardian_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when exchanged for a session, or when a newer link replaced it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_sign_in_links_token_key').on(t.tokenHash),
    index('family_sign_in_links_email_idx').on(t.guardianEmail),
  ],
);

/**
 * A guardian's session: the cookie's value is 256 random bits, stored as its SHA-256; it lasts
 * FAMILY_SESSION_HOURS from the sign-in. Signing out deletes it; an expired one is deleted a day later.
 */
export const familySessions = pgTable(
  'family_sessions',
  {
    id: serial('id').primaryKey(),
    guardianEmail: text('guardian_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('family_sessions_token_key').on(t.tokenHash)],
);
