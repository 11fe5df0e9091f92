import { asc, eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, itUnderConcurrency, openTestDatabase, type TestContext } from '../../../test/helper.ts';
import { eventually, startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { serviceContextFor, servicesFor } from '../../../test/services.ts';
import { within } from '../../core/service-context.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../jobs/jobs.schema.ts';
import { createJobRunner, type JobRunnerOptions } from '../jobs/job-runner.ts';
import { mailService, passwordResetMail } from './mail.service.ts';
import { MAIL_SEND, mailSendHandler } from './mail-worker.ts';
import type { MailTransport } from './mail-transport.ts';
import { renderMail } from './templates/layout.ts';

const MAIL = loadConfig({ NODE_ENV: 'test' }).mail;
const SILENT = { info: () => {}, warn: () => {}, debug: () => {} } as never;
const FAST = { pollMs: 20, retryBaseMs: 40, maxRetryMs: 200, maxAttempts: 50 };
let serial = 0;
const message = (over: { key?: string; to?: string; subject?: string } = {}) => {
  serial += 1;
  return {
    kind: 'test_notice',
    idempotencyKey: over.key ?? `test:${Date.now()}:${serial}`,
    to: over.to ?? `alumna${serial}@correo.mx`,
    content: renderMail({
      subject: over.subject ?? `Aviso ${serial}`,
      heading: 'Hola',
      blocks: [{ paragraph: 'Un aviso.' }, { button: { label: 'Abrir', url: 'http://localhost:3000/login' } }],
    }),
  };
};

const rowsOf = (ctx: TestContext) => ctx.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** A job runner that sends the outbox through `transport`, as the app's does. */
const mailRunner = (db: Db, transport: MailTransport, options: JobRunnerOptions) =>
  createJobRunner(
    { db, log: SILENT, handlers: { [MAIL_SEND]: mailSendHandler({ db, transport, log: SILENT }) } },
    options,
  );

describe('delivery over SMTP', () => {
  let smtp: TestSmtp;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestApp(
      { mail: { ...MAIL, smtpUrl: smtp.url, from: 'Toca la Puerta <no-responder@tlp.test>' } },
      { mailWorker: FAST },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('sends a queued message after commit, in HTML and plain text, and marks it sent', async () => {
    const mail = message({ to: 'ana@correo.mx', subject: 'Tu contraseña cambió' });
    await ctx.app.services.mail.enqueue(mail);
    ctx.app.mail.nudge();
    const [got] = await smtp.waitFor(1);
    expect(got!.subject).toBe('Tu contraseña cambió');
    expect(got!.from?.value).toEqual([{ name: 'Toca la Puerta', address: 'no-responder@tlp.test' }]);
    expect(got!.to && 'text' in got!.to ? got!.to.text : '').toBe('ana@correo.mx');
    expect(got!.html).toContain('Toca la Puerta');
    expect(got!.text).toContain('http://localhost:3000/login');
    expect(got!.messageId).toMatch(/^<outbox-\d+-\d+@tlp\.test>$/);
    const row = await eventually(async () => (await rowsOf(ctx)).find((r) => r.status === 'sent'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('queues nothing when the transaction that queued it rolls back', async () => {
    const mail = message();
    const context = serviceContextFor(ctx.database);
    const jobsBefore = await ctx.database.db.select().from(jobs);
    await expect(
      context.work.run(async (unit) => {
        await mailService(within(context, unit)).enqueue(mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await rowsOf(ctx);
    expect(rows.find((r) => r.idempotencyKey === mail.idempotencyKey)).toBeUndefined();
    // Nor the job that would send it: both are written in the change's transaction.
    expect(await ctx.database.db.select().from(jobs)).toHaveLength(jobsBefore.length);
  });

  it('sends a calendar invitation as the calendar part, with the METHOD of its text', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'METHOD:CANCEL',
      'BEGIN:VEVENT',
      'UID:meeting-1@tlp.test',
      'SEQUENCE:2',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300102T170000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const mail = message({ subject: 'Reunión cancelada' });
    await ctx.app.services.mail.enqueue({ ...mail, ics });
    ctx.app.mail.nudge();
    const [got] = await smtp.waitFor(1, (m) => m.subject === 'Reunión cancelada');
    const calendar = got!.attachments.find((a) => a.contentType === 'text/calendar');
    expect(calendar?.content.toString()).toContain('UID:meeting-1@tlp.test');
    expect(calendar?.content.toString()).toContain('METHOD:CANCEL');
    // The part's Content-Type carries the method too, which is what calendars act on.
    expect(calendar?.headers.get('content-type')).toMatchObject({ params: { method: 'CANCEL' } });
  });

  it('queues one message per idempotency key, however often the event is told', async () => {
    const mail = message({ key: 'test:once' });
    expect(await ctx.app.services.mail.enqueue(mail)).toBe(true);
    expect(await ctx.app.services.mail.enqueue({ ...mail, to: 'otra@correo.mx' })).toBe(false);
    ctx.app.mail.nudge();
    await smtp.waitFor(1, (m) => m.subject === mail.content.subject);
    await ctx.app.mail.settled();
    expect(smtp.received.filter((m) => m.subject === mail.content.subject)).toHaveLength(1);
  });

  it('empties the body of a secret message once it is sent', async () => {
    const reset = passwordResetMail({
      firstName: 'Ana',
      url: 'http://localhost:3000/restablecer/abc',
      validMinutes: 30,
    });
    await ctx.app.services.mail.enqueue({
      kind: 'password_reset',
      idempotencyKey: 'test:secret',
      to: 'ana@correo.mx',
      content: reset,
      secret: true,
    });
    ctx.app.mail.nudge();
    const [got] = await smtp.waitFor(1);
    expect(got!.text).toContain('http://localhost:3000/restablecer/abc');
    const row = await eventually(async () =>
      (await rowsOf(ctx)).find((r) => r.idempotencyKey === 'test:secret' && r.status === 'sent'),
    );
    expect(row).toMatchObject({ html: '', text: '' });
  });
});

describe('an SMTP server that is down', () => {
  it('keeps the messages queued and retrying, then delivers each exactly once when it is up', async () => {
    const smtp = await startTestSmtp({ listening: false });
    const ctx = await createTestApp({ mail: { ...MAIL, smtpUrl: smtp.url } }, { mailWorker: FAST });
    try {
      const mails = [message({ subject: 'Primero' }), message({ subject: 'Segundo' })];
      for (const mail of mails) await ctx.app.services.mail.enqueue(mail);
      ctx.app.mail.nudge();
      // Tried and failed at least twice each, still queued, with the reason kept.
      const failing = await eventually(async () => {
        const rows = await rowsOf(ctx);
        return rows.length === 2 && rows.every((r) => r.attempts >= 2) && rows;
      });
      for (const row of failing) {
        expect(row.status).toBe('queued');
        expect(row.lastError).toMatch(/ECONNREFUSED|ESOCKET|connect/i);
      }
      expect(smtp.received).toHaveLength(0);

      await smtp.start();
      await smtp.waitFor(2, undefined, 5_000);
      await eventually(async () => (await rowsOf(ctx)).every((r) => r.status === 'sent'));
      // A few more polls: nothing is sent twice.
      await new Promise((r) => setTimeout(r, 200));
      await ctx.app.mail.settled();
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(['Primero', 'Segundo']);
    } finally {
      await ctx.close();
      await smtp.stop();
    }
  });

  it('gives a message up as failed after its last try', async () => {
    const database = await openTestDatabase();
    const failing: MailTransport = {
      kind: 'smtp',
      send: () => Promise.reject(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 })),
      close: () => {},
    };
    const worker = mailRunner(database.db, failing, { ...FAST, maxAttempts: 2 });
    try {
      await servicesFor(database).mail.enqueue(message());
      worker.start();
      const row = await eventually(async () => {
        const [first] = await database.db.select().from(mailOutbox);
        return first?.status === 'failed' && first;
      });
      expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: '550 550 mailbox unavailable' });
      const [job] = await eventually(async () => {
        const rows = await database.db.select().from(jobs);
        return rows[0]?.status === 'failed' && rows;
      });
      expect(job).toMatchObject({ kind: 'mail.send', status: 'failed', attempts: 2 });
    } finally {
      await worker.stop();
      await database.close();
    }
  });
});

describe('stopping', () => {
  it('lets the message being sent finish, then takes no more', async () => {
    const database = await openTestDatabase();
    let release = () => {};
    const started: number[] = [];
    const slow: MailTransport = {
      kind: 'smtp',
      send: (mail) => {
        started.push(mail.id);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      close: () => {},
    };
    const worker = mailRunner(database.db, slow, FAST);
    try {
      for (let i = 0; i < 3; i++) await servicesFor(database).mail.enqueue(message());
      worker.start();
      await eventually(() => started.length === 1);
      let stopped = false;
      const stopping = worker.stop().then(() => {
        stopped = true;
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(stopped).toBe(false); // waits for the send in flight
      release();
      await stopping;
      worker.nudge(); // a stopped worker takes nothing
      const rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
      expect(rows.map((r) => r.status)).toEqual(['sent', 'queued', 'queued']);
      expect(started).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox folder, and logs its file and links, not its recipient', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({}, { mailWorker: FAST, logStream: { write: (l) => lines.push(l) } });
    try {
      const { outboxDir } = ctx.app.config.mail;
      await ctx.app.services.mail.enqueue(message({ to: 'planted.recipient@correo.mx', subject: 'Aviso <b>' }));
      ctx.app.mail.nudge();
      const files = await eventually(async () => {
        const names = await readdir(outboxDir).catch(() => []);
        return names.length > 0 && names;
      });
      expect(files[0]).toMatch(/^\d{6}-test_notice\.eml$/);
      const eml = await readFile(`${outboxDir}/${files[0]}`, 'utf8');
      expect(eml).toContain('To: planted.recipient@correo.mx');
      expect(eml).toMatch(/Content-Type: text\/plain/);
      expect(eml).toMatch(/Content-Type: text\/html/);
      const logged = await eventually(() =>
        lines.map((l) => JSON.parse(l)).find((r) => r.event === 'mail_outbox_file'),
      );
      expect(logged.file).toBe(`${outboxDir}/${files[0]}`);
      expect(logged.links).toEqual(['http://localhost:3000/login']);
      expect(lines.join('')).not.toContain('planted.recipient');
      // The worker marks the row sent after writing the file and its log line.
      const sent = await eventually(async () => (await rowsOf(ctx))[0]?.status === 'sent');
      expect(sent).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});

describe('templates', () => {
  it('escape every value they show', () => {
    const mail = renderMail({
      subject: 'Hola',
      heading: 'Hola, <script>alert(1)</script>',
      blocks: [{ button: { label: 'Ir', url: 'http://x.mx/"><img src=x>' } }],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('"><img');
    expect(mail.html).not.toMatch(/<img/);
    expect(mail.text).toContain('Hola, <script>alert(1)</script>');
  });
});

describe('several workers on one outbox', () => {
  itUnderConcurrency('send each message once: claims never overlap', async () => {
    const database = await openTestDatabase();
    const sent: number[] = [];
    const transport = (): MailTransport => ({
      kind: 'smtp',
      send: async (mail) => {
        await new Promise((r) => setTimeout(r, 2));
        sent.push(mail.id);
      },
      close: () => {},
    });
    const workers = [1, 2, 3].map(() => mailRunner(database.db, transport(), { ...FAST, batch: 3 }));
    try {
      for (let i = 0; i < 40; i++) await servicesFor(database).mail.enqueue(message());
      workers.forEach((w) => w.start());
      await eventually(async () => {
        const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'));
        return rows.length === 0;
      });
      await Promise.all(workers.map((w) => w.settled()));
      expect(sent).toHaveLength(40);
      expect(new Set(sent).size).toBe(40);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await database.close();
    }
  });
});

describe('configuration', () => {
  it('takes SMTP_URL and MAIL_FROM, with a sender and links of the public address by default', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://ana:clave@smtp.correo.mx:465', PUBLIC_URL: 'https://tlp.mx/' });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://ana:clave@smtp.correo.mx:465',
      from: 'Toca la Puerta <no-responder@tlp.mx>',
      publicUrl: 'https://tlp.mx',
    });
    expect(loadConfig({ MAIL_FROM: 'Avisos <avisos@tlp.mx>' }).mail.from).toBe('Avisos <avisos@tlp.mx>');
    const local = loadConfig({ PORT: '3320', DATA_DIR: '/tmp/tlp-data' }).mail;
    expect(local).toMatchObject({
      smtpUrl: undefined,
      from: 'Toca la Puerta <no-responder@localhost>',
      publicUrl: 'http://127.0.0.1:3320',
      outboxDir: '/tmp/tlp-data/outbox',
    });
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://correo.mx' })).toThrow(/SMTP_URL: debe empezar con smtp:\/\//);
  });
});
