// What the server and the tools say when they cannot start: one line naming the variable and the
// cause in Spanish (never a stack trace, never the password), and exit code 2. A busy port is found
// before the database is opened or migrated.
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { adminUrl, onPostgres } from './testing/server-process.ts';
import { CLI, closedPort, linesOf, runCli, tempDir, type CliResult } from './testing/cli-process.ts';

const SKIP_REASON = 'skipped: needs PostgreSQL (TEST_DB=postgres and TEST_DATABASE_URL)';
const pgOnly = (name: string) => `${name}${onPostgres ? '' : ` (${SKIP_REASON})`}`;
const JWT_SECRET = 'startup-test-secret-'.padEnd(48, 'x');
const DB_PASSWORD = 'n0-se-imprime';

/** The one line a failed start prints, checked for its shape. */
function failure(result: CliResult, label = ''): string {
  expect(result.code, `${label}${result.output}`).toBe(2);
  const lines = linesOf(result.output);
  expect(lines, `${label}${result.output}`).toHaveLength(1);
  expect(result.output).not.toContain(DB_PASSWORD);
  expect(result.output).not.toMatch(/\n\s+at /);
  return lines[0]!;
}

const server = (env: Record<string, string>) =>
  runCli(CLI.server, [], { PORT: '0', HOST: '127.0.0.1', JWT_SECRET, SEED_DEMO: '0', LOG_LEVEL: 'info', ...env });

let dbPort: number;
let refusedUrl: string;
beforeAll(async () => {
  dbPort = await closedPort();
  refusedUrl = `postgres://tlp:${DB_PASSWORD}@127.0.0.1:${dbPort}/tlp`;
});

describe('a wrong DATABASE_URL', () => {
  it('refused connection: the server says so in one line and exits with 2', async () => {
    const line = failure(await server({ DATABASE_URL: refusedUrl }));
    expect(line).toBe(
      `DATABASE_URL: el servidor 127.0.0.1:${dbPort} rechazó la conexión (¿está encendido PostgreSQL?) ` +
        `(postgres://tlp@127.0.0.1:${dbPort}/tlp)`,
    );
  });

  it('unknown host', async () => {
    const line = failure(await server({ DATABASE_URL: `postgres://tlp:${DB_PASSWORD}@no-existe.invalid:5432/tlp` }));
    expect(line).toMatch(/^DATABASE_URL: no se encontró el servidor "no-existe\.invalid"/);
    expect(line).toContain('(postgres://tlp@no-existe.invalid:5432/tlp)');
  });

  it('each tool says the same: db:migrate, db:bootstrap, db:reset, admin:create', async () => {
    const expected = `DATABASE_URL: el servidor 127.0.0.1:${dbPort} rechazó la conexión`;
    const env = { DATABASE_URL: refusedUrl, JWT_SECRET };
    const runs = [
      await runCli(CLI.migrate, [], env),
      await runCli(CLI.bootstrap, [], env),
      await runCli(CLI.reset, ['--yes', '--database', 'tlp'], env),
    ];
    for (const result of runs) expect(failure(result)).toMatch(new RegExp(`^${expected}`));
    const admin = await runCli(CLI.adminCreate, ['--email', 'ana@escuela.mx', '--password-stdin'], env, {
      stdin: 'Pu3rta-Secreta-77\n',
    });
    expect(admin.code, admin.output).toBe(2);
    expect(linesOf(admin.stderr)).toEqual([expect.stringMatching(new RegExp(`^${expected}`))]);
  });

  it.runIf(onPostgres)(pgOnly('a database that does not exist, an unknown user'), async () => {
    const missing = withDatabase(adminUrl!, 'tlp_no_existe');
    const shown = new URL(missing);
    shown.password = '';
    expect(failure(await server({ DATABASE_URL: missing }))).toBe(
      `DATABASE_URL: la base de datos "tlp_no_existe" no existe (${shown.toString()})`,
    );
    expect(failure(await runCli(CLI.bootstrap, [], { DATABASE_URL: missing }))).toMatch(
      /^DATABASE_URL: la base de datos "tlp_no_existe" no existe/,
    );

    const stranger = new URL(adminUrl!);
    stranger.username = 'tlp_nadie';
    stranger.password = DB_PASSWORD;
    expect(failure(await server({ DATABASE_URL: stranger.toString() }))).toMatch(
      /^DATABASE_URL: el servidor no acepta al usuario "tlp_nadie"/,
    );
  });
});

describe('a busy port', () => {
  let holder: net.Server;
  let busyPort: number;
  beforeAll(async () => {
    holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    busyPort = (holder.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('is reported before the embedded database is opened: its folder stays empty', async () => {
    const dir = tempDir('tlp-port-');
    try {
      const line = failure(await server({ PORT: String(busyPort), DATA_DIR: dir }));
      expect(line).toBe(`PORT: el puerto ${busyPort} ya está en uso en 127.0.0.1`);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is reported before PostgreSQL is reached: with a wrong DATABASE_URL too, the port is what it names', async () => {
    const line = failure(await server({ PORT: String(busyPort), DATABASE_URL: refusedUrl }));
    expect(line).toBe(`PORT: el puerto ${busyPort} ya está en uso en 127.0.0.1`);
  });

  it('with WEB_CONCURRENCY, the primary reports it before migrating', async () => {
    const line = failure(await server({ PORT: String(busyPort), DATABASE_URL: refusedUrl, WEB_CONCURRENCY: '2' }));
    expect(line).toBe(`PORT: el puerto ${busyPort} ya está en uso en 127.0.0.1`);
  });
});
