// `npm run test:stack`: the production recipe of deploy/, run on this machine on loopback ports
// only, as an operator would run it:
// PostgreSQL (a throwaway database), a Redis of its own, the migrations as their own step, two
// instances started as their systemd unit starts them, and nginx in front over HTTPS/2. Then:
//   1. the smoke test through nginx;
//   2. a load of reads and writes through nginx while deploy/rolling-restart.sh restarts both
//      instances one after the other: no request may fail;
//   3. Redis stopped: login through nginx still answers 200;
//   4. deploy/backup.sh, then deploy/restore-drill.sh on that backup.
// Needs the web app built (npm run build), nginx, redis-server, openssl, envsubst, pg_dump and
// psql. Prints, last, `stack: <N> requests during rolling restart, 0 failed; …`; exits 1 otherwise.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startLoad } from './stack/load.mjs';
import { Nginx, selfSignedCertificate } from './stack/nginx.mjs';
import { UnitProcess, readEnvFile, unitCommand } from './stack/systemd-unit.mjs';
import { freePort } from '../apps/api/src/ops/testing/free-port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tlp-stack-'));
const cleanups = [];

function step(text) {
  console.log(`\n=== stack: ${text} (${Math.round((Date.now() - started) / 1000)} s) ===`);
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sqlText) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(sqlText);
  } finally {
    await client.end();
  }
}

async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${what}: no respondió en ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const ready = (port) => async () => (await fetch(`http://127.0.0.1:${port}/api/v1/ready`)).ok;

/** Runs a command to its end, output shown; throws on a non-zero exit. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], ...options });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args[0]}: código ${code}`)),
    );
    child.on('error', reject);
  });
}

/** Through nginx, as a browser would: the proxy's own certificate is the CA. */
function viaProxy(origin, ca, pathname, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${origin}${pathname}`,
      { method, headers, ca: fs.readFileSync(ca), timeout: 15_000 },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: async () => text, json: async () => JSON.parse(text) }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('tiempo agotado')));
    request.on('error', reject);
    request.end(body);
  });
}

async function login(origin, ca, email, role) {
  const response = await viaProxy(origin, ca, '/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo12345', role }),
  });
  return { status: response.status, body: response.status === 200 ? await response.json() : await response.text() };
}

async function main() {
  for (const tool of ['nginx', 'redis-server', 'openssl', 'envsubst', 'pg_dump', 'pg_restore', 'psql']) {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    } catch {
      throw new Error(`falta ${tool} en esta máquina`);
    }
  }
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('falta la aplicación web compilada: corre `npm run build`');
  }

  step('unidades de systemd (systemd-analyze verify)');
  for (const [unit, name] of [
    ['toca-la-puerta@.service', 'toca-la-puerta@3001.service'],
    ['toca-la-puerta-migrate.service', 'toca-la-puerta-migrate.service'],
  ]) {
    const text = fs
      .readFileSync(path.join(root, 'deploy/systemd', unit), 'utf8')
      .replaceAll('/opt/toca-la-puerta', root);
    fs.writeFileSync(path.join(tmp, name), text);
    // Unknown keys, bad values and missing executables fail here (the user need not exist).
    const verify = spawnSync('systemd-analyze', ['verify', path.join(tmp, name)], { encoding: 'utf8' });
    if (verify.error) {
      console.log('systemd-analyze no está en esta máquina: se omite');
      break;
    }
    const complaints = `${verify.stdout}${verify.stderr}`.trim();
    if (verify.status !== 0 || complaints) throw new Error(`${unit}: ${complaints}`);
    console.log(`${unit}: bien`);
  }

  step('PostgreSQL y Redis');
  const dbName = `tlp_stack_${process.pid}`;
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName}`);
  cleanups.push(() => admin(`drop database if exists ${dbName} with (force)`));
  const databaseUrl = withDatabase(baseUrl, dbName);
  const redisPort = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: 'ignore' },
  );
  cleanups.push(() => redis.exitCode === null && redis.kill('SIGKILL'));
  await waitFor(
    'redis',
    () =>
      new Promise((resolve) =>
        net
          .connect(redisPort, '127.0.0.1', function () {
            this.end();
            resolve(true);
          })
          .on('error', () => resolve(false)),
      ),
  );

  const [httpsPort, httpPort, port1, port2, metricsPort] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
  const origin = `https://localhost:${httpsPort}`;

  // The documented env file, with this machine's values: the stack starts from the real recipe.
  const envFile = path.join(tmp, 'env');
  const documented = readEnvFile(path.join(root, 'deploy/toca-la-puerta.env'));
  const overrides = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'stack-test-secret-0123456789-abcdefghijklmnop',
    PUBLIC_URL: origin,
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
    // The test's own data: the demo accounts, which the smoke test and the load sign in with.
    SEED_DEMO: '1',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  };
  const env = { ...documented, ...overrides };
  fs.writeFileSync(
    envFile,
    Object.entries(env)
      .map(([k, v]) => `${k}=${/\s/.test(v) ? `"${v}"` : v}`)
      .join('\n') + '\n',
  );
  const paths = {
    '/opt/toca-la-puerta': root,
    '/etc/toca-la-puerta/env': envFile,
    '/var/lib/toca-la-puerta': env.DATA_DIR,
  };

  step('migraciones (toca-la-puerta-migrate.service)');
  const migrate = unitCommand(path.join(root, 'deploy/systemd/toca-la-puerta-migrate.service'), {
    instance: '',
    paths,
  });
  await run(migrate.command, migrate.args, { cwd: migrate.cwd, env: migrate.env });

  step(`dos instancias (toca-la-puerta@${port1}, @${port2})`);
  const unitFile = path.join(root, 'deploy/systemd/toca-la-puerta@.service');
  const instances = new Map();
  for (const port of [port1, port2]) {
    const instance = new UnitProcess(
      // The first one with its metrics port, as a per-instance drop-in would give it.
      unitCommand(unitFile, {
        instance: String(port),
        paths,
        extraEnv: port === port1 ? { METRICS_PORT: String(metricsPort) } : {},
      }),
      path.join(tmp, `app-${port}.log`),
    );
    instance.start();
    instances.set(port, instance);
    cleanups.push(() => instance.stop());
    // One after the other: the first loads the demo data.
    await waitFor(`instancia ${port}`, ready(port), 120_000);
  }

  step(`nginx en ${origin} (HTTP/2, TLS)`);
  const tls = selfSignedCertificate(tmp);
  const upstreamsFile = path.join(tmp, 'upstreams.conf');
  fs.writeFileSync(upstreamsFile, `server 127.0.0.1:${port1} max_fails=0;\nserver 127.0.0.1:${port2} max_fails=0;\n`);
  const nginx = new Nginx({ root, dir: path.join(tmp, 'nginx'), httpsPort, httpPort, tls, upstreamsFile });
  nginx.start();
  cleanups.push(() => nginx.stop());
  const h2 = execFileSync(
    'curl',
    ['-sS', '-o', '/dev/null', '-w', '%{http_version} %{http_code}', '--cacert', tls.cert, `${origin}/login`],
    {
      encoding: 'utf8',
    },
  );
  if (h2 !== '2 200') throw new Error(`/login por nginx: se esperaba HTTP/2 200, llegó ${h2}`);
  console.log(`GET /login por nginx: HTTP/${h2}`);
  // A hashed file comes from disk, from nginx itself: with nginx's ETag (the app sends none for
  // immutable files), cached for a year, and as the build's .gz copy.
  const page = execFileSync('curl', ['-sS', '--cacert', tls.cert, `${origin}/login`], { encoding: 'utf8' });
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  const assetHeaders = execFileSync(
    'curl',
    ['-sS', '-o', '/dev/null', '-D', '-', '-H', 'Accept-Encoding: gzip', '--cacert', tls.cert, `${origin}${asset}`],
    { encoding: 'utf8' },
  ).toLowerCase();
  for (const expected of [
    /^etag: /m,
    /^cache-control: public, max-age=31536000, immutable/m,
    /^content-encoding: gzip/m,
  ]) {
    if (!expected.test(assetHeaders)) throw new Error(`${asset} por nginx: falta ${expected}:\n${assetHeaders}`);
  }
  console.log(`${asset}: servido por nginx desde disco (gzip, immutable)`);

  step('prueba de humo por nginx (HTTPS)');
  const smokeEnv = { ...process.env, NODE_EXTRA_CA_CERTS: tls.cert };
  await run(node, ['scripts/smoke.mjs', '--quiet', origin], { env: smokeEnv });

  step('carga por nginx durante el reinicio escalonado');
  const student = await login(origin, tls.cert, 'estudiante@demo.mx', 'student');
  if (student.status !== 200) throw new Error(`login de la estudiante: ${student.status}`);
  const token = student.body.accessToken;
  const authorized = (p) =>
    viaProxy(origin, tls.cert, p, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  const me = await authorized('/api/v1/users/me');
  const favorites = new Set((await authorized(`/api/v1/users/${me.id}/favorite-degrees`)).map((d) => d.id));
  const degrees = (await authorized('/api/v1/degrees?search=a&pageSize=50')).filter((d) => !favorites.has(d.id));
  const loadTarget = {
    url: origin,
    token,
    userId: me.id,
    campusId: degrees[0].campus_id,
    degreeIds: degrees.slice(0, 3).map((d) => d.id),
  };
  const load = startLoad(loadTarget);
  await new Promise((r) => setTimeout(r, 3_000));
  // deploy/rolling-restart.sh restarts an instance through this harness (as `systemctl restart`).
  const control = await freePort();
  const controlServer = (await import('node:http')).createServer(async (request, response) => {
    const port = Number(request.url?.split('/').pop());
    await instances.get(port)?.restart();
    response.end('ok');
  });
  await new Promise((r) => controlServer.listen(control, '127.0.0.1', r));
  cleanups.push(() => controlServer.close());
  await run('bash', ['deploy/rolling-restart.sh'], {
    env: {
      ...process.env,
      TLP_PORTS: `${port1} ${port2}`,
      TLP_UPSTREAMS_FILE: upstreamsFile,
      TLP_RESTART: `curl -fsS -o /dev/null http://127.0.0.1:${control}/restart/%s`,
      TLP_NGINX_RELOAD: nginx.reloadCommand(),
    },
  });
  await new Promise((r) => setTimeout(r, 3_000));
  const totals = await load.stop();
  const drainCodes = [...instances.values()].flatMap((i) => i.exitCodes);
  console.log(
    `carga: ${totals.requests} solicitudes; códigos ${JSON.stringify(totals.statusCodes)}; inesperadas ${JSON.stringify(totals.unexpected)}; errores ${totals.errors} (tiempo agotado ${totals.timeouts}); salidas al drenar ${drainCodes.join(', ')}`,
  );
  const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
  const publicMetrics = await viaProxy(origin, tls.cert, '/metrics').then((r) => r.text());
  const metricsOk = /^http_requests_total\{/m.test(metrics) && !publicMetrics.includes('http_requests_total');
  console.log(
    `métricas en 127.0.0.1:${metricsPort}: ${metricsOk ? 'bien' : 'FALLA'} (${metrics.split('\n').filter((l) => l.startsWith('http_requests_total{')).length} series de solicitudes; nginx no las expone)`,
  );
  const restartOk = metricsOk && totals.failed === 0 && drainCodes.length === 2 && drainCodes.every((c) => c === 0);

  step('Redis detenido durante la carga: el inicio de sesión sigue');
  const loadWithoutRedis = startLoad(loadTarget);
  await new Promise((r) => setTimeout(r, 1_000));
  redis.kill('SIGTERM');
  await new Promise((r) => redis.once('exit', r));
  const logins = [];
  for (let i = 0; i < 4; i++) {
    logins.push((await login(origin, tls.cert, 'estudiante@demo.mx', 'student')).status);
    await new Promise((r) => setTimeout(r, 500));
  }
  const duringOutage = await loadWithoutRedis.stop();
  console.log(
    `carga sin Redis: ${duringOutage.requests} solicitudes; códigos ${JSON.stringify(duringOutage.statusCodes)}; errores ${duringOutage.errors}`,
  );
  const readyAnswer = await viaProxy(origin, tls.cert, '/api/v1/ready').then(
    async (r) => `${r.status} ${await r.text()}`,
  );
  const plainText = [...instances.keys()].flatMap((port) =>
    fs
      .readFileSync(path.join(tmp, `app-${port}.log`), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('{')),
  );
  console.log(
    `login sin Redis: ${logins.join(', ')}; /ready: ${readyAnswer}; líneas que no son JSON: ${plainText.length}`,
  );
  for (const line of plainText.slice(0, 5)) console.log(`  ${line}`);
  const redisOk =
    logins.every((s) => s === 200) &&
    duringOutage.failed === 0 &&
    readyAnswer.startsWith('200') &&
    plainText.length === 0;

  step('respaldo y simulacro de restauración');
  const backupDir = path.join(tmp, 'backups');
  const scriptsEnv = { ...process.env, TLP_ENV_FILE: envFile, TLP_BACKUP_DIR: backupDir };
  const written = await run('bash', ['deploy/backup.sh'], { env: scriptsEnv });
  const dump = written.split('\n').find((line) => line.endsWith('.dump'));
  if (!dump) throw new Error('deploy/backup.sh no escribió un .dump');
  const drill = await run('bash', ['deploy/restore-drill.sh', dump], { env: scriptsEnv });
  const restoreOk = drill.trim().endsWith('restore drill ok');

  const errors = nginx
    .errors()
    .split('\n')
    .filter((l) => /\[(error|crit|alert|emerg)\]/.test(l));
  if (errors.length) console.log(`nginx error.log:\n${errors.slice(0, 10).join('\n')}`);

  const line =
    `stack: ${totals.requests} requests during rolling restart, ${totals.failed} failed; ` +
    `redis down: login ${redisOk ? 'ok' : 'FAILED'}; restore drill ${restoreOk ? 'ok' : 'FAILED'}`;
  return { ok: restartOk && redisOk && restoreOk, line };
}

let outcome;
try {
  outcome = await main();
} catch (err) {
  console.error(`stack: ${err.message}`);
  outcome = { ok: false, line: `stack: FAILED (${err.message})` };
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (err) {
      console.error(`limpieza: ${err.message}`);
    }
  }
  if (outcome?.ok) fs.rmSync(tmp, { recursive: true, force: true });
  else console.log(`registros en ${tmp}`);
}
console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
console.log(outcome.line);
process.exit(outcome.ok ? 0 : 1);
