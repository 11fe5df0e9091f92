// What `npm run bench` needs before the load: ids from the demo data, the demo student's
// session, and one signed-up student per connection for the favourite writes.
import pg from 'pg';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared';
import { expectOk, login } from './http-client.ts';

export const DEMO_STUDENT = { email: 'estudiante@demo.mx', password: 'Demo12345' };
const DEMO_ORIENTER_KEY = 'DEMO2026';
const BENCH_PASSWORD = 'BancoPuerta2026';

export interface Session {
  token: string;
  userId: number;
}

export interface BenchFixtures {
  campusId: number;
  degreeId: number;
  /** Degrees nobody has as a favourite, for the add/remove pairs. */
  freeDegreeIds: number[];
  student: Session;
  /** One fresh student per connection (no favourites: 12 is never reached). */
  writers: Session[];
}

async function idsFromDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string) => (await client.query<{ id: number }>(sql)).rows[0]!.id;
    return {
      campusId: await one('select id from campuses order by id limit 1'),
      degreeId: await one('select id from degrees order by id limit 1'),
      schoolId: await one(`select highschool_id as id from users where email = '${DEMO_STUDENT.email}'`),
      semesterId: await one('select id from semesters where active order by position limit 1'),
      freeDegreeIds: (
        await client.query<{ id: number }>(
          'select id from degrees d where not exists (select 1 from favorite_degrees f where f.degree_id = d.id) order by id',
        )
      ).rows.map((r) => r.id),
    };
  } finally {
    await client.end();
  }
}

/** Runs `task` on every item, `width` at a time (argon2 hashing takes a thread each). */
async function inBatches<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return out;
}

export async function prepareFixtures(baseUrl: string, databaseUrl: string, writers: number): Promise<BenchFixtures> {
  const ids = await idsFromDatabase(databaseUrl);
  const student = await login(baseUrl, DEMO_STUDENT.email, DEMO_STUDENT.password, 'student');
  const numbers = Array.from({ length: writers }, (_, i) => i + 1);
  const sessions = await inBatches(numbers, 4, async (n) => {
    const email = `banco${n}@demo.mx`;
    await expectOk(baseUrl, '/users', {
      method: 'POST',
      body: {
        type: 'student',
        firstName: 'Banco',
        // A name has letters, not digits: the number spelled with letters (12 → «Prueba bc»).
        lastName: `Prueba ${[...String(n)].map((d) => 'abcdefghij'[Number(d)]).join('')}`,
        email,
        password: BENCH_PASSWORD,
        highschoolId: ids.schoolId,
        semesterId: ids.semesterId,
        orienterKey: DEMO_ORIENTER_KEY,
        // The notice in force, as the signup form sends it with its terms checkbox ticked.
        privacyVersion: PRIVACY_NOTICE_VERSION,
      },
    });
    return login(baseUrl, email, BENCH_PASSWORD, 'student');
  });
  return {
    campusId: ids.campusId,
    degreeId: ids.degreeId,
    freeDegreeIds: ids.freeDegreeIds,
    student,
    writers: sessions,
  };
}
