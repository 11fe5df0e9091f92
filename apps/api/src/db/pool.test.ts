import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.ts';
import { isPostgres } from '../../test/helper.ts';

describe.runIf(isPostgres())('the PostgreSQL pool [PostgreSQL]', () => {
  it('compiles no statement just in time, on every connection it opens', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 2);
    try {
      const jitOf = async () =>
        ((await database.db.execute(sql`show jit`)) as unknown as { rows: Array<{ jit: string }> }).rows[0]!.jit;
      // Two at once: the pool opens a second connection for the second one.
      expect(await Promise.all([jitOf(), jitOf()])).toEqual(['off', 'off']);
    } finally {
      await database.close();
    }
  });
});
