// What `npm run seed:scale` prints at the end: the time of each step, the rows of each table and
// the shape of the sample (school sizes, the busiest students, what the searches will find).
import type pg from 'pg';
import { databaseName } from './databases.ts';
import type { ScaleConfig } from './scale-plan.ts';
import { SCALE_PASSWORD } from './scale-sql-people.ts';
import { formatTable, num } from './table.ts';

const TABLES = [
  'highschools',
  'users',
  'orienter_keys',
  'user_areas',
  'user_cities',
  'student_groups',
  'student_group_members',
  'access_links',
  'highschool_data_sharing',
  'guardian_consents',
  'campuses',
  'degrees',
  'field_figures',
  'favorite_degrees',
  'meetings',
  'student_counters',
  'meeting_slots',
  'jobs',
  'disclosures',
  'interest_results',
  'compare_list_items',
];

/** The shape's figures, one query. */
const SHAPE = `
  with sizes as (select count(*) as n from users where type = 'student' group by highschool_id),
       requests as (select count(*) as n from meetings group by user_id)
  select (select max(n) from sizes)::int as biggest,
    (select percentile_disc(0.5) within group (order by n) from sizes)::int as median,
    (select min(n) from sizes)::int as smallest,
    (select max(n) from requests)::int as max_meetings,
    (select count(*) from requests where n >= 30)::int as busy_students,
    (select count(*) from degrees where f_unaccent(name) ilike '%ingenieria%')::int as degrees_ingenieria,
    (select count(*) from degrees d join campuses c on c.id = d.campus_id
     where f_unaccent(c.name) ilike '%mexico%')::int as degrees_mexico,
    (select count(*) from campuses where f_unaccent(name) ilike '%mexico%')::int as campuses_mexico,
    (select count(*) from meetings where slot_id is not null)::int as booked,
    (select count(*) from meetings where attended)::int as attended,
    (select max(c) from (select count(*) as c from favorite_degrees group by degree_id) f)::int as top_degree_favorites`;

interface Summary {
  config: ScaleConfig;
  url: string;
  seconds: string;
  steps: Array<[string, string]>;
}

export async function printScaleSummary(client: pg.Client, s: Summary): Promise<void> {
  const counts = await client.query<{ table: string; rows: string }>(
    `select t as table, (xpath('/row/n/text()', query_to_xml('select count(*) as n from ' || t, false, true, '')))[1]::text as rows
     from unnest($1::text[]) t`,
    [TABLES],
  );
  const shape = (await client.query<Record<string, number>>(SHAPE)).rows[0]!;
  const c = s.config;
  console.log(
    `\nSembrado en ${s.seconds} s (${databaseName(s.url)}; ${num(c.students)} estudiantes, ${num(c.schools)} preparatorias, ` +
      `forma ${c.shape}, semilla ${c.seed}; contraseña de todas las cuentas: ${SCALE_PASSWORD})\n`,
  );
  console.log(formatTable(['paso', 's'], s.steps));
  console.log('');
  console.log(
    formatTable(
      ['tabla', 'filas'],
      counts.rows.map((r) => [r.table, num(Number(r.rows))]),
    ),
  );
  console.log(
    `\nEstudiantes por preparatoria: la mayor ${num(shape.biggest!)}, mediana ${num(shape.median!)}, la menor ${num(shape.smallest!)}`,
  );
  console.log(
    `Solicitudes de reunión: máximo ${num(shape.max_meetings!)} por estudiante (${num(shape.busy_students!)} con 30 o más); ` +
      `${num(shape.booked!)} agendadas, ${num(shape.attended!)} atendidas`,
  );
  console.log(`Favoritas de la carrera más popular: ${num(shape.top_degree_favorites!)}`);
  console.log(
    `Búsquedas: ${num(shape.degrees_ingenieria!)} carreras con 'ingenieria', ${num(shape.degrees_mexico!)} en campus con 'mexico' ` +
      `(${num(shape.campuses_mexico!)} campus)`,
  );
  console.log(
    'Cuentas: admin@scale.mx, orientador<n>@scale.mx, estudiante<n>@scale.mx, universidad<id de campus>@scale.mx',
  );
}
