// `npm run admin:create` as an operator runs it (a child process): it says where it writes, never
// makes a new embedded database, needs no JWT_SECRET, takes the password from stdin or a hidden
// prompt (asked twice), and never prints it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { safeDatabaseUrl } from '../db/connect-errors.ts';
import { verifyPassword } from '../lib/password.ts';
import { adminUrl, createScratchDatabase, onPostgres, sleep } from '../ops/testing/server-process.ts';
import { API_DIR, CLI, linesOf, queryRows, runCli, tempDir } from '../ops/testing/cli-process.ts';

const SKIP_REASON = 'skipped: needs PostgreSQL (TEST_DB=postgres and TEST_DATABASE_URL)';
const pgOnly = (name: string) => `${name}${onPostgres ? '' : ` (${SKIP_REASON})`}`;
const PASSWORD = 'Pu3rta-Secreta-77';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratch() {
  const db = await createScratchDatabase(adminUrl!, inject('pgTemplate'));
  cleanups.push(() => db.drop());
  return db;
}

function folder() {
  const dir = tempDir('tlp-admin-');
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface AdminRow {
  type: string;
  password_hash: string;
  privacy_version: string | null;
  first_name: string;
}
const adminRow = async (url: string, email: string) =>
  (
    await queryRows<AdminRow>(
      url,
      `select type, password_hash, privacy_version, first_name from users where email = '${email}'`,
    )
  )[0];

describe('npm run admin:create on the embedded database', () => {
  it('refuses a data folder without a database, and creates none', async () => {
    const parent = folder();
    for (const dir of [path.join(parent, 'no-existe'), parent]) {
      const result = await runCli(
        CLI.adminCreate,
        ['--email', 'ana@escuela.mx', '--password-stdin'],
        { DATA_DIR: dir },
        {
          stdin: `${PASSWORD}\n`,
        },
      );
      expect(result.code, result.output).toBe(2);
      expect(result.stdout).toBe(`Base de datos: PGlite en ${dir}\n`);
      expect(linesOf(result.stderr)).toEqual([
        `No hay una base de datos en ${dir} (DATA_DIR): inicia el servidor una vez (npm start) o corre ` +
          'npm run db:bootstrap; para PostgreSQL, define DATABASE_URL.',
      ]);
    }
    expect(fs.existsSync(path.join(parent, 'no-existe'))).toBe(false);
    expect(fs.readdirSync(parent)).toEqual([]);
  });

  it('writes to a bootstrapped folder, with the password from stdin', async () => {
    const dir = folder();
    expect((await runCli(CLI.bootstrap, [], { DATA_DIR: dir })).code).toBe(0);
    const result = await runCli(
      CLI.adminCreate,
      ['--email', 'Ana@Escuela.mx', '--password-stdin'],
      { DATA_DIR: dir },
      {
        stdin: `${PASSWORD}\n`,
      },
    );
    expect(result.code, result.output).toBe(0);
    expect(result.output).not.toContain(PASSWORD);
    expect(linesOf(result.stdout)[0]).toBe(`Base de datos: PGlite en ${dir}`);
    expect(result.stdout).toMatch(/Administrador creado \(id \d+\): ana@escuela\.mx/);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  }, 120_000);
});

describe.runIf(onPostgres)(pgOnly('npm run admin:create on PostgreSQL'), () => {
  it('needs no JWT_SECRET, reads the password from stdin, never prints it; the admin has not accepted the notice', async () => {
    const db = await scratch();
    const result = await runCli(
      CLI.adminCreate,
      ['--email', 'ana@escuela.mx', '--password-stdin', '--first-name', 'Ana'],
      { DATABASE_URL: db.url },
      { stdin: `${PASSWORD}\nlo que sigue no se lee\n` },
    );
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.output).not.toContain(PASSWORD);
    expect(linesOf(result.stdout)[0]).toBe(`Base de datos: PostgreSQL ${safeDatabaseUrl(db.url)}`);
    expect(result.stdout).toContain('aviso de privacidad');
    const row = await adminRow(db.url, 'ana@escuela.mx');
    expect(row).toMatchObject({ type: 'admin', privacy_version: null, first_name: 'Ana' });
    expect(await verifyPassword(row!.password_hash, PASSWORD)).toBe(true);

    const again = await runCli(
      CLI.adminCreate,
      ['--email', 'ana@escuela.mx', '--password-stdin'],
      { DATABASE_URL: db.url },
      {
        stdin: `${PASSWORD}\n`,
      },
    );
    expect(again.code).toBe(1);
    expect(linesOf(again.stderr)).toEqual(['Ya existe una cuenta con el correo ana@escuela.mx']);
  });

  it('--password still works, with a warning that it shows in the process list', async () => {
    const db = await scratch();
    const result = await runCli(CLI.adminCreate, ['--email', 'beto@escuela.mx', '--password', PASSWORD], {
      DATABASE_URL: db.url,
    });
    expect(result.code, result.output).toBe(0);
    expect(linesOf(result.stderr)).toEqual([
      'Aviso: --password queda a la vista en la lista de procesos (ps) y en el historial del shell; ' +
        'usa --password-stdin o deja que la pida.',
    ]);
    expect(result.output).not.toContain(PASSWORD);
    expect(await adminRow(db.url, 'beto@escuela.mx')).toMatchObject({ type: 'admin' });
  });

  it('refuses, in one line and without echoing it, a weak password, an empty stdin, or none without a terminal', async () => {
    const db = await scratch();
    const env = { DATABASE_URL: db.url };
    const cases: Array<{ args: string[]; stdin: string; line: RegExp }> = [
      { args: ['--password-stdin'], stdin: 'corta\n', line: /^Contraseña: / },
      { args: ['--password-stdin'], stdin: 'Password123\n', line: /^Contraseña: / },
      { args: ['--password-stdin'], stdin: '', line: /^--password-stdin: / },
      { args: [], stdin: '', line: /--password-stdin/ },
      { args: ['--password-stdin', '--password', 'Otra-Clave-99'], stdin: '', line: /no los dos/ },
      { args: ['--password-stdin', '--no-such-option'], stdin: '', line: /--no-such-option/ },
    ];
    for (const { args, stdin, line } of cases) {
      const result = await runCli(CLI.adminCreate, ['--email', 'carla@escuela.mx', ...args], env, { stdin });
      const label = `${args.join(' ')} <<< ${JSON.stringify(stdin)}: ${result.output}`;
      expect(result.code, label).toBe(2);
      const errors = linesOf(result.stderr);
      expect(errors, label).toHaveLength(1);
      expect(errors[0], label).toMatch(line);
      if (stdin) expect(result.output, label).not.toContain(stdin.trim());
    }
    expect(await adminRow(db.url, 'carla@escuela.mx')).toBeUndefined();
  });

  it.runIf(fs.existsSync('/usr/bin/script'))(
    'on a terminal, the password typed is not shown and is asked twice',
    async () => {
      const db = await scratch();
      const typed = async (email: string, first: string, second: string) => {
        // script(1) gives the tool a terminal of its own; what we write is what is typed.
        const command = [process.execPath, path.join(API_DIR, CLI.adminCreate), '--email', email].join(' ');
        const child = spawn('/usr/bin/script', ['-q', '-e', '-c', command, '/dev/null'], {
          env: { ...process.env, DATABASE_URL: db.url, JWT_SECRET: '', TEST_DATABASE_URL: '' },
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d));
        child.stderr.on('data', (d: Buffer) => (out += d));
        const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
        const waitFor = async (text: string) => {
          for (let i = 0; i < 300 && !out.includes(text); i++) await sleep(100);
          expect(out, `waiting for ${JSON.stringify(text)}`).toContain(text);
        };
        await waitFor('Contraseña');
        await sleep(200);
        child.stdin.write(`${first}\r`);
        await waitFor('Repite la contraseña');
        await sleep(200);
        child.stdin.write(`${second}\r`);
        const code = await exited;
        return { code, out };
      };

      const created = await typed('dora@escuela.mx', PASSWORD, PASSWORD);
      expect(created.code, created.out).toBe(0);
      expect(created.out).not.toContain(PASSWORD);
      expect(created.out).toContain('Administrador creado');
      expect(await verifyPassword((await adminRow(db.url, 'dora@escuela.mx'))!.password_hash, PASSWORD)).toBe(true);

      const mismatch = await typed('eva@escuela.mx', PASSWORD, `${PASSWORD}x`);
      expect(mismatch.code, mismatch.out).toBe(2);
      expect(mismatch.out).toContain('Las contraseñas no coinciden');
      expect(mismatch.out).not.toContain(PASSWORD);
      expect(await adminRow(db.url, 'eva@escuela.mx')).toBeUndefined();
    },
    60_000,
  );
});
