import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mailOutbox, passwordResetTokens } from '../../db/schema/index.ts';
import { makeSchool, makeUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helper.ts';

// The answer to a reset request must not tell whether the e-mail has an account: not by its
// words, nor by how long it takes (decisions.md, "Recuperar la contraseña").

const ROUNDS = 30;
const WARM_UP = 5;

let ctx: TestContext;

beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: 'test' });
  ctx = await createTestApp({ limits: { ...base.limits, passwordResetsPerEmail: 1e6, passwordResetsPerIp: 1e6 } });
});
afterAll(() => ctx?.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** How long the answer to one reset request takes, once whatever the previous one started is over. */
async function timedRequest(email: string) {
  await ctx.app.services.passwords.settled();
  await ctx.app.mail.settled();
  const started = performance.now();
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { email } });
  const elapsed = performance.now() - started;
  expect(res.statusCode).toBe(202);
  return elapsed;
}

it('answers a known and an unknown e-mail in the same time (medians within 2 ms)', async () => {
  const world = await makeSchool(ctx.database.db);
  const users = [];
  for (let i = 0; i < ROUNDS + WARM_UP; i++) {
    users.push(
      await makeUser(ctx.database.db, {
        type: 'student',
        highschoolId: world.school.id,
        semesterId: world.activeSemester.id,
      }),
    );
  }
  const known: number[] = [];
  const unknown: number[] = [];
  // Interleaved, so whatever slows the machine slows both kinds alike.
  for (let i = 0; i < ROUNDS + WARM_UP; i++) {
    const k = await timedRequest(users[i]!.email);
    const u = await timedRequest(`nadie-${i}@sin-cuenta.test`);
    if (i < WARM_UP) continue;
    known.push(k);
    unknown.push(u);
  }
  const [knownMs, unknownMs] = [median(known), median(unknown)];
  console.info(`password reset medians: known ${knownMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms`);
  expect(Math.abs(knownMs - unknownMs)).toBeLessThan(2);
});

it('a shutdown waits for the work of the requests it already answered', async () => {
  const other = await createTestApp();
  try {
    const world = await makeSchool(other.database.db);
    const user = await makeUser(other.database.db, {
      type: 'student',
      highschoolId: world.school.id,
      semesterId: world.activeSemester.id,
    });
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    await other.app.close();
    const tokens = await other.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    const mails = await other.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password_reset'));
    expect(mails).toHaveLength(1);
  } finally {
    await other.close();
  }
});
