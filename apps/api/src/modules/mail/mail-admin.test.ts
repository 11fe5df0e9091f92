import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { adminToken, makeSchool, makeUser } from '../../../test/factories.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import { eventually, startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { passwordResetMail } from './mail.service.ts';
import { renderMail } from './templates/layout.ts';

const MAIL = loadConfig({ NODE_ENV: 'test' }).mail;
const FAST = { pollMs: 20, retryBaseMs: 40, maxRetryMs: 200, maxAttempts: 50 };

let smtp: TestSmtp;
let ctx: TestContext;
let token: string;

/** A row of the outbox as it would be after a life of sends and failures. */
async function outboxRow(status: 'queued' | 'sent' | 'failed', over: { subject?: string; secret?: boolean } = {}) {
  const content = over.secret
    ? passwordResetMail({ firstName: 'Ana', url: 'http://localhost:3000/restablecer/secreto', validMinutes: 30 })
    : renderMail({
        subject: over.subject ?? `Aviso ${status}`,
        heading: 'Hola',
        blocks: [{ paragraph: 'Cuerpo privado' }],
      });
  const [row] = await ctx.database.db
    .insert(mailOutbox)
    .values({
      kind: over.secret ? 'password_reset' : 'test_notice',
      idempotencyKey: `test:${status}:${Math.random()}`,
      recipient: 'ana@correo.mx',
      subject: content.subject,
      html: content.html,
      text: content.text,
      secret: !!over.secret,
      status,
      attempts: status === 'queued' ? 0 : status === 'sent' ? 1 : 10,
      lastError: status === 'failed' ? 'connect ECONNREFUSED 127.0.0.1:2525' : null,
      sentAt: status === 'sent' ? new Date() : null,
      // Nothing in these rows is due: the worker leaves them alone.
      nextAttemptAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row!;
}

const list = (query = '', as = token) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/mail${query}`, headers: bearer(as) });
const retry = (id: number, as = token) =>
  call(ctx.app, { method: 'POST', url: `/api/v1/mail/${id}/retry`, headers: bearer(as) });

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({ mail: { ...MAIL, smtpUrl: smtp.url } }, { mailWorker: FAST });
  token = await adminToken(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});

describe('GET /mail', () => {
  it('pages the outbox newest first, with its total, filtered by status, and never a body', async () => {
    const sent = await outboxRow('sent');
    const failed = await outboxRow('failed');
    const queued = await outboxRow('queued');
    const secret = await outboxRow('failed', { secret: true });

    const first = await list('?page=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe('4');
    expect(first.body.map((m: { id: number }) => m.id)).toEqual([secret.id, queued.id]);
    const second = await list('?page=2&pageSize=2');
    expect(second.body.map((m: { id: number }) => m.id)).toEqual([failed.id, sent.id]);

    const failedOnly = await list('?status=failed');
    expect(failedOnly.headers['x-total-count']).toBe('2');
    expect(failedOnly.body[1]).toEqual({
      id: failed.id,
      kind: 'test_notice',
      recipient: 'ana@correo.mx',
      subject: 'Aviso failed',
      status: 'failed',
      attempts: 10,
      last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
      created_at: failed.createdAt.toISOString(),
      sent_at: null,
    });
    const all = JSON.stringify((await list()).body);
    expect(all).not.toContain('Cuerpo privado');
    expect(all).not.toContain('restablecer');
    expect(all).not.toMatch(/"(html|text|secret|idempotency)/);

    expect((await list('?status=otro')).status).toBe(400);
  });

  it('is for admins only', async () => {
    const school = await makeSchool(ctx.database.db);
    const orienter = await tokenFor(ctx.app, school.orienter.email, 'orienter');
    const student = await makeUser(ctx.database.db, {
      type: 'student',
      highschoolId: school.school.id,
      semesterId: school.activeSemester.id,
    });
    expect((await list('', orienter)).status).toBe(403);
    expect((await list('', await tokenFor(ctx.app, student.email, 'student'))).status).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/mail' })).status).toBe(401);
    expect((await retry(1, orienter)).status).toBe(403);
  });
});

describe('POST /mail/:id/retry', () => {
  it('puts a failed message back in the queue with its attempts reset, and it is delivered', async () => {
    const failed = await outboxRow('failed', { subject: 'Otra vez' });
    expect((await retry(failed.id)).status).toBe(204);
    const [got] = await smtp.waitFor(1, (m) => m.subject === 'Otra vez');
    expect(got!.text).toContain('Cuerpo privado');
    const row = await eventually(async () => {
      const [r] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
      return r?.status === 'sent' && r;
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    // Delivered: a second retry is refused.
    const again = await retry(failed.id);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('MailNotFailed');
  });

  it('answers 409 for a message that did not fail or held a one-time link, and 404 for an unknown one', async () => {
    const sent = await outboxRow('sent');
    const queued = await outboxRow('queued');
    const secret = await outboxRow('failed', { secret: true });
    for (const row of [sent, queued, secret]) expect((await retry(row.id)).status).toBe(409);
    expect((await retry(999_999)).status).toBe(404);
    const [after] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
