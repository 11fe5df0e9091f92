import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The cheapest question the database must answer to count as ready. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
