import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from './client.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { isPostgres } from '../../test/helper.ts';

// Instances that start together on a new release (or a migration step run while one starts) all
// migrate the same database: one at a time, and the others then find nothing left to do.
describe.runIf(isPostgres())('migrations from several processes at once [PostgreSQL]', () => {
  it('all succeed, and each migration is applied once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    expect(inject('pgTemplate')).toBeTruthy();
    const name = `tlp_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const databases = await Promise.all([1, 2, 3].map(() => openPostgres(withDatabase(url, name), 3)));
    try {
      const results = await Promise.allSettled(databases.map((d) => d.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const check = new pg.Client({ connectionString: withDatabase(url, name) });
      await check.connect();
      const { rows } = await check.query<{ hash: string; n: string }>(
        'select hash, count(*) as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
      );
      await check.end();
      expect(rows).toEqual([]);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
