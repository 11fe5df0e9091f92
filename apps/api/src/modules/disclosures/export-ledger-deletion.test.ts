// The meetings CSV's ledger against the deletion of a student's account, when the two meet: in
// either order, no row may name an account that no longer exists (EXPORT_LEDGER_LOCK, migration
// 0034). Concurrent transactions: PostgreSQL only.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { createTestApp, itUnderConcurrency, type TestContext } from '../../../test/helper.ts';
import { makeSchool, makeStudent } from '../../../test/factories.ts';
import { exportLedger, type ExportStudent } from './disclosures.queries.ts';
import { exportDisclosureStudents } from './disclosures.schema.ts';
import { subjectKeys } from './subject-key.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof makeSchool>>;
const keys = subjectKeys('a-test-secret-of-32-characters-or-more');

beforeAll(async () => {
  ctx = await createTestApp();
  world = await makeSchool(ctx.database.db);
});
afterAll(() => ctx.close());

const adult = (userId: number): ExportStudent => ({
  user_id: userId,
  legal_basis: 'student_consent',
  guardian_consent_id: null,
  school_authorization_id: null,
});

const newExport = () => exportLedger(ctx.database.db, keys).recordEvent(randomUUID(), 1);

async function namedBy(disclosureId: number) {
  const rows = await ctx.database.db
    .select({ userId: exportDisclosureStudents.userId })
    .from(exportDisclosureStudents)
    .where(eq(exportDisclosureStudents.disclosureId, disclosureId));
  return rows.map((r) => r.userId);
}

/**
 * A transaction that does `work`, then stays open (on a connection of its own) until released.
 * Each test releases it whatever happens: left open, it would hold its school's counters.
 */
function heldOpen(work: (tx: DbOrTx) => Promise<unknown>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let worked!: () => void;
  const started = new Promise<void>((resolve) => (worked = resolve));
  const done = ctx.database.db.transaction(async (tx) => {
    await work(tx);
    worked();
    await gate;
  });
  return { started, release, done };
}

/** Whether the promise is still pending after a while (it waits for a lock). */
async function stillWaiting(promise: Promise<unknown>) {
  let settled = false;
  void promise.finally(() => (settled = true)).catch(() => {});
  await sleep(300);
  return !settled;
}

describe('the export ledger and a deleted account', () => {
  itUnderConcurrency(
    'a page written while a deletion is under way waits for it, and leaves the account out',
    async () => {
      const gone = await makeStudent(ctx.database.db, world);
      const kept = await makeStudent(ctx.database.db, world);
      const disclosureId = await newExport();
      const deletion = heldOpen((tx) => tx.execute(sql`delete from users where id = ${gone.id}`));
      await deletion.started;
      const writing = exportLedger(ctx.database.db, keys).recordStudents(disclosureId, [
        adult(gone.id),
        adult(kept.id),
      ]);
      try {
        expect(await stillWaiting(writing)).toBe(true);
      } finally {
        deletion.release();
        await deletion.done;
      }
      expect(await writing).toEqual([kept.id]);
      expect(await namedBy(disclosureId)).toEqual([kept.id]);
    },
  );

  itUnderConcurrency('a deletion while a page is being written waits for it, and sets its row to null', async () => {
    const gone = await makeStudent(ctx.database.db, world);
    const disclosureId = await newExport();
    const writing = heldOpen((tx) => exportLedger(tx, keys).recordStudents(disclosureId, [adult(gone.id)]));
    await writing.started;
    const deletion = ctx.database.db.execute(sql`delete from users where id = ${gone.id}`);
    try {
      expect(await stillWaiting(deletion)).toBe(true);
    } finally {
      writing.release();
      await writing.done;
    }
    await deletion;
    expect(await namedBy(disclosureId)).toEqual([null]);
  });
});
