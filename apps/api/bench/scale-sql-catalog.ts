// Scale seed, part 1: reference data, schools and the catalogue (campuses and degrees with their
// fields of study and the fields' labour figures).
import { riasecOfArea } from '@tlp/shared';
import { AREA_LIST, CITIES, cityRow, SEMESTERS } from '../src/db/seed/reference-data.ts';
import { SCIENCE_DEGREES } from '../src/db/seed/degree-templates-science.ts';
import { SOCIETY_DEGREES } from '../src/db/seed/degree-templates-society.ts';
import { DEGREE_FIELDS, EXAMPLE_FIGURES } from '../src/db/seed/labour-data.ts';
import { AREAS } from '../src/db/seed/reference-data.ts';
import { campusPlan, scaleCities, schoolPlan, type ScaleConfig } from './scale-plan.ts';

export interface Statement {
  label: string;
  sql: string;
  params?: unknown[];
}

const MEDIA = '/api/v1/media/generated';
const cityNames = (c: ScaleConfig, indexes: number[]) => indexes.map((i) => scaleCities(c)[i]!);
const timeZoneOf = (city: string) =>
  (CITIES as readonly string[]).includes(city)
    ? cityRow(city as (typeof CITIES)[number]).timeZone
    : cityRow(CITIES[0]).timeZone;

export function referenceStatements(c: ScaleConfig): Statement[] {
  const cities = scaleCities(c);
  return [
    {
      label: 'áreas',
      sql: 'insert into areas (name, riasec) select * from unnest($1::text[], $2::text[])',
      params: [AREA_LIST.map((a) => a.name), AREA_LIST.map((a) => riasecOfArea(a.name))],
    },
    {
      label: 'ciudades',
      sql: 'insert into cities (name, time_zone) select * from unnest($1::text[], $2::text[])',
      params: [cities, cities.map(timeZoneOf)],
    },
    {
      label: 'semestres',
      sql: 'insert into semesters (name, position, active) select * from unnest($1::text[], $2::smallint[], $3::bool[])',
      params: [SEMESTERS.map((s) => s.name), SEMESTERS.map((s) => s.position), SEMESTERS.map((s) => s.active)],
    },
  ];
}

/** The schools, and `school_plan` (a temporary table: each school's id, rank and student count). */
export function schoolStatements(c: ScaleConfig): Statement[] {
  const plan = schoolPlan(c);
  return [
    {
      label: 'plan de preparatorias',
      sql: `create temp table school_plan as
        select p.ord::int as ord, p.name, c.id as city_id, p.students, p.notebooks, null::int as id
        from unnest($1::text[], $2::text[], $3::int[], $4::int[]) with ordinality as p(name, city, students, notebooks, ord)
        join cities c on c.name = p.city`,
      params: [plan.names, cityNames(c, plan.cities), plan.students, plan.notebooks],
    },
    {
      label: 'preparatorias',
      sql: `insert into highschools (name, city_id, notebooks, created_at)
        select name, city_id, notebooks, now() - (ord * 7 % 900) * interval '1 day' from school_plan order by ord`,
    },
    {
      label: 'ids del plan',
      sql: 'update school_plan p set id = h.id from highschools h where h.name = p.name and h.city_id = p.city_id',
    },
    {
      // Nearly every school authorizes sharing its students' data (1 in 29 has not yet: its
      // students' requests are held); 1 in 7 revoked an earlier authorization and signed again.
      label: 'autorizaciones de las preparatorias',
      sql: `insert into highschool_data_sharing (highschool_id, authorized_at, note, revoked_at)
        select id, now() - (k * 200 + 30) * interval '1 day', 'Carga de prueba',
          case when k = 1 then now() - interval '230 days' + interval '60 days' end
        from school_plan cross join generate_series(0, case when ord % 7 = 0 then 1 else 0 end) k
        where ord % 29 <> 0
        order by id, k desc`,
    },
  ];
}

export function campusStatements(c: ScaleConfig): Statement[] {
  const plan = campusPlan(c);
  return [
    {
      label: 'campus',
      sql: `insert into campuses (name, city_id, foto_perfil, foto_portada, descripcion, ubicacion, galeria, created_at)
        select p.name, c.id,
          '${MEDIA}/campus-profile/c' || p.ord || '.svg',
          '${MEDIA}/campus-cover/c' || p.ord || '.svg',
          'Un campus en ' || c.name || ' con laboratorios, biblioteca, áreas deportivas y un programa de tutorías '
            || 'para primer ingreso. Ofrece horarios matutino y vespertino, becas desde el primer semestre y '
            || 'vinculación con empresas e instituciones de la región.',
          'https://www.google.com/maps/search/?api=1&query=' || replace(p.name || ', ' || c.name || ', México', ' ', '+'),
          array['${MEDIA}/campus-gallery/c' || p.ord || '-g1.svg', '${MEDIA}/campus-gallery/c' || p.ord || '-g2.svg',
                '${MEDIA}/campus-gallery/c' || p.ord || '-g3.svg'],
          now() - (p.ord % 1500) * interval '1 day'
        from unnest($1::text[], $2::text[]) with ordinality as p(name, city, ord)
        join cities c on c.name = p.city
        order by p.ord`,
      params: [plan.names, cityNames(c, plan.cities)],
    },
  ];
}

/** The demo's 58 degree templates: name, area, image slug, texts, field of study, and whether it is an 'Ingeniería'. */
function degreeTemplates() {
  const all = Object.entries({ ...SCIENCE_DEGREES, ...SOCIETY_DEGREES });
  return {
    names: all.map(([name]) => name),
    areas: all.map(([, t]) => AREAS[t.area].name),
    slugs: all.map(([, t]) => AREAS[t.area].slug),
    intros: all.map(([, t]) => t.intro[0]),
    details: all.map(([, t]) => t.detail),
    fields: all.map(([name]) => (DEGREE_FIELDS as Record<string, string>)[name] ?? null),
    engineering: all.map(([name]) => name.startsWith('Ingeniería')),
  };
}

/**
 * 4 to 16 degrees per campus (~10 on average), each campus a different run of the templates. With
 * `skewed`, even positions take the 'Ingeniería' templates (9 of them, more than the 8 even
 * positions: no name repeats in a campus) and odd ones the rest.
 */
export function degreeStatements(c: ScaleConfig): Statement[] {
  const t = degreeTemplates();
  const engineering = t.engineering.filter(Boolean).length;
  const template =
    c.shape === 'skewed'
      ? `case when k % 2 = 0 then e.t else o.t end`
      : `(c.cn * 11 + k + ${c.seed}) % ${t.names.length}`;
  return [
    {
      label: 'plantillas de carreras',
      sql: `create temp table degree_templates as
        select (t.ord - 1)::int as t, t.name, a.id as area_id, t.slug, t.intro, t.detail, f.id as field_id,
          t.engineering, (row_number() over (partition by t.engineering order by t.ord) - 1)::int as within
        from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bool[])
          with ordinality as t(name, area, slug, intro, detail, field, engineering, ord)
        join areas a on a.name = t.area
        left join fields_of_study f on f.code = t.field`,
      params: [t.names, t.areas, t.slugs, t.intros, t.details, t.fields, t.engineering],
    },
    {
      // The PDFs' URLs hold the degree's id: ids are drawn here, in the order of the rows (an
      // UPDATE afterwards would leave every row twice in the table).
      label: 'carreras',
      sql: `insert into degrees (id, name, campus_id, area_id, field_id, descripcion, foto_perfil, foto_portada, galeria,
                                 pdf_plan_estudios, pdf_becas, modalidad, duracion, duracion_unidad, costo_periodo, created_at)
        select d.id, d.name, d.campus_id, d.area_id, d.field_id, d.descripcion, d.foto_perfil, d.foto_portada, d.galeria,
          '/api/v1/media/generated-pdf/plan/' || d.id || '.pdf', '/api/v1/media/generated-pdf/becas/' || d.id || '.pdf',
          case when d.h % 11 <> 0 then (array['presencial', 'presencial', 'mixta', 'en_linea'])[1 + d.h % 4] end,
          case when d.h % 11 <> 0 then case when d.h % 5 = 0 then 10 + d.h % 3 else 8 + d.h % 2 end end,
          case when d.h % 11 <> 0 then case when d.h % 5 = 0 then 'cuatrimestres' else 'semestres' end end,
          case when d.h % 11 <> 0 then case when d.h % 3 = 0 then 0 else 18000 + (d.h % 40) * 1000 end end,
          d.created_at
        from (
          select nextval(pg_get_serial_sequence('degrees', 'id'))::int as id, r.* from (
            select t.name, c.id as campus_id, t.area_id, t.field_id, (c.cn * 131 + k * 17)::int as h,
              t.intro || ' ' || t.detail || ' En ' || c.name || ' estudiarás en grupos reducidos, con profesores que ejercen la profesión.' as descripcion,
              '${MEDIA}/degree-profile/' || t.slug || '-' || c.cn || '-' || k || '.svg' as foto_perfil,
              '${MEDIA}/degree-cover/' || t.slug || '-' || c.cn || '-' || k || '.svg' as foto_portada,
              array['${MEDIA}/degree-gallery/' || t.slug || '-' || c.cn || '-' || k || '-g1.svg',
                    '${MEDIA}/degree-gallery/' || t.slug || '-' || c.cn || '-' || k || '-g2.svg'] as galeria,
              c.created_at
            from (select id, name, created_at, row_number() over (order by id) as cn from campuses) c
            cross join lateral generate_series(0, 3 + (c.cn * 7 % 13)::int) k
            left join degree_templates e on e.engineering and e.within = (c.cn * 5 + k / 2 + ${c.seed}) % ${engineering}
            left join degree_templates o on not o.engineering and o.within = (c.cn * 11 + k / 2 + ${c.seed}) % ${t.names.length - engineering}
            join degree_templates t on t.t = ${template}
            order by c.id, k
          ) r
        ) d`,
    },
  ];
}

/** The example labour figures of the demo, for the last three years (a little lower each year back). */
export function fieldFigureStatements(): Statement[] {
  const f = EXAMPLE_FIGURES;
  return [
    {
      label: 'cifras laborales',
      sql: `insert into field_figures (field_id, year, monthly_pay, unemployment, informality, return_public,
                                       return_private, source, is_example)
        select fs.id, x.year - y, round(x.pay * (1 - 0.04 * y))::int, x.unemployment + 0.2 * y, x.informality + 0.3 * y,
          x.pub, x.priv, x.source, true
        from unnest($1::text[], $2::int[], $3::int[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::text[])
          as x(code, year, pay, unemployment, informality, pub, priv, source)
        join fields_of_study fs on fs.code = x.code
        cross join generate_series(0, 2) y
        order by fs.id, y desc`,
      params: [
        f.map((x) => x.code),
        f.map((x) => x.year),
        f.map((x) => x.monthlyPay),
        f.map((x) => x.unemployment),
        f.map((x) => x.informality),
        f.map((x) => x.returnPublic),
        f.map((x) => x.returnPrivate),
        f.map((x) => x.source),
      ],
    },
  ];
}
