import { foreignKey, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';
import { degrees } from '../degrees/degrees.schema.ts';
import { favoriteDegrees } from '../favorites/favorites.schema.ts';
import { users } from '../users/users.schema.ts';

/** A meeting references its favourite, so the database itself refuses a meeting on a non-favourite. */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    degreeId: integer('degree_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meetings_user_degree_key').on(t.userId, t.degreeId),
    index('meetings_degree_idx').on(t.degreeId),
    foreignKey({ name: 'meetings_user_fk', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'meetings_degree_fk', columns: [t.degreeId], foreignColumns: [degrees.id] }).onDelete('cascade'),
    foreignKey({
      name: 'meetings_favorite_fk',
      columns: [t.userId, t.degreeId],
      foreignColumns: [favoriteDegrees.userId, favoriteDegrees.degreeId],
    }),
  ],
);
