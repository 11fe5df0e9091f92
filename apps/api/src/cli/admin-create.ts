// `npm run admin:create -- --email CORREO [--password-stdin] [--first-name N] [--last-name A]`:
// creates an administrator on the configured database, and first says which one (never its
// password). The password is asked on the terminal without showing it, twice; a script passes it
// on stdin (`--password-stdin`, the first line). `--password P` still works but warns: the process
// list and the shell's history show it. Needs no JWT_SECRET. Without DATABASE_URL it writes only
// to an embedded database that exists (`npm start` once or `npm run db:bootstrap` makes it): a typo
// in DATA_DIR must not leave the admin in a new, empty database nobody serves.
// The admin has not accepted the privacy notice: the web app shows it at their first sign-in.
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { PASSWORD_PATTERN, VALIDATION } from '@tlp/shared';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { users } from '../db/schema/index.ts';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { pgCode, PG_UNIQUE_VIOLATION } from '../lib/errors.ts';
import { hashPassword } from '../lib/password.ts';
import { connecting, StartupError } from '../ops/startup.ts';
import { databaseLabel, hasEmbeddedDatabase, runTool, toolArgs } from './tool.ts';

const USAGE =
  'Uso: npm run admin:create -- --email CORREO [--password-stdin] [--first-name NOMBRE] [--last-name APELLIDOS]';

const PASSWORD_RULES = 'mínimo 8, con número, minúscula y mayúscula';

/** A line typed on the terminal, shown as typed (the e-mail). */
async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/**
 * A line typed on the terminal and not shown: readline echoes what is typed through its output,
 * which says nothing after the question. Ctrl+C ends the tool (exit code 130), nothing created.
 */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  rl.on('SIGINT', () => {
    rl.close();
    process.stdout.write('\n');
    process.exit(130);
  });
  try {
    const answer = rl.question(question);
    muted = true;
    return await answer;
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

/** The first line of stdin (`echo "$CLAVE" | npm run admin:create -- --email … --password-stdin`). */
async function firstLineOfStdin(): Promise<string | undefined> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of rl) return line.replace(/\r$/, '');
    return undefined;
  } finally {
    rl.close();
  }
}

async function readPassword(given: { password?: string; 'password-stdin'?: boolean }): Promise<string> {
  if (given.password !== undefined && given['password-stdin']) {
    throw new StartupError(`Usa --password-stdin o --password, no los dos. ${USAGE}`);
  }
  if (given.password !== undefined) {
    console.error(
      'Aviso: --password queda a la vista en la lista de procesos (ps) y en el historial del shell; ' +
        'usa --password-stdin o deja que la pida.',
    );
    return given.password;
  }
  if (given['password-stdin']) {
    const line = await firstLineOfStdin();
    if (!line) throw new StartupError('--password-stdin: la entrada estándar no trajo ninguna contraseña.');
    return line;
  }
  if (!process.stdin.isTTY) {
    throw new StartupError(
      'Contraseña: no hay una terminal para pedirla; pásala en la entrada estándar con --password-stdin ' +
        '(echo "$CLAVE" | npm run admin:create -- --email CORREO --password-stdin).',
    );
  }
  const password = await askHidden(`Contraseña (${PASSWORD_RULES}; no se muestra): `);
  checkPassword(password); // before asking again for one that cannot be used
  if ((await askHidden('Repite la contraseña: ')) !== password) {
    throw new StartupError('Las contraseñas no coinciden; no se creó nada.');
  }
  return password;
}

/** The signup's rules for a password; the message never repeats it. */
function checkPassword(password: string) {
  if (!PASSWORD_PATTERN.test(password)) {
    throw new StartupError(`Contraseña: ${VALIDATION.passwordFormat}. ${VALIDATION.passwordHint}.`);
  }
  if (isCommonPassword(password)) throw new StartupError(`Contraseña: ${VALIDATION.commonPassword}.`);
}

await runTool(async () => {
  const given = toolArgs(
    {
      email: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      'first-name': { type: 'string', default: 'Administrador' },
      'last-name': { type: 'string', default: 'Toca la Puerta' },
    },
    USAGE,
  );
  const config = loadConfig(process.env, { jwtSecret: false });
  console.log(`Base de datos: ${databaseLabel(config)}`);
  if (!config.databaseUrl && !hasEmbeddedDatabase(config.dataDir)) {
    throw new StartupError(
      `No hay una base de datos en ${config.dataDir} (DATA_DIR): inicia el servidor una vez (npm start) o corre ` +
        'npm run db:bootstrap; para PostgreSQL, define DATABASE_URL.',
    );
  }

  if (given.email === undefined && (!process.stdin.isTTY || given['password-stdin'])) {
    throw new StartupError(`Correo: falta --email. ${USAGE}`);
  }
  const email = (given.email ?? (await ask('Correo del administrador: '))).trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new StartupError(`Correo inválido: ${email}`);
  const password = await readPassword(given);
  checkPassword(password);

  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(config);
    try {
      await connecting(config.databaseUrl, () => database.migrate());
      const [row] = await database.db
        .insert(users)
        .values({
          type: 'admin',
          firstName: given['first-name'],
          lastName: given['last-name'],
          email,
          passwordHash: await hashPassword(password),
          onboarded: true,
        })
        .returning({ id: users.id })
        .catch((err: unknown) => {
          throw pgCode(err) === PG_UNIQUE_VIOLATION ? new Error(`Ya existe una cuenta con el correo ${email}`) : err;
        });
      console.log(
        `Administrador creado (id ${row!.id}): ${email}. Entra por la pestaña Orientador de la aplicación web; ` +
          'al iniciar sesión verá el aviso de privacidad y lo aceptará antes de seguir.',
      );
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
});
