import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ref } from '../../db/schema/columns.ts';
import { highschools } from '../highschools/highschools.schema.ts';
import { users } from '../users/users.schema.ts';

export const studentGroups = pgTable(
  'student_groups',
  {
    id: serial('id').primaryKey(),
    highschoolId: ref('highschool_id', () => highschools.id, 'cascade'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_groups_highschool_name_key').on(t.highschoolId, t.name),
    check('student_groups_name_check', sql`char_length(${t.name}) >= 3`),
  ],
);

/** A student is in at most one group (unique user_id); no row means the default group. */
export const studentGroupMembers = pgTable(
  'student_group_members',
  {
    id: serial('id').primaryKey(),
    groupId: ref('group_id', () => studentGroups.id, 'cascade'),
    userId: ref('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_group_members_user_key').on(t.userId),
    index('student_group_members_group_idx').on(t.groupId),
  ],
);
