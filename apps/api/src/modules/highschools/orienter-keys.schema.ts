import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ref } from '../../db/schema/columns.ts';
import { users } from '../users/users.schema.ts';

/** The key an orienter gives their students to sign up (one live key per orienter). */
export const orienterKeys = pgTable(
  'orienter_keys',
  {
    id: serial('id').primaryKey(),
    orienterId: ref('orienter_id', () => users.id, 'cascade'),
    key: text('key').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orienter_keys_key_key').on(sql`upper(${t.key})`),
    uniqueIndex('orienter_keys_one_active_idx')
      .on(t.orienterId)
      .where(sql`${t.active}`),
  ],
);
