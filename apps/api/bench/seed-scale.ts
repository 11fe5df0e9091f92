// `npm run seed:scale`: fills a PostgreSQL database with a country's worth of data (by default 1,014
// schools, 200,000 students, 2,000 campuses, ~20,000 degrees, 1.5 M favourites, 400,000 meeting
// requests, their slots, bookings, reminders and ledger events, guardians' consents, interest test
// results and compare lists) for `npm run bench:scale`, with every constraint and index of the
// migrations in place, in set-based SQL. Flags:
//   --students 200000   students (campuses: one per 100 students; degrees ~10 per campus; 7.5
//                       favourites and 2 meeting requests per student on average)
//   --schools 1014      high schools
//   --shape uniform     uniform (the first sample) or skewed (heavy-tailed school sizes, students
//                       with 30 to 50 requests, favourites on popular degrees, more 'Ingeniería'
//                       degrees and places in the State of Mexico)
//   --seed 0            another pseudo-random variation of the same shape
//   --reset             drop and recreate the database when it already holds data
//   DATABASE_URL        the database (default postgres://postgres@127.0.0.1:5432/tlp_scale), created if missing
// e.g. npm run seed:scale -- --students 1000000 --schools 5000 --shape skewed
import pg from 'pg';
import { openPostgres } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/password.ts';
import { databaseName, dropDatabase, ensureDatabase } from './databases.ts';
import { positive, readFlags } from './options.ts';
import { dropBulkKeys, restoreBulkKeys, restorePrimaryKeys } from './scale-sql-bulk-keys.ts';
import { scaleConfig, SHAPES, type ScaleShape } from './scale-plan.ts';
import { favoriteStatements, studentPlanStatements } from './scale-sql-activity.ts';
import {
  campusStatements,
  degreeStatements,
  fieldFigureStatements,
  referenceStatements,
  schoolStatements,
  type Statement,
} from './scale-sql-catalog.ts';
import { consentStatements } from './scale-sql-consents.ts';
import { interestStatements } from './scale-sql-interests.ts';
import { meetingStatements, representativeStatements } from './scale-sql-meetings.ts';
import { accountStatements, preferenceStatements, SCALE_PASSWORD, schoolLifeStatements } from './scale-sql-people.ts';
import { printScaleSummary } from './scale-sql-summary.ts';

export const DEFAULT_SCALE_URL = 'postgres://postgres@127.0.0.1:5432/tlp_scale';

const flags = readFlags({
  reset: { type: 'boolean' },
  students: { type: 'string', default: '200000' },
  schools: { type: 'string', default: '1014' },
  shape: { type: 'string', default: 'uniform' },
  seed: { type: 'string', default: '0' },
});
if (!SHAPES.includes(flags.shape as ScaleShape)) {
  console.error(`--shape debe ser ${SHAPES.join(' o ')} (se recibió '${flags.shape}')`);
  process.exit(1);
}
const config = scaleConfig(
  Math.round(positive('students', flags.students)),
  Math.round(positive('schools', flags.schools)),
  flags.shape as ScaleShape,
  Math.round(Number(flags.seed) || 0),
);
const url = process.env.DATABASE_URL || DEFAULT_SCALE_URL;
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const steps: Array<[string, string]> = [];
const report = (label: string, took: string, rows?: number) => {
  steps.push([label, took]);
  process.stderr.write(`· ${label}: ${rows === undefined ? '' : `${rows.toLocaleString('en-US')} filas, `}${took} s\n`);
};

async function hasData(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string | null }>("select to_regclass('public.users')::text as t");
    if (!rows[0]?.t) return false;
    return ((await client.query('select 1 from users limit 1')).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

if (!(await ensureDatabase(url)) && (await hasData())) {
  if (!flags.reset) {
    console.error(`La base ${databaseName(url)} ya tiene datos: usa --reset para borrarla y volver a llenarla.`);
    process.exit(1);
  }
  await dropDatabase(url);
  await ensureDatabase(url);
}
const database = await openPostgres(url, 2);
await database.migrate();
await database.close();
report('migraciones', seconds(started));

const passwordHash = await hashPassword(SCALE_PASSWORD); // once: every account shares it
// Two connections: the biggest statements run in two halves at once (one per core).
const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })] as const;
const client = clients[0];
for (const c of clients) {
  await c.connect();
  // Room for the sorts of a bulk load. Commits stay synchronous: after an asynchronous one, VACUUM
  // cannot mark the new pages all-visible yet (hint bits wait for the WAL flush), and the
  // index-only scans the benchmark should see would read the heap instead.
  await c.query("set work_mem = '256MB'; set maintenance_work_mem = '1GB'");
}

async function run(statements: Statement[], on: pg.Client = client) {
  for (const s of statements) {
    const t = performance.now();
    const r = await on.query(s.sql, s.params).catch((err: Error) => {
      throw new Error(`${s.label}: ${err.message}`, { cause: err });
    });
    report(s.label, seconds(t), r.rowCount ?? 0);
  }
}
/** Each half's statements in turn on its own connection, both halves at once. */
const inHalves = (statements: (half: 0 | 1) => Statement[]) =>
  Promise.all([run(statements(0), clients[0]), run(statements(1), clients[1])]);
/** A step that is not one statement, timed as one. */
async function timed(label: string, work: () => Promise<unknown>) {
  const t = performance.now();
  await work();
  report(label, seconds(t));
}
const value = async (sql: string) => Number((await client.query<{ v: number }>(sql)).rows[0]!.v);

try {
  const keys = await dropBulkKeys(client);
  await run([
    ...referenceStatements(config),
    ...fieldFigureStatements(),
    ...schoolStatements(config),
    ...campusStatements(config),
    ...degreeStatements(config),
  ]);
  await run([...accountStatements(config, passwordHash), { label: 'analyze users', sql: 'analyze users' }]);
  const studentBase = await value("select min(id) as v from users where type = 'student'");
  const studentSpan = await value(
    `select max(id) - ${studentBase} + 1 - count(*) as v from users where type = 'student'`,
  );
  const adminId = await value("select min(id) as v from users where type = 'admin'");
  const first = await value('select min(id) as v from degrees');
  const count = await value('select count(*) as v from degrees');
  if (studentSpan !== 0 || (await value('select max(id) as v from degrees')) !== first + count - 1) {
    throw new Error('los ids de estudiantes o carreras no son consecutivos: ¿la base no estaba vacía?');
  }
  const degrees = { first, count };
  await inHalves((half) => preferenceStatements(studentBase, half));
  /** Fresh statistics of the tables just filled, so the next statements join them with hashes. */
  const analyze = (tables: string): Statement => ({ label: `analyze ${tables}`, sql: `analyze ${tables}` });
  await run([
    analyze('highschools, degrees, campuses, user_areas, user_cities'),
    ...schoolLifeStatements(studentBase, adminId),
    ...studentPlanStatements(config, studentBase, degrees),
    ...consentStatements(config),
    ...representativeStatements(passwordHash),
  ]);
  await inHalves((half) => favoriteStatements(degrees, half));
  await timed('llaves primarias', () => restorePrimaryKeys(clients, keys, report));
  await run([analyze('favorite_degrees, meeting_slots, users')]);
  // The meetings and what hangs from them on one connection, the interests on the other.
  await Promise.all([
    run(meetingStatements(config, degrees), clients[0]),
    run(interestStatements(config, degrees), clients[1]),
  ]);
  await run([
    { label: 'fin del plan', sql: 'drop table scale_students' },
    { label: 'fin de compartibles', sql: 'drop table scale_shareable' },
  ]);
  await timed(`${keys.indexes.length} índices y ${keys.foreignKeys.length} llaves foráneas`, () =>
    restoreBulkKeys(clients, keys, report),
  );
  await timed('vacuum analyze', () => client.query('vacuum analyze'));
  await printScaleSummary(client, { config, url, seconds: seconds(started), steps });
} finally {
  await Promise.all(clients.map((c) => c.end()));
}
