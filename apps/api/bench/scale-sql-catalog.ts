// Scale seed, part 1: reference data, schools and the catalogue (campuses and degrees).
import { AREA_LIST, CITIES, SEMESTERS } from '../src/db/seed/reference-data.ts';
import { SCIENCE_DEGREES } from '../src/db/seed/degree-templates-science.ts';
import { SOCIETY_DEGREES } from '../src/db/seed/degree-templates-society.ts';
import { AREAS } from '../src/db/seed/reference-data.ts';
import { campusPlan, schoolPlan } from './scale-plan.ts';

export interface Statement {
  label: string;
  sql: string;
  params?: unknown[];
}

const MEDIA = '/api/v1/media/generated';
const cityNames = (indexes: number[]) => indexes.map((i) => CITIES[i]!);

export function referenceStatements(): Statement[] {
  return [
    {
      label: 'áreas',
      sql: 'insert into areas (name) select unnest($1::text[])',
      params: [AREA_LIST.map((a) => a.name)],
    },
    { label: 'ciudades', sql: 'insert into cities (name) select unnest($1::text[])', params: [[...CITIES]] },
    {
      label: 'semestres',
      sql: 'insert into semesters (name, position, active) select * from unnest($1::text[], $2::smallint[], $3::bool[])',
      params: [SEMESTERS.map((s) => s.name), SEMESTERS.map((s) => s.position), SEMESTERS.map((s) => s.active)],
    },
  ];
}

/** The schools, and `school_plan` (a temporary table: each school's id, rank and student count). */
export function schoolStatements(): Statement[] {
  const plan = schoolPlan();
  return [
    {
      label: 'plan de preparatorias',
      sql: `create temp table school_plan as
        select p.ord::int as ord, p.name, c.id as city_id, p.students, p.notebooks, null::int as id
        from unnest($1::text[], $2::text[], $3::int[], $4::int[]) with ordinality as p(name, city, students, notebooks, ord)
        join cities c on c.name = p.city`,
      params: [plan.names, cityNames(plan.cities), plan.students, plan.notebooks],
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
      // Every school authorizes sharing its students' data: the meetings CSV then holds them all.
      label: 'autorizaciones de las preparatorias',
      sql: `insert into highschool_data_sharing (highschool_id, authorized_at, note)
        select id, now() - interval '30 days', 'Carga de prueba' from school_plan order by ord`,
    },
  ];
}

export function campusStatements(): Statement[] {
  const plan = campusPlan();
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
      params: [plan.names, cityNames(plan.cities)],
    },
  ];
}

/** The demo's 58 degree templates: name, area, image slug and texts. */
function degreeTemplates() {
  const all = Object.entries({ ...SCIENCE_DEGREES, ...SOCIETY_DEGREES });
  return {
    names: all.map(([name]) => name),
    areas: all.map(([, t]) => AREAS[t.area].name),
    slugs: all.map(([, t]) => AREAS[t.area].slug),
    intros: all.map(([, t]) => t.intro[0]),
    details: all.map(([, t]) => t.detail),
  };
}

/** 4 to 16 degrees per campus (~20,000), each campus a different run of the templates. */
export function degreeStatements(): Statement[] {
  const t = degreeTemplates();
  return [
    {
      label: 'plantillas de carreras',
      sql: `create temp table degree_templates as
        select (t.ord - 1)::int as t, t.name, a.id as area_id, t.slug, t.intro, t.detail
        from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) with ordinality as t(name, area, slug, intro, detail, ord)
        join areas a on a.name = t.area`,
      params: [t.names, t.areas, t.slugs, t.intros, t.details],
    },
    {
      // The PDFs' URLs hold the degree's id: ids are drawn here, in the order of the rows (an
      // UPDATE afterwards would leave every row twice in the table).
      label: 'carreras',
      sql: `insert into degrees (id, name, campus_id, area_id, descripcion, foto_perfil, foto_portada, galeria,
                                 pdf_plan_estudios, pdf_becas, created_at)
        select d.id, d.name, d.campus_id, d.area_id, d.descripcion, d.foto_perfil, d.foto_portada, d.galeria,
          '/api/v1/media/generated-pdf/plan/' || d.id || '.pdf', '/api/v1/media/generated-pdf/becas/' || d.id || '.pdf',
          d.created_at
        from (
          select nextval(pg_get_serial_sequence('degrees', 'id'))::int as id, r.* from (
            select t.name, c.id as campus_id, t.area_id,
              t.intro || ' ' || t.detail || ' En ' || c.name || ' estudiarás en grupos reducidos, con profesores que ejercen la profesión.' as descripcion,
              '${MEDIA}/degree-profile/' || t.slug || '-' || c.cn || '-' || k || '.svg' as foto_perfil,
              '${MEDIA}/degree-cover/' || t.slug || '-' || c.cn || '-' || k || '.svg' as foto_portada,
              array['${MEDIA}/degree-gallery/' || t.slug || '-' || c.cn || '-' || k || '-g1.svg',
                    '${MEDIA}/degree-gallery/' || t.slug || '-' || c.cn || '-' || k || '-g2.svg'] as galeria,
              c.created_at
            from (select id, name, created_at, row_number() over (order by id) as cn from campuses) c
            cross join lateral generate_series(0, 3 + (c.cn * 7 % 13)::int) k
            join degree_templates t on t.t = (c.cn * 11 + k) % ${t.names.length}
            order by c.id, k
          ) r
        ) d`,
    },
  ];
}
