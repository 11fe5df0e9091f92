import { and, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { meetings } from './meetings.schema.ts';

/** Whether the student booked a meeting on the degree, as a boolean SQL expression (for another module's query). */
export const meetingExists = (db: DbOrTx, userId: SQL | Placeholder | number, degreeId: SQL | Placeholder | number) =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(meetings)
    .where(and(eq(meetings.userId, userId), eq(meetings.degreeId, degreeId)))})`;

/** How many meeting requests the student has (recorded, whether they may leave or are held). */
export async function meetingCountOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(meetings).where(eq(meetings.userId, userId));
  return Number(row?.n ?? 0);
}

/** Where a request stands (held, requested, booked, attended, missed), for another module's list of requests. */
export { stateOf } from './bookings.repository.ts';
