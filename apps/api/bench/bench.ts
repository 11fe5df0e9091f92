// `npm run bench`: the API on PostgreSQL with the demo data, against a bare Fastify + pg
// baseline on the same database, under autocannon. Flags (or environment variables):
//   --duration 10 (BENCH_DURATION)   seconds measured per scenario
//   --warmup 3 (BENCH_WARMUP)        seconds of warm-up before each
//   --connections 50 (BENCH_CONNECTIONS)
//   --only campus,login              some scenarios (the baseline always runs)
//   --json results.json              also write the results as JSON
//   --accept-encoding 'gzip, deflate, br'     what the requests accept, as a browser (identity: plain)
//   --log-level warn (BENCH_LOG_LEVEL) the API's LOG_LEVEL (info adds its request lines)
//   --cpu-prof DIR                   the API writes a V8 CPU profile of the whole run into DIR
//                                    (open it in Chrome DevTools, or summarise it with
//                                    `node scripts/cpu-profile-top.mjs DIR/*.cpuprofile`)
//   BENCH_PG_URL                     the PostgreSQL server (default postgres://postgres@127.0.0.1:5432)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareFixtures } from './bench-fixtures.ts';
import { SCENARIOS } from './bench-scenarios.ts';
import { createScratchDatabase, DEFAULT_SERVER_URL, dropDatabase } from './databases.ts';
import { describeEnvironment, environmentLine, onExit } from './environment.ts';
import { BROWSER_ACCEPT_ENCODING, closeConnections, setAcceptEncoding } from './http-client.ts';
import { failures, load, type LoadResult } from './load.ts';
import { positive, readFlags } from './options.ts';
import { apiRoot, startApi, startBaseline, type ServerProcess } from './processes.ts';
import { formatTable, ms, num } from './table.ts';

const flags = readFlags({
  duration: { type: 'string', env: 'BENCH_DURATION', default: '10' },
  warmup: { type: 'string', env: 'BENCH_WARMUP', default: '3' },
  connections: { type: 'string', env: 'BENCH_CONNECTIONS', default: '50' },
  only: { type: 'string' },
  json: { type: 'string' },
  'log-level': { type: 'string', env: 'BENCH_LOG_LEVEL', default: 'warn' },
  'cpu-prof': { type: 'string' },
  'accept-encoding': { type: 'string', env: 'BENCH_ACCEPT_ENCODING', default: BROWSER_ACCEPT_ENCODING },
});
setAcceptEncoding(flags['accept-encoding']!);
const settings = {
  duration: positive('duration', flags.duration),
  warmup: Number(flags.warmup) || 0,
  connections: Math.round(positive('connections', flags.connections)),
};
const wanted = flags.only?.split(',').map((s) => s.trim());
const unknown = wanted?.filter((k) => !SCENARIOS.some((s) => s.key === k)) ?? [];
if (unknown.length) {
  throw new Error(`escenarios desconocidos: ${unknown.join(', ')} (hay: ${SCENARIOS.map((s) => s.key).join(', ')})`);
}
const scenarios = SCENARIOS.filter((s) => s.key === 'base' || !wanted || wanted.includes(s.key));

const log = (msg: string) => process.stderr.write(`${msg}\n`);
const servers: ServerProcess[] = [];
let databaseUrl: string | undefined;
const cleanup = onExit(async () => {
  closeConnections();
  await Promise.all(servers.map((s) => s.stop()));
  if (databaseUrl) await dropDatabase(databaseUrl);
});

try {
  databaseUrl = await createScratchDatabase(process.env.BENCH_PG_URL || DEFAULT_SERVER_URL, 'tlp_bench');
  log(`Base de datos temporal: ${databaseUrl}`);
  log(`API medida: ${apiRoot()}`);
  const api = await startApi({
    databaseUrl,
    seedDemo: true,
    logLevel: flags['log-level']!,
    ...(flags['cpu-prof'] ? { cpuProfileDir: path.resolve(flags['cpu-prof']) } : {}),
  });
  servers.push(api);
  const baseline = await startBaseline(databaseUrl);
  servers.push(baseline);
  const fixtures = await prepareFixtures(api.baseUrl, databaseUrl, settings.connections);
  const environment = await describeEnvironment(databaseUrl);

  const results: Array<{ key: string; label: string; what: string } & LoadResult> = [];
  for (const s of scenarios) {
    log(`· ${s.label}: ${settings.warmup} s de calentamiento + ${settings.duration} s…`);
    const r = await load(s.target({ api: api.baseUrl, baseline: baseline.baseUrl }, fixtures), settings);
    results.push({ key: s.key, label: s.label, what: s.what, ...r });
  }

  const base = results.find((r) => r.key === 'base')!;
  console.log(
    `\n${environmentLine(environment)}\n${settings.connections} conexiones, ${settings.duration} s por escenario ` +
      `(tras ${settings.warmup} s de calentamiento); datos de demostración; LOG_LEVEL=${flags['log-level']}; ` +
      `Accept-Encoding: ${flags['accept-encoding'] || '(ninguno)'}\n`,
  );
  console.log(
    formatTable(
      ['escenario', 'req/s', 'p50 ms', 'p99 ms', '× base', 'no 2xx', 'solicitud'],
      results.map((r) => [
        r.label,
        num(r.rps),
        ms(r.p50),
        ms(r.p99),
        `${(r.rps / base.rps).toFixed(2)}×`,
        failures(r),
        r.what,
      ]),
    ),
  );
  if (flags.json) {
    writeFileSync(flags.json, `${JSON.stringify({ environment, settings, results }, null, 2)}\n`);
    log(`\nResultados en ${flags.json}`);
  }
} catch (err) {
  const said = servers.map((s) => s.tail()).join('\n');
  if (said) log(`Últimas líneas de los servidores:\n${said}`);
  throw err;
} finally {
  await cleanup();
}
