// `npm run bench:instances`: the throughput of one and of two API instances behind nginx (deploy/'s
// site over HTTPS, as scripts/test-stack.mjs runs it), on PostgreSQL with the demo data, against
// one instance reached directly. Each row: autocannon, `--connections` (50) for `--duration` (10)
// seconds after 3 of warm-up, on a signed-in student's degree page and the areas list.
// Needs nginx, openssl and envsubst; the web app built is not needed. Flags: --duration, --connections.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../apps/api/src/ops/heap-growth.ts';
import { freePort } from '../apps/api/src/ops/testing/free-port.ts';
import { Nginx, selfSignedCertificate } from './stack/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(flags.duration);
const connections = Number(flags.connections);
const serverUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tlp-instances-'));
const cleanups = [];
const log = (msg) => process.stderr.write(`${msg}\n`);

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(what, check, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what}: no respondió`);
}

/** One API instance as `npm start` runs it, on this port. */
function instance(port, env) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  cleanups.push(() => child.exitCode === null && child.kill('SIGTERM'));
  return waitFor(`instancia ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/api/v1/ready`)).ok);
}

function postJson(url, body, ca) {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, ca: fs.readFileSync(ca) },
      (response) => {
        let text = '';
        response.on('data', (d) => (text += d));
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function measure(url, requests) {
  const run = (seconds) => autocannon({ url, connections, duration: seconds, requests });
  await run(3);
  await new Promise((r) => setTimeout(r, 1000));
  const r = await run(duration);
  const non2xx = Object.entries(r.statusCodeStats ?? {})
    .filter(([s]) => !s.startsWith('2'))
    .reduce((n, [, v]) => n + v.count, 0);
  return { rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, failed: non2xx + r.errors };
}

try {
  const db = `tlp_instances_${process.pid}`;
  await admin(`create database ${db}`);
  cleanups.push(() => admin(`drop database if exists ${db} with (force)`));
  const u = new URL(serverUrl);
  u.pathname = `/${db}`;
  const [p1, p2, httpsPort, httpPort] = await Promise.all([1, 2, 3, 4].map(() => freePort()));
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: u.toString(),
    JWT_SECRET: 'bench-instances-secret-0123456789-abcdefghij',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    DATA_DIR: path.join(tmp, 'data'),
    LOGIN_MAX_FAILS_PER_ACCOUNT: '1000000',
    LOGIN_MAX_FAILS_PER_IP: '1000000',
  };
  log('Dos instancias (la primera migra y carga los datos de demostración)…');
  await instance(p1, { ...env, SEED_DEMO: '1' });
  await instance(p2, { ...env, SEED_DEMO: '0' });

  const tls = selfSignedCertificate(tmp);
  const upstreams = path.join(tmp, 'upstreams.conf');
  fs.writeFileSync(upstreams, `server 127.0.0.1:${p1};\n`);
  const nginx = new Nginx({ root, dir: path.join(tmp, 'nginx'), httpsPort, httpPort, tls, upstreamsFile: upstreams });
  nginx.start();
  cleanups.push(() => nginx.stop());
  const origin = `https://localhost:${httpsPort}`;
  const { accessToken } = await postJson(
    `${origin}/api/v1/auth/login`,
    { email: 'estudiante@demo.mx', password: 'Demo12345', role: 'student' },
    tls.cert,
  );
  const headers = { authorization: `Bearer ${accessToken}` };
  const requests = [
    { method: 'GET', path: '/api/v1/degrees/1', headers },
    { method: 'GET', path: '/api/v1/areas', headers },
  ];

  const rows = [];
  log('Una instancia, directa…');
  rows.push(['1 instancia, directa (HTTP/1.1)', await measure(`http://127.0.0.1:${p1}`, requests)]);
  log('Una instancia detrás de nginx…');
  rows.push(['1 instancia detrás de nginx (HTTPS)', await measure(origin, requests)]);
  fs.writeFileSync(upstreams, `server 127.0.0.1:${p1};\nserver 127.0.0.1:${p2};\n`);
  spawn('nginx', nginx.args('-s', 'reload'), { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 1500));
  log('Dos instancias detrás de nginx…');
  rows.push(['2 instancias detrás de nginx (HTTPS)', await measure(origin, requests)]);

  console.log(
    `\n${os.cpus().length} núcleos, carga al empezar ${os.loadavg()[0].toFixed(2)}; ${connections} conexiones, ` +
      `${duration} s (tras 3 s); GET /degrees/1 y GET /areas de una estudiante, alternados\n`,
  );
  console.log('| | req/s | p50 ms | p99 ms | fallidas |\n|---|---:|---:|---:|---:|');
  for (const [label, r] of rows) {
    console.log(`| ${label} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.failed} |`);
  }
} finally {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
}
