// `npm run bench:soak`: the API on the scale database (npm run seed:scale) under a long mixed load:
// students, counselors and admins opening their pages (each page's calls, scale-pages.ts), the
// meetings CSV downloaded every 5 minutes, and counselors' reminders feeding the job queue (the
// mail worker writes them to the outbox). Every 10 s it samples the API's resident memory, its
// database pool and its event-loop delay (from /metrics). At the end: the memory after the warm-up
// against the memory at the end (at most +10 %), a CSV of the samples and a PNG chart.
//   --minutes 30 (SOAK_MINUTES)   how long the load lasts
//   --warmup 5                    minutes not counted in the memory's growth
//   --connections 24              student connections; counselors get a third, admins a sixth
//   --out docs/soak               where the chart (.png) and the samples (.csv) go
//   DATABASE_URL                  default postgres://postgres@127.0.0.1:5432/tlp_scale
import autocannon, { type Request } from 'autocannon';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { timeCsvExport } from './csv-export.ts';
import { describeEnvironment, environmentLine, onExit } from './environment.ts';
import { clientHeaders, closeConnections, login, request } from './http-client.ts';
import { positive, readFlags } from './options.ts';
import { freePort } from '../src/ops/testing/free-port.ts';
import { startApi, type ServerProcess } from './processes.ts';
import { readScaleFixtures } from './scale-fixtures.ts';
import { scalePages, type Role } from './scale-pages.ts';
import { SCALE_ADMIN_EMAIL, SCALE_PASSWORD } from './scale-sql-people.ts';
import { soakChart, type SoakSample } from './soak-chart.ts';

const flags = readFlags({
  minutes: { type: 'string', env: 'SOAK_MINUTES', default: '30' },
  warmup: { type: 'string', default: '5' },
  connections: { type: 'string', default: '24' },
  out: { type: 'string', default: 'docs/soak' },
});
const minutes = positive('minutes', flags.minutes);
const warmupMinutes = Number(flags.warmup) || 0;
const connections = Math.round(positive('connections', flags.connections));
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/tlp_scale';
const SAMPLE_MS = 10_000;
const CSV_EVERY_MS = 5 * 60_000;
const NUDGE_EVERY_MS = 30_000;
const log = (msg: string) => process.stderr.write(`${msg}\n`);

let api: ServerProcess | undefined;
const cleanup = onExit(async () => {
  closeConnections();
  await api?.stop();
});

/** One value of a Prometheus text exposition (the first series of that name). */
function metric(text: string, name: string): number | null {
  const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.eE+-]+)$`, 'm').exec(text);
  return m ? Number(m[1]) : null;
}

try {
  const fixtures = await readScaleFixtures(databaseUrl);
  const environment = await describeEnvironment(databaseUrl);
  const metricsPort = await freePort();
  api = await startApi(
    { databaseUrl, seedDemo: false, logLevel: 'warn' },
    // The outbox of the mail worker, out of the repository.
    { METRICS_PORT: String(metricsPort), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tlp-soak-')) },
  );
  const baseUrl = api.baseUrl;
  const student = await login(baseUrl, fixtures.studentEmail, SCALE_PASSWORD, 'student');
  const tokens = {} as Record<Role, string>;
  /** Signs everyone in again: an access token lasts 10 minutes, the load longer. */
  const signIn = async () => {
    tokens.student = (await login(baseUrl, fixtures.studentEmail, SCALE_PASSWORD, 'student')).token;
    tokens.orienter = (await login(baseUrl, fixtures.biggestSchool.orienterEmail, SCALE_PASSWORD, 'orienter')).token;
    tokens.orienterMedian = (
      await login(baseUrl, fixtures.medianSchool.orienterEmail, SCALE_PASSWORD, 'orienter')
    ).token;
    tokens.admin = (await login(baseUrl, SCALE_ADMIN_EMAIL, SCALE_PASSWORD, 'orienter')).token;
  };
  await signIn();
  const calls = scalePages(fixtures, student.userId).flatMap((p) => p.calls);
  const requestsOf = (roles: Role[]): Request[] =>
    calls
      .filter((c) => roles.includes(c.as))
      .map((c) => ({
        method: 'GET',
        path: `/api/v1${c.path}`,
        headers: { ...clientHeaders(), authorization: `Bearer ${tokens[c.as]}` },
      }));
  const seconds = Math.round(minutes * 60);
  const mix = [
    { who: 'estudiantes', roles: ['student'] as Role[], connections },
    { who: 'orientadores', roles: ['orienter', 'orienterMedian'] as Role[], connections: Math.ceil(connections / 3) },
    { who: 'administradores', roles: ['admin'] as Role[], connections: Math.ceil(connections / 6) },
  ];
  log(`Carga mixta ${minutes} min: ${mix.map((m) => `${m.connections} conexiones de ${m.who}`).join(', ')}`);
  // The load in stretches of at most 8 minutes, everyone signed in again before each.
  const SEGMENT_SECONDS = 8 * 60;
  const load = async () => {
    const totals = mix.map(() => ({ requests: 0, non2xx: 0, errors: 0, p50: [] as number[], p99: [] as number[] }));
    for (let left = seconds; left > 0; left -= SEGMENT_SECONDS) {
      await signIn();
      const results = await Promise.all(
        mix.map((m) =>
          autocannon({
            url: baseUrl,
            connections: m.connections,
            duration: Math.min(left, SEGMENT_SECONDS),
            timeout: 30,
            requests: requestsOf(m.roles),
          }),
        ),
      );
      results.forEach((r, i) => {
        const t = totals[i]!;
        t.requests += r.requests.total;
        t.non2xx += r.non2xx;
        t.errors += r.errors;
        t.p50.push(r.latency.p50);
        t.p99.push(r.latency.p99);
      });
    }
    return totals;
  };
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const samples: SoakSample[] = [];
  const csvTimes: Array<{ at: number; seconds: number; rows: number }> = [];
  let nudged = 0;
  let done = false;
  const finished = load().then((results) => {
    done = true;
    return results;
  });

  /** Counselors remind students who need it: jobs for the mail worker (each student once a week). */
  const nudge = async () => {
    const list = await request(baseUrl, `/highschools/${fixtures.biggestSchool.id}/nudges`, { token: tokens.orienter });
    const candidates = Array.isArray(list.body)
      ? (list.body as Array<{ id: number; last_nudged_at: string | null }>)
      : [];
    const userIds = candidates
      .filter((c) => c.last_nudged_at === null)
      .slice(0, 20)
      .map((c) => c.id);
    if (!userIds.length) return;
    const sent = await request(baseUrl, `/highschools/${fixtures.biggestSchool.id}/nudges`, {
      method: 'POST',
      token: tokens.orienter,
      body: { userIds },
    });
    if (sent.status === 200) nudged += Number((sent.body as { sent?: number }).sent ?? 0);
  };

  const sample = async () => {
    const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
      (r) => r.text(),
      () => '',
    );
    const rss = api!.rssKiB();
    samples.push({
      seconds: elapsed(),
      rssMiB: rss === null ? null : rss / 1024,
      poolTotal: metric(text, 'db_pool_connections'),
      poolWaiting: metric(text, 'db_pool_waiting_clients'),
      loopP99Ms: (metric(text, 'nodejs_eventloop_lag_p99_seconds') ?? NaN) * 1000,
      requests: metric(text, 'http_requests_total') ?? null,
      mailQueue: metric(text, 'mail_queue_depth'),
    });
    const last = samples.at(-1)!;
    log(
      `${(last.seconds / 60).toFixed(1)} min: RSS ${last.rssMiB?.toFixed(0)} MiB, pool ${last.poolTotal} (esperan ${last.poolWaiting}), ` +
        `bucle p99 ${last.loopP99Ms.toFixed(1)} ms, recordatorios ${nudged}`,
    );
  };

  // Three clocks of their own: a CSV download (minutes under load) never delays a sample.
  const every = (ms: number, task: () => Promise<void>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running || done) return;
      running = true;
      void task().finally(() => {
        running = false;
      });
    }, ms);
    return () => clearInterval(timer);
  };
  await sample();
  const stops = [
    every(SAMPLE_MS, sample),
    every(NUDGE_EVERY_MS, () => nudge().catch((err: Error) => void log(`recordatorios: ${err.message}`))),
    every(CSV_EVERY_MS, async () => {
      const at = elapsed();
      const csv = await timeCsvExport(api!, tokens.admin, 1);
      // One under way when the load ends is cut with the server: not a failure of the export.
      if ('error' in csv) {
        if (!done) log(`CSV: ${csv.error}`);
      } else csvTimes.push({ at, seconds: csv.seconds, rows: csv.rows });
    }),
  ];
  const results = await finished;
  for (const stop of stops) stop();
  await sample();

  // The memory after the warm-up (median of its minute) against the end (median of the last minute).
  const medianRss = (from: number, to: number) => {
    const v = samples
      .filter((s) => s.seconds >= from && s.seconds <= to && s.rssMiB !== null)
      .map((s) => s.rssMiB!)
      .sort((a, b) => a - b);
    return v.length ? v[Math.floor(v.length / 2)]! : NaN;
  };
  const warm = warmupMinutes * 60;
  const end = samples.at(-1)!.seconds;
  const afterWarmup = medianRss(warm, warm + 60);
  const atEnd = medianRss(end - 60, end);
  const growth = (atEnd / afterWarmup - 1) * 100;

  const out = path.resolve(flags.out!);
  writeFileSync(
    `${out}.csv`,
    [
      'segundos,rss_mib,pool_conexiones,pool_esperan,bucle_p99_ms,solicitudes,cola_correo',
      ...samples.map((s) =>
        [
          s.seconds.toFixed(0),
          s.rssMiB?.toFixed(1),
          s.poolTotal,
          s.poolWaiting,
          s.loopP99Ms.toFixed(2),
          s.requests,
          s.mailQueue,
        ].join(','),
      ),
    ].join('\n') + '\n',
  );
  await soakChart(samples, { warmupSeconds: warm, csvAt: csvTimes.map((c) => c.at), file: `${out}.png` });

  const total = results.reduce((n, r) => n + r.requests, 0);
  const non2xx = results.reduce((n, r) => n + r.non2xx, 0);
  console.log(`\n${environmentLine(environment)}`);
  console.log(
    `Prueba larga: ${minutes} min de carga mixta (${mix.map((m) => `${m.connections} ${m.who}`).join(', ')}), ` +
      `${total.toLocaleString('en-US')} solicitudes (${Math.round(total / seconds)}/s), ${non2xx} no 2xx, ` +
      `${results.reduce((n, r) => n + r.errors, 0)} errores de conexión.`,
  );
  for (const [i, r] of results.entries()) {
    console.log(
      `  ${mix[i]!.who}: ${Math.round(r.requests / seconds)} req/s, p50 ${r.p50.join('/')} ms, p99 ${r.p99.join('/')} ms (por tramo de 8 min)`,
    );
  }
  console.log(
    `CSV de reuniones cada 5 min: ${csvTimes.map((c) => `${c.seconds.toFixed(1)} s`).join(', ') || 'ninguno'} ` +
      `(${csvTimes[0]?.rows.toLocaleString('en-US') ?? 0} filas); recordatorios enviados a la cola: ${nudged}.`,
  );
  const loop = samples.map((s) => s.loopP99Ms).filter(Number.isFinite);
  const pool = samples.map((s) => s.poolWaiting ?? 0);
  console.log(
    `Memoria (RSS): ${afterWarmup.toFixed(0)} MiB tras ${warmupMinutes} min, ${atEnd.toFixed(0)} MiB al final: ` +
      `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % (meta ≤ +10 %: ${growth <= 10 ? 'cumple' : 'NO cumple'}). ` +
      `Retraso del bucle p99: máximo ${Math.max(...loop).toFixed(1)} ms. Pool: hasta ${Math.max(...pool)} consultas esperando.`,
  );
  console.log(
    `Muestras en ${path.relative(process.cwd(), out)}.csv y gráfica en ${path.relative(process.cwd(), out)}.png`,
  );
} catch (err) {
  if (api?.tail()) log(`Últimas líneas de la API:\n${api.tail()}`);
  throw err;
} finally {
  await cleanup();
}
