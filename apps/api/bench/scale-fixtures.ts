// What `npm run bench:scale` reads from the scale database before timing: the biggest school and
// a median one, their orienters, a busy student of the biggest school, a campus and a degree.
import pg from 'pg';

export interface ScaleFixtures {
  biggestSchool: { id: number; students: number; orienterEmail: string };
  medianSchool: { id: number; students: number; orienterEmail: string };
  studentEmail: string;
  campusId: number;
  degreeId: number;
  meetings: number;
}

type Row = Record<string, unknown>;

/** The school of the given rank by students (1: the biggest) and its first orienter. */
const SCHOOL_BY_RANK = `
  with sizes as (select highschool_id as id, count(*)::int as students from users
                 where type = 'student' group by highschool_id)
  select s.id, s.students,
    (select email from users o where o.highschool_id = s.id and o.type = 'orienter' order by o.id limit 1) as email
  from sizes s order by s.students desc, s.id offset $1 limit 1`;

/** The student of the school with the most favourites and meetings, then the most preferences. */
const BUSY_STUDENT = `
  select * from (
    select u.id, u.email,
      (select count(*) from favorite_degrees f where f.user_id = u.id)::int as favorites,
      (select count(*) from meetings m where m.user_id = u.id)::int as meetings,
      (select count(*) from user_areas a where a.user_id = u.id)::int
        + (select count(*) from user_cities c where c.user_id = u.id)::int as preferences,
      (select degree_id from meetings m where m.user_id = u.id order by m.id desc limit 1) as degree_id
    from users u where u.highschool_id = $1 and u.type = 'student'
  ) s
  order by favorites + meetings desc, preferences desc, id
  limit 1`;

export async function readScaleFixtures(databaseUrl: string): Promise<ScaleFixtures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string, params: unknown[] = []): Promise<Row> => {
      const row = (await client.query<Row>(sql, params)).rows[0];
      if (!row) throw new Error('la base de escala está vacía: corre primero npm run seed:scale');
      return row;
    };
    const school = async (rank: number) => {
      const r = await one(SCHOOL_BY_RANK, [rank]);
      return { id: Number(r.id), students: Number(r.students), orienterEmail: String(r.email) };
    };
    const schools = Number((await one('select count(*) as n from highschools')).n);
    const biggestSchool = await school(0);
    const medianSchool = await school(Math.floor(schools / 2));
    const student = await one(BUSY_STUDENT, [biggestSchool.id]);
    const campus = await one(
      'select campus_id as id from degrees group by campus_id order by count(*) desc, campus_id limit 1',
    );
    return {
      biggestSchool,
      medianSchool,
      studentEmail: String(student.email),
      campusId: Number(campus.id),
      degreeId: Number(student.degree_id),
      meetings: Number((await one('select count(*) as n from meetings')).n),
    };
  } finally {
    await client.end();
  }
}
