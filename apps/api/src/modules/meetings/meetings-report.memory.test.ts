// A large meetings CSV downloaded over real HTTP: the memory the server holds while it streams it,
// its speed, and how long other requests wait meanwhile. The bounds leave room for a busy CI
// machine on PGlite and on PostgreSQL, and fail the first version by far (a new
// Intl.DateTimeFormat per row, pages of 500 rows read back to back: on PGlite 6,900 rows/s, +99 MiB
// of resident memory, other requests waiting seconds).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.ts';
import { adminToken, makeCatalog, makeSchool } from '../../../test/factories.ts';

const STUDENTS = 12_500;
const DEGREES_EACH = 8;
const MEETINGS = STUDENTS * DEGREES_EACH;
const MiB = 2 ** 20;

// A full collection before a measure (and during the memory one), so that what is counted is
// memory held, not garbage the collector has not reached yet.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let ctx: TestContext;
let baseUrl: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const cat = await makeCatalog(db);
  const world = await makeSchool(db);
  admin = await adminToken(ctx.app, db);
  const degreeIds = sql.raw(`array[${cat.degrees.slice(0, DEGREES_EACH).map((d) => d.id)}]::int[]`);
  await db.transaction(async (tx) => {
    // PGlite checks foreign keys one row at a time, slowly; these rows are consistent by
    // construction. (On PostgreSQL this needs a superuser, and is fast enough without.)
    if (ctx.database.kind === 'pglite') await tx.execute(sql`set local session_replication_role = replica`);
    // Set-based: students (adults of the authorizing school, every third with a phone), a favourite and a meeting on each of the
    // degrees, booked 7 min 13 s apart from March 2021 on (the dates cross the daylight saving
    // time Mexico City still had until October 2022).
    await tx.execute(sql`
      insert into users (type, first_name, last_name, email, password_hash, highschool_id, semester_id, phone, birth_date)
      select 'student', 'Alumno ' || g, 'Carga "' || g || '"', 'carga-' || g || '@test.mx', 'x',
             ${world.school.id}, ${world.activeSemester.id}, case when g % 3 = 0 then '55' || lpad(g::text, 8, '0') end,
             date '2000-01-01' + g % 1000
      from generate_series(1, ${STUDENTS}) g`);
    const pairs = sql`
      select u.id as user_id, d.id as degree_id, row_number() over (order by u.id, d.id) as n
      from users u cross join unnest(${degreeIds}) d(id)
      where u.email like 'carga-%'`;
    await tx.execute(
      sql`insert into favorite_degrees (user_id, degree_id) select user_id, degree_id from (${pairs}) p`,
    );
    await tx.execute(sql`
      insert into meetings (user_id, degree_id, created_at)
      select user_id, degree_id, timestamptz '2021-03-01 00:00:00+00' + n * interval '7 minutes 13 seconds'
      from (${pairs}) p order by n`);
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/v1`;
}, 180_000);
afterAll(() => ctx?.close());

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

/** Another user's request (it reads the database too), timed from sending it to its last byte. */
function otherRequest(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/users/me`, { agent, headers: { authorization: `Bearer ${admin}` } }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** Downloads the CSV as a stream, keeping nothing but its line count; `every2MiB` as it comes. */
function downloadCsv(every2MiB = () => {}): Promise<{ lines: number; status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/meetings`, { headers: { authorization: `Bearer ${admin}` } }, (res) => {
        let lines = 0;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          if (Math.floor((bytes + chunk.length) / (2 * MiB)) > Math.floor(bytes / (2 * MiB))) every2MiB();
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        res.on('end', () => resolve({ lines, status: res.statusCode!, ms: performance.now() - started }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Other requests one after another, 5 ms apart, until `until` settles: how long each took. */
async function timeOtherRequests(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => {});
  const waits: number[] = [];
  while (!done) {
    waits.push(await otherRequest());
    await sleep(5);
  }
  return waits;
}

const p95 = (values: number[]) =>
  +[...values].sort((a, b) => a - b)[Math.floor(0.95 * (values.length - 1))]!.toFixed(1);
const mib = (bytes: number) => +(bytes / MiB).toFixed(1);
const report = (what: string, values: Record<string, unknown>) =>
  console.info(`meetings CSV, ${what}:`, JSON.stringify({ database: ctx.database.kind, ...values }));

describe(`GET /meetings with ${MEETINGS.toLocaleString('en')} meetings`, () => {
  it('holds about a page of rows at a time, however long the report', async () => {
    // Collected every 2 MiB of the download: what the server still holds then is the export's.
    const held = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external; // external: buffers, and PGlite's WebAssembly memory
    };
    gc();
    const before = held();
    let peak = before;
    const csv = await downloadCsv(() => {
      gc();
      peak = Math.max(peak, held());
    });
    report('memory held', { growthMiB: mib(peak - before) });
    expect(csv.status).toBe(200);
    expect(csv.lines).toBe(MEETINGS + 1);
    expect(peak - before).toBeLessThan(20 * MiB);
  });

  it('streams in little resident memory, without holding other requests back', async () => {
    const quiet = await timeOtherRequests(sleep(500));
    gc();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const download = downloadCsv().finally(() => clearInterval(sampler));
    const during = await timeOtherRequests(download);
    const csv = await download;

    const rowsPerSecond = Math.round(MEETINGS / (csv.ms / 1000));
    report('speed', {
      seconds: +(csv.ms / 1000).toFixed(2),
      rowsPerSecond,
      rssGrowthMiB: mib(peak - before),
      otherRequestsP95: { quiet: p95(quiet), duringExport: p95(during), n: during.length },
    });
    expect(csv.status).toBe(200);
    expect(csv.lines).toBe(MEETINGS + 1);
    // Speed is reported here, never asserted: a shared CI machine's load decides it. The target
    // (rows per second at national scale) is met in `npm run bench:scale`.
    // Resident memory is the whole test process's, where other test files run at the same time in
    // their own threads: a coarse bound (seen from 8 to 40 MiB on PostgreSQL on a quiet machine, 77
    // MiB on a loaded one). The precise guard of what the export holds is the heap-and-external test
    // above; `npm run bench:scale` measures the server process alone.
    expect(peak - before).toBeLessThan(128 * MiB);
    expect(p95(during)).toBeLessThan(250);
  });
});
