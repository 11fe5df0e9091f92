// A real SMTP server in the test process (smtp-server), and what arrived at it, parsed (mailparser).
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../src/ops/testing/free-port.ts';

export interface TestSmtp {
  /** `smtp://…` of this server (it may be down: see `stop` and `start`). */
  url: string;
  port: number;
  received: ParsedMail[];
  /** Starts listening (again) on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The messages that arrived, once `count` of them match, or an error after `timeoutMs`. */
  waitFor(count: number, match?: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
}

/** Polls `check` every 20 ms until it answers something truthy, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 5_000,
  what = 'condition',
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** An SMTP server on 127.0.0.1 taking any sender and recipient, no TLS, no auth; `listening: false` starts it down. */
export async function startTestSmtp({ listening = true } = {}): Promise<TestSmtp> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  const smtp: TestSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    waitFor: (count, match = () => true, timeoutMs = 5_000) =>
      eventually(
        () => {
          const found = received.filter(match);
          return found.length >= count ? found : undefined;
        },
        timeoutMs,
        `${count} message(s) at the test SMTP server`,
      ),
  };
  if (listening) await smtp.start();
  return smtp;
}
