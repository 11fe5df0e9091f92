import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/helper.ts';
import type { Database } from './client.ts';
import { purgeExpired } from './retention.ts';
import { rawRows } from './rows.ts';
import { mailOutbox, passwordResetTokens, refreshTokens } from './schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2027-03-01T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('retention purge', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('deletes expired sessions, reset tokens and old sent mail, and keeps the rest', async () => {
    const { db } = database;
    const user = await makeUser(db, { type: 'admin' });
    const family = (id: string, familyExpiresAt: Date) => ({
      userId: user.id,
      familyId: id,
      tokenHash: `hash-${id}`,
      expiresAt: familyExpiresAt,
      familyExpiresAt,
    });
    await db.insert(refreshTokens).values([
      family('00000000-0000-4000-8000-000000000001', ago(3)), // expired three days ago: goes
      family('00000000-0000-4000-8000-000000000002', ago(-20)), // live: stays
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'reset-old', expiresAt: ago(2) },
      { userId: user.id, tokenHash: 'reset-live', expiresAt: new Date(now.getTime() + 20 * 60_000) },
    ]);
    const mail = (key: string, status: 'queued' | 'sent' | 'failed', sentAt: Date | null, createdAt: Date) => ({
      kind: 'password_changed',
      idempotencyKey: key,
      recipient: 'a@test.mx',
      subject: 's',
      html: 'h',
      text: 't',
      status,
      sentAt,
      createdAt,
    });
    await db
      .insert(mailOutbox)
      .values([
        mail('sent-old', 'sent', ago(100), ago(100)),
        mail('failed-old', 'failed', null, ago(120)),
        mail('sent-recent', 'sent', ago(10), ago(10)),
        mail('queued-old', 'queued', null, ago(200)),
      ]);

    expect(await purgeExpired(db, now)).toEqual({
      refreshTokens: 1,
      resetTokens: 1,
      mail: 2,
      familyLinks: 0,
      familySessions: 0,
    });

    const left = async (table: string, column: string) =>
      (await rawRows<{ v: string }>(db, sql.raw(`select ${column} as v from ${table} order by 1`))).map((r) => r.v);
    expect(await left('refresh_tokens', 'token_hash')).toEqual(['hash-00000000-0000-4000-8000-000000000002']);
    expect(await left('password_reset_tokens', 'token_hash')).toEqual(['reset-live']);
    expect(await left('mail_outbox', 'idempotency_key')).toEqual(['queued-old', 'sent-recent']);
    expect(await purgeExpired(db, now)).toEqual({
      refreshTokens: 0,
      resetTokens: 0,
      mail: 0,
      familyLinks: 0,
      familySessions: 0,
    });
  });
});
