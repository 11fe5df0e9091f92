/**
 * Measures the groups overview of a big school (issue 8): the response time and size of
 * `GET /highschools/{id}/groups`, and of a page of `GET /highschools/{id}/groups/members`, for
 * one school of 2,000 students among 20,000 students of other schools, all with favourites and
 * meetings. Created set-based in SQL. Skipped unless GROUPS_MEASURE=1:
 *
 *   GROUPS_MEASURE=1 npx vitest run src/modules/groups/groups.measure.test.ts
 *   (add TEST_DB=postgres TEST_DATABASE_URL=… for PostgreSQL)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, makeCatalog, makeSchool } from '../../../test/factories.ts';
import { bearer, createTestApp, isPostgres, type TestContext } from '../../../test/helper.ts';

const STUDENTS = 2_000;
const OTHER_STUDENTS = Number(process.env.OTHER_STUDENTS ?? 20_000);
const GROUPS = 8;
const GROUPED = 1_200; // 150 per group; the other 800 are in "Sin grupo"
const RUNS = 25;

let ctx: TestContext;
let schoolId: number;
let token: string;

async function students(db: TestContext['database']['db'], highschoolId: number, semesterId: number, n: number) {
  await db.execute(sql`
    insert into users (type, first_name, last_name, email, password_hash, highschool_id, semester_id, onboarded)
    select 'student',
      (array['Ana','Beto','Carla','Diego','Érika','Fernando','Gabriela','Héctor','Inés','José'])[1 + i % 10],
      (array['López','Ruiz','Díaz','Pérez','Gómez','Núñez','Sánchez','Ortiz'])[1 + (i / 10) % 8] || ' ' || i,
      'm-' || ${highschoolId}::text || '-' || i || '@scale.test', 'x', ${highschoolId}, ${semesterId}, true
    from generate_series(1, ${n}) as i`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const cat = await makeCatalog(db);
  const world = await makeSchool(db);
  const other = await makeSchool(db);
  schoolId = world.school.id;
  token = await adminToken(ctx.app, db);
  await students(db, schoolId, world.activeSemester.id, STUDENTS);
  await students(db, other.school.id, other.activeSemester.id, OTHER_STUDENTS);
  const degreeIds = cat.degrees.map((d) => d.id);
  // Three favourites each, and a meeting on the first for every other student.
  await db.execute(sql`
    insert into favorite_degrees (user_id, degree_id)
    select u.id, (${sql.raw(`array[${degreeIds.join(',')}]`)})[1 + (u.id + k) % ${degreeIds.length}]
    from users u cross join generate_series(0, 2) as k where u.type = 'student'`);
  await db.execute(sql`
    insert into meetings (user_id, degree_id)
    select u.id, (${sql.raw(`array[${degreeIds.join(',')}]`)})[1 + u.id % ${degreeIds.length}]
    from users u where u.type = 'student' and u.id % 2 = 0`);
  await db.execute(sql`
    insert into student_groups (highschool_id, name)
    select ${schoolId}, 'Grupo ' || g from generate_series(1, ${GROUPS}) as g`);
  await db.execute(sql`
    insert into student_group_members (group_id, user_id)
    select g.id, s.id
    from (select id, row_number() over (order by id) as rn from users
          where highschool_id = ${schoolId} and type = 'student') s
    join (select id, row_number() over (order by id) as rn from student_groups where highschool_id = ${schoolId}) g
      on g.rn = 1 + (s.rn - 1) % ${GROUPS}
    where s.rn <= ${GROUPED}`);
  // As autovacuum leaves a table: statistics, and the visibility map that index-only scans need.
  await db.execute(sql`vacuum analyze`);
}, 300_000);
afterAll(() => ctx?.close());

async function measure(url: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
    const ms = performance.now() - start;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    bytes = res.rawPayload.length;
    if (i >= 3) times.push(ms); // the first runs warm up the plans and the JIT
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p90 = times[Math.floor(times.length * 0.9)]!;
  return { median: median.toFixed(1), p90: p90.toFixed(1), kb: (bytes / 1024).toFixed(1) };
}

describe.runIf(process.env.GROUPS_MEASURE === '1')('groups overview of a school of 2,000 students', () => {
  it('measures', async () => {
    const db = isPostgres() ? 'PostgreSQL' : 'PGlite';
    const overview = await measure(`/api/v1/highschools/${schoolId}/groups`);
    console.log(`[${db}] GET /highschools/{id}/groups: ${JSON.stringify(overview)}`);
    const probe = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/highschools/${schoolId}/groups/members`,
      headers: bearer(token),
    });
    if (probe.statusCode === 200) {
      const cursor = probe.json().next_cursor as string;
      for (const [label, query] of [
        ['sin grupo, 1st page', ''],
        ['sin grupo, 2nd page', `?after=${cursor}`],
        ['sin grupo, search "jose"', '?search=jose'],
      ] as const) {
        const page = await measure(`/api/v1/highschools/${schoolId}/groups/members${query}`);
        console.log(`[${db}] GET /highschools/{id}/groups/members (${label}): ${JSON.stringify(page)}`);
      }
    }
  }, 300_000);
});
