import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favoriteDegrees } from './favorites.schema.ts';

/** Whether the student has the degree among their favourites, as a boolean SQL expression (for another module's query). */
export const favoriteExists = (db: DbOrTx, userId: SQL | Placeholder | number, degreeId: SQL | Placeholder | number) =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(favoriteDegrees)
    .where(and(eq(favoriteDegrees.userId, userId), eq(favoriteDegrees.degreeId, degreeId)))})`;
