// `npm run bench:scale`: the API on the scale database (npm run seed:scale), every call of each
// page timed one at a time and under load, and the meetings CSV export. Flags (or variables):
//   --runs 30 (BENCH_RUNS)                     sequential runs per call (p50, p95)
//   --load-duration 5 (BENCH_LOAD_DURATION)    seconds of autocannon per call (after --warmup 1)
//   --connections 50 (BENCH_CONNECTIONS)
//   --skip-load                                sequential timings only
//   --csv-runs 3                               downloads of the CSV (the median is reported)
//   --only student-home,admin-searches,csv     some pages
//   --json results.json                        also write the results as JSON
//   --accept-encoding 'gzip, deflate, br'     what the requests accept, as a browser (identity: plain)
//   --log-level warn (BENCH_LOG_LEVEL)         the API's LOG_LEVEL
//   --explain                                  the API's connections log the plan of every statement
//                                              they run (auto_explain: ANALYZE, BUFFERS) to the
//                                              PostgreSQL server's log; use with --skip-load --runs 1
//   DATABASE_URL                               default postgres://postgres@127.0.0.1:5432/tlp_scale
import { writeFileSync } from 'node:fs';
import { timeCsvExport, type CsvOutcome } from './csv-export.ts';
import { describeEnvironment, environmentLine, onExit } from './environment.ts';
import { BROWSER_ACCEPT_ENCODING, closeConnections, login, setAcceptEncoding } from './http-client.ts';
import { load, type LoadResult } from './load.ts';
import { positive, readFlags } from './options.ts';
import { apiRoot, startApi, type ServerProcess } from './processes.ts';
import { printCsv, printPage, printSlowest, type CallResult } from './scale-report.ts';
import { readScaleFixtures } from './scale-fixtures.ts';
import { scalePages, type Role } from './scale-pages.ts';
import { SCALE_ADMIN_EMAIL, SCALE_PASSWORD } from './scale-sql-people.ts';
import { timeCall, timePage, type Timing } from './sequential.ts';

const flags = readFlags({
  runs: { type: 'string', env: 'BENCH_RUNS', default: '30' },
  'load-duration': { type: 'string', env: 'BENCH_LOAD_DURATION', default: '5' },
  warmup: { type: 'string', env: 'BENCH_WARMUP', default: '1' },
  connections: { type: 'string', env: 'BENCH_CONNECTIONS', default: '50' },
  'skip-load': { type: 'boolean' },
  'csv-runs': { type: 'string', default: '3' },
  only: { type: 'string' },
  json: { type: 'string' },
  'log-level': { type: 'string', env: 'BENCH_LOG_LEVEL', default: 'warn' },
  explain: { type: 'boolean' },
  'accept-encoding': { type: 'string', env: 'BENCH_ACCEPT_ENCODING', default: BROWSER_ACCEPT_ENCODING },
});
setAcceptEncoding(flags['accept-encoding']!);
const runs = Math.round(positive('runs', flags.runs));
const loadSettings = {
  duration: positive('load-duration', flags['load-duration']),
  warmup: Number(flags.warmup) || 0,
  connections: Math.round(positive('connections', flags.connections)),
};
const wanted = flags.only?.split(',').map((s) => s.trim());
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/tlp_scale';
const log = (msg: string) => process.stderr.write(`${msg}\n`);
/** auto_explain in each of the API's connections (a superuser may load it at connection start). */
const EXPLAIN_EVERY_STATEMENT = [
  'session_preload_libraries=auto_explain',
  'auto_explain.log_min_duration=0',
  'auto_explain.log_analyze=on',
  'auto_explain.log_buffers=on',
]
  .map((setting) => `-c ${setting}`)
  .join(' ');

let api: ServerProcess | undefined;
const cleanup = onExit(async () => {
  closeConnections();
  await api?.stop();
});

try {
  const fixtures = await readScaleFixtures(databaseUrl);
  const environment = await describeEnvironment(databaseUrl);
  log(`API medida: ${apiRoot()}`);
  api = await startApi(
    { databaseUrl, seedDemo: false, logLevel: flags['log-level']! },
    flags.explain ? { PGOPTIONS: EXPLAIN_EVERY_STATEMENT } : {},
  );
  const baseUrl = api.baseUrl;
  const student = await login(baseUrl, fixtures.studentEmail, SCALE_PASSWORD, 'student');
  const tokens: Record<Role, string> = {
    student: student.token,
    orienter: (await login(baseUrl, fixtures.biggestSchool.orienterEmail, SCALE_PASSWORD, 'orienter')).token,
    orienterMedian: (await login(baseUrl, fixtures.medianSchool.orienterEmail, SCALE_PASSWORD, 'orienter')).token,
    admin: (await login(baseUrl, SCALE_ADMIN_EMAIL, SCALE_PASSWORD, 'orienter')).token,
  };
  const pages = scalePages(fixtures, student.userId).filter((p) => !wanted || wanted.includes(p.key));

  // Every sequential timing first, then the loads: a load's last requests must not slow them.
  const sequential = new Map<string, Timing>();
  const whole = new Map<string, Timing>();
  for (const page of pages) {
    log(`· ${page.title}: ${runs} veces cada llamada…`);
    for (const c of page.calls)
      sequential.set(`${c.as} ${c.path}`, await timeCall(baseUrl, c.path, tokens[c.as], runs));
    whole.set(
      page.key,
      await timePage(
        baseUrl,
        page.calls.map((c) => ({ path: c.path, token: tokens[c.as] })),
        runs,
      ),
    );
  }
  const loaded = new Map<string, LoadResult>();
  if (!flags['skip-load']) {
    for (const page of pages) {
      log(`· ${page.title}: carga de ${loadSettings.connections} conexiones, ${loadSettings.duration} s por llamada…`);
      for (const c of page.calls) {
        const key = `${c.as} ${c.path}`;
        if (loaded.has(key)) continue;
        const headers = { authorization: `Bearer ${tokens[c.as]}` };
        loaded.set(
          key,
          await load({ baseUrl, requests: [{ method: 'GET', path: `/api/v1${c.path}`, headers }] }, loadSettings),
        );
        await new Promise((r) => setTimeout(r, 1000)); // let the server finish the abandoned requests
      }
    }
  }
  let csv: CsvOutcome | undefined;
  if (!wanted || wanted.includes('csv')) {
    log(`· CSV de reuniones (${fixtures.meetings.toLocaleString('en-US')} filas): ${flags['csv-runs']} descargas…`);
    csv = await timeCsvExport(api, tokens.admin, Math.round(positive('csv-runs', flags['csv-runs'])));
  }

  console.log(`\n${environmentLine(environment)}`);
  console.log(
    `Secuencial: ${runs} veces cada llamada (tras 3 sin contar), una a la vez. Carga: autocannon, ` +
      (flags['skip-load']
        ? 'omitida.'
        : `${loadSettings.connections} conexiones, ${loadSettings.duration} s por llamada (tras ${loadSettings.warmup} s).`) +
      ` LOG_LEVEL=${flags['log-level']}; Accept-Encoding: ${flags['accept-encoding'] || '(ninguno)'}.` +
      ' La meta se compara con la p50 secuencial.',
  );
  const results: Array<{ page: string; calls: CallResult[]; whole: Timing }> = [];
  for (const page of pages) {
    const calls = page.calls.map((c) => ({
      ...c,
      sequential: sequential.get(`${c.as} ${c.path}`)!,
      load: loaded.get(`${c.as} ${c.path}`),
    }));
    results.push({ page: page.title, calls, whole: whole.get(page.key)! });
    printPage(page.title, calls, whole.get(page.key)!);
  }
  if (csv) printCsv(csv);
  if (results.length) printSlowest(results.flatMap((r) => r.calls));
  if (flags.json) {
    writeFileSync(
      flags.json,
      `${JSON.stringify({ environment, runs, loadSettings, fixtures, results, csv }, null, 2)}\n`,
    );
    log(`\nResultados en ${flags.json}`);
  }
} catch (err) {
  if (api?.tail()) log(`Últimas líneas de la API:\n${api.tail()}`);
  throw err;
} finally {
  await cleanup();
}
