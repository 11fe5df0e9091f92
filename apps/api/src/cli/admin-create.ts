// `npm run admin:create -- --email E [--password P] [--first-name N] [--last-name A]`:
// creates an admin on any database (prompts for the password when not given).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { PASSWORD_PATTERN, VALIDATION } from '@tlp/shared';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { users } from '../db/schema/index.ts';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { pgCode, PG_UNIQUE_VIOLATION } from '../lib/errors.ts';
import { hashPassword } from '../lib/password.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Administrador' },
    'last-name': { type: 'string', default: 'Toca la Puerta' },
  },
});

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

const email = values.email ?? (await ask('Correo del administrador: '));
if (!z.email().safeParse(email).success) {
  console.error(`Correo inválido: ${email}`);
  process.exit(2);
}
const password = values.password ?? (await ask('Contraseña (mínimo 8, con número, minúscula y mayúscula): '));
if (!PASSWORD_PATTERN.test(password)) {
  console.error(`Contraseña: ${VALIDATION.passwordFormat}. ${VALIDATION.passwordHint}.`);
  process.exit(2);
}
if (isCommonPassword(password)) {
  console.error(`Contraseña: ${VALIDATION.commonPassword}.`);
  process.exit(1);
}

const config = loadConfig();
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(config);
try {
  await database.migrate();
  const [row] = await database.db
    .insert(users)
    .values({
      type: 'admin',
      firstName: values['first-name']!,
      lastName: values['last-name']!,
      email: email.toLowerCase(),
      passwordHash: await hashPassword(password),
      onboarded: true,
    })
    .returning({ id: users.id });
  console.log(`Administrador creado (id ${row!.id}): ${email}`);
} catch (err) {
  console.error(
    pgCode(err) === PG_UNIQUE_VIOLATION ? `Ya existe una cuenta con el correo ${email}` : (err as Error).message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
  release();
}
