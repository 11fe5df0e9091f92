import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, unique } from 'drizzle-orm/pg-core';
import { ref } from '../../db/schema/columns.ts';
import { degrees } from '../degrees/degrees.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * The degrees a student compares, in their order (`position` from 1, at most COMPARE_LIST_MAX). A
 * degree deleted from the catalogue leaves the lists that had it.
 */
export const compareListItems = pgTable(
  'compare_list_items',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    degreeId: ref('degree_id', () => degrees.id, 'cascade'),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.degreeId] }),
    unique('compare_list_items_position_key').on(t.userId, t.position),
    index('compare_list_items_degree_idx').on(t.degreeId),
    check('compare_list_items_position_check', sql`${t.position} between 1 and 4`),
  ],
);
