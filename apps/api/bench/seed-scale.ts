// `npm run seed:scale`: fills a PostgreSQL database with a country's worth of data (1,014 schools,
// 200,000 students, 1.5 M favourites, 400,000 meetings…) for `npm run bench:scale`, with every
// constraint and index of the migrations in place, in set-based SQL.
//   DATABASE_URL   the database (default postgres://postgres@127.0.0.1:5432/tlp_scale), created if missing
//   --reset        drop and recreate it when it already holds data
import pg from 'pg';
import { openPostgres } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/password.ts';
import { databaseName, dropDatabase, ensureDatabase } from './databases.ts';
import { readFlags } from './options.ts';
import {
  campusStatements,
  degreeStatements,
  referenceStatements,
  schoolStatements,
  type Statement,
} from './scale-sql-catalog.ts';
import { activityStatements } from './scale-sql-activity.ts';
import { accountStatements, preferenceStatements, SCALE_PASSWORD, schoolLifeStatements } from './scale-sql-people.ts';
import { formatTable, num } from './table.ts';

export const DEFAULT_SCALE_URL = 'postgres://postgres@127.0.0.1:5432/tlp_scale';

const flags = readFlags({ reset: { type: 'boolean' } });
const url = process.env.DATABASE_URL || DEFAULT_SCALE_URL;
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

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
console.log(`Base ${databaseName(url)} creada y migrada (${seconds(started)} s)`);

const passwordHash = await hashPassword(SCALE_PASSWORD); // once: every account shares it
// Two connections: the biggest statements run in two halves at once (one per core).
const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })] as const;
const client = clients[0];
for (const c of clients) {
  await c.connect();
  // Room for the sorts of a bulk load. Commits stay synchronous: after an asynchronous one, VACUUM
  // cannot mark the new pages all-visible yet (hint bits wait for the WAL flush), and the
  // index-only scans the benchmark should see would read the heap instead.
  await c.query("set work_mem = '256MB'; set maintenance_work_mem = '512MB'");
}

async function run(statements: Statement[], on: pg.Client = client) {
  for (const s of statements) {
    const t = performance.now();
    const r = await on.query(s.sql, s.params);
    process.stderr.write(`· ${s.label}: ${num(r.rowCount ?? 0)} filas, ${seconds(t)} s\n`);
  }
}
/** Each half's statements in turn on its own connection, both halves at once. */
const inHalves = (statements: (half: 0 | 1) => Statement[]) =>
  Promise.all([run(statements(0), clients[0]), run(statements(1), clients[1])]);
const value = async (sql: string) => Number((await client.query<{ v: number }>(sql)).rows[0]!.v);

try {
  await run([...referenceStatements(), ...schoolStatements(), ...campusStatements(), ...degreeStatements()]);
  await run(accountStatements(passwordHash));
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
  await inHalves((half) => preferenceStatements(studentBase, half));
  await run(schoolLifeStatements(studentBase, adminId));
  await inHalves((half) => activityStatements(studentBase, { first, count }, half));
  const t = performance.now();
  await client.query('vacuum analyze');
  process.stderr.write(`· vacuum analyze: ${seconds(t)} s\n`);

  const counts = await client.query<{ table: string; rows: string }>(`
    select t as table, (xpath('/row/n/text()', query_to_xml('select count(*) as n from ' || t, false, true, '')))[1]::text as rows
    from unnest(array['highschools','users','orienter_keys','user_areas','user_cities','student_groups',
                      'student_group_members','access_links','campuses','degrees','favorite_degrees','meetings']) t`);
  const sizes = await client.query<{ biggest: number; median: number; smallest: number }>(`
    select max(n)::int as biggest, (percentile_disc(0.5) within group (order by n))::int as median, min(n)::int as smallest
    from (select count(*) as n from users where type = 'student' group by highschool_id) s`);
  const s = sizes.rows[0]!;
  console.log(
    `\nSembrado en ${seconds(started)} s (${databaseName(url)}; contraseña de todas las cuentas: ${SCALE_PASSWORD})\n`,
  );
  console.log(
    formatTable(
      ['tabla', 'filas'],
      counts.rows.map((r) => [r.table, num(Number(r.rows))]),
    ),
  );
  console.log(
    `\nEstudiantes por preparatoria: la mayor ${num(s.biggest)}, mediana ${num(s.median)}, la menor ${num(s.smallest)}`,
  );
  console.log('Cuentas: admin@scale.mx, orientador<n>@scale.mx, estudiante<n>@scale.mx');
} finally {
  await Promise.all(clients.map((c) => c.end()));
}
