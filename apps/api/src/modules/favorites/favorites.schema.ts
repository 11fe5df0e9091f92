import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, ref } from '../../db/schema/columns.ts';
import { degrees } from '../degrees/degrees.schema.ts';
import { users } from '../users/users.schema.ts';

export const favoriteDegrees = pgTable(
  'favorite_degrees',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    degreeId: ref('degree_id', () => degrees.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.degreeId] }), index('favorite_degrees_degree_idx').on(t.degreeId)],
);
