import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { rawRows } from '../db/rows.ts';
import { unitOfWork, type AuditEvent, type AuditTrail } from './unit-of-work.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table uow_probe (id serial primary key, label text not null)`);
});
afterAll(() => database?.close());

const insert = (db: DbOrTx, label: string) => db.execute(sql`insert into uow_probe (label) values (${label})`);
const labels = async () =>
  (await rawRows<{ label: string }>(database.db, sql`select label from uow_probe order by id`)).map((r) => r.label);

/** A trail that keeps what it is told, and the snapshots the test gives it. */
function recordingTrail(snapshots: Record<string, Record<string, unknown>> = {}) {
  const appended: Array<{ event: AuditEvent; inTransaction: boolean }> = [];
  const trail: AuditTrail = {
    snapshot: async (_db, entity, id) => snapshots[`${entity}:${id}`] ?? null,
    append: async (db, event) => void appended.push({ event, inTransaction: db !== database.db }),
  };
  return { trail, appended };
}

describe('unit of work', () => {
  it('runs its effects once the transaction has committed, each effect once', async () => {
    const work = unitOfWork(database.db, recordingTrail().trail);
    const seen: string[] = [];
    const wake = () => seen.push('wake');
    await work.run(async (unit) => {
      await insert(unit.db, 'committed');
      unit.afterCommit(wake);
      unit.afterCommit(wake);
      unit.afterCommit(() => seen.push('forget'));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['wake', 'forget']);
    expect(await labels()).toContain('committed');
  });

  it('runs no effect, and keeps no write, when the work fails', async () => {
    const work = unitOfWork(database.db, recordingTrail().trail);
    const seen: string[] = [];
    await expect(
      work.run(async (unit) => {
        await insert(unit.db, 'rolled back');
        unit.afterCommit(() => seen.push('wake'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(seen).toEqual([]);
    expect(await labels()).not.toContain('rolled back');
  });

  it('joins the unit in progress: a service called inside writes in the same transaction', async () => {
    const work = unitOfWork(database.db, recordingTrail().trail);
    await expect(
      work.run(async (outer) => {
        await outer.run(async (inner) => {
          expect(inner.db).toBe(outer.db);
          await insert(inner.db, 'inner');
        });
        throw new Error('the outer change failed');
      }),
    ).rejects.toThrow();
    expect(await labels()).not.toContain('inner');
  });

  it('records a staff write with its record before and after, in its transaction', async () => {
    const { trail, appended } = recordingTrail({
      'campus:7': { id: 7, name: 'Norte' },
    });
    const work = unitOfWork(database.db, trail);
    await work.audited(1, 'campus.update', 7, async (unit) => insert(unit.db, 'audited'));
    expect(appended).toEqual([
      {
        event: {
          actorId: 1,
          action: 'campus.update',
          entity: 'campus',
          entityId: 7,
          before: { id: 7, name: 'Norte' },
          after: { id: 7, name: 'Norte' },
        },
        inTransaction: true,
      },
    ]);
  });

  it('reads a created record’s id from the write’s result, and has no "before" for it', async () => {
    const { trail, appended } = recordingTrail({ 'group:42': { id: 42 } });
    const work = unitOfWork(database.db, trail);
    const made = await work.audited(
      3,
      'group.create',
      (g: { id: number }) => g.id,
      async () => ({ id: 42 }),
    );
    expect(made).toEqual({ id: 42 });
    expect(appended[0]!.event).toMatchObject({ entityId: 42, before: null, after: { id: 42 } });
  });

  it('records nothing when the audited write fails', async () => {
    const { trail, appended } = recordingTrail();
    const work = unitOfWork(database.db, trail);
    await expect(
      work.audited(1, 'campus.delete', 9, async () => {
        throw new Error('no such campus');
      }),
    ).rejects.toThrow();
    expect(appended).toEqual([]);
  });

  it('outside a unit, runs an effect at once and appends to the trail on the database', async () => {
    const { trail, appended } = recordingTrail();
    const work = unitOfWork(database.db, trail);
    const seen: string[] = [];
    work.afterCommit(() => seen.push('now'));
    expect(seen).toEqual(['now']);
    await work.audit({ actorId: 2, action: 'audit_csv.download' });
    expect(appended).toEqual([{ event: { actorId: 2, action: 'audit_csv.download' }, inTransaction: false }]);
  });
});
