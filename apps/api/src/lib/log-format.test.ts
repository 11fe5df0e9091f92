import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CENSOR } from './log-serializers.ts';
import { loggerOptions, type LogOutput } from './log-options.ts';

const SECRETS = { email: 'alumna@correo-secreto.mx', password: 'Secreta987', token: 'tok-abc-123' };

/** What one log line (a login with secrets) looks like with these options. */
function logLine(output: Omit<LogOutput, 'stream'>): string {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions('info', { ...output, stream: { write: (l) => lines.push(l) } }) });
  app.log.info({ event: 'login', ...SECRETS, body: { password: SECRETS.password } }, 'inicio de sesión');
  return lines.join('');
}

describe('log format (LOG_FORMAT)', () => {
  it('json: one JSON object per line, secrets censored', () => {
    const line = logLine({ format: 'json' });
    const record = JSON.parse(line) as Record<string, any>;
    expect(record).toMatchObject({ event: 'login', email: CENSOR, password: CENSOR, token: CENSOR });
    expect(record.body.password).toBe(CENSOR);
    for (const secret of Object.values(SECRETS)) expect(line).not.toContain(secret);
  });

  it('pretty: a readable line (pino-pretty), with the same fields censored', () => {
    const line = logLine({ format: 'pretty' });
    expect(() => JSON.parse(line)).toThrow();
    expect(line).toMatch(/INFO.*inicio de sesión/);
    expect(line).toContain(`password: "${CENSOR}"`);
    for (const secret of Object.values(SECRETS)) expect(line).not.toContain(secret);
  });

  it('auto: readable in a terminal, JSON in a pipe or a file (a service), JSON when captured', () => {
    expect(loggerOptions('info', { format: 'auto', tty: true })).toHaveProperty('stream');
    expect(loggerOptions('info', { format: 'auto', tty: false })).not.toHaveProperty('stream');
    expect(() => JSON.parse(logLine({ format: 'auto', tty: true }))).not.toThrow();
    expect(loggerOptions('info', { format: 'json', tty: true })).not.toHaveProperty('stream');
  });
});
