// `npm run lighthouse`: Lighthouse mobile (its default simulated throttling) on /login and on the
// student's /home and /explorar, against the app started here as `npm start` does it (demo data on an embedded
// database in a temporary directory, on a free port). Prints performance and accessibility with
// LCP, TBT and CLS; exits non-zero when performance < 95 or accessibility < 100 on either page.
// `npm run lighthouse -- --runs 3` keeps the median run of each page; `-- --out DIR` writes the
// full reports there (login.json, home.json, explorar.json); `-- --page /explorar` audits that page alone;
// `-- --graph` prints, for the median run, what Lighthouse's simulation counted before the largest
// paint (scripts/lighthouse-graph.mjs): each request and main-thread task, with its simulated start and end.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printLcpGraph } from './lighthouse-graph.mjs';
import { freePort } from '../apps/api/src/ops/testing/free-port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIN_PERFORMANCE = 95;
const MIN_ACCESSIBILITY = 100;
const STUDENT = { email: 'estudiante@demo.mx', password: 'Demo12345', role: 'student' };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const argValue = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Math.max(1, Number(argValue('--runs')) || 1);
/** `--out DIR`: where to write each page's full Lighthouse report (JSON), to read the details. */
const OUT_DIR = argValue('--out');
/** `--page PATH`: only that page (one of those below). */
const ONLY_PAGE = argValue('--page');
const GRAPH = process.argv.includes('--graph');

/** `npm start` (builds the web app when its sources changed) with demo data in `dataDir`. */
function startApp(port, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('el servidor no respondió en 3 minutos');
}

/**
 * Signs the demo student in through the API and returns the refresh cookie: on a page load the
 * web app gets its access token from it (POST /auth/refresh), as after a reload in a real browser.
 */
async function studentCookie(base) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  if (!response.ok) throw new Error(`el inicio de sesión del estudiante respondió ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tlp_refresh='));
  if (!cookie) throw new Error('el inicio de sesión no dejó la cookie tlp_refresh');
  return cookie.split(';')[0];
}

/**
 * One Lighthouse run (mobile, simulated throttling) of `url`; the cookie, if any, goes on every
 * request. A run whose trace came out broken (NO_NAVSTART and the like) is tried once more.
 */
async function audit(url, port, cookie, retry = true) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const { lhr } = result;
  const { categories, audits, finalDisplayedUrl, runtimeError, environment } = lhr;
  if (runtimeError && retry) return audit(url, port, cookie, false);
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  const failed = Object.values(audits).filter(
    (a) =>
      a.scoreDisplayMode === 'binary' && a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id),
  );
  return {
    finalUrl: finalDisplayedUrl,
    benchmarkIndex: environment.benchmarkIndex,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    failedA11y: failed.map((a) => a.id),
    opportunities: Object.values(audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 100)
      .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`),
    lhr,
    // Kept only for `--graph`: a run's artifacts hold its whole trace, megabytes each.
    artifacts: GRAPH ? result.artifacts : undefined,
  };
}

function median(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

function report(name, r) {
  const ok = r.performance >= MIN_PERFORMANCE && r.accessibility >= MIN_ACCESSIBILITY;
  console.log(
    `${ok ? 'OK   ' : 'FALLA'} ${name.padEnd(7)} rendimiento ${String(r.performance).padStart(3)}  ` +
      `accesibilidad ${String(r.accessibility).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  ` +
      `FCP ${(r.fcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}`,
  );
  // Lighthouse multiplies this machine's CPU time by 4: a busy machine (a low index) inflates TBT.
  console.log(`        ${r.finalUrl}, índice de CPU del equipo ${Math.round(r.benchmarkIndex)}`);
  if (r.failedA11y.length) console.log(`        accesibilidad por corregir: ${r.failedA11y.join(', ')}`);
  if (r.opportunities.length) console.log(`        oportunidades: ${r.opportunities.join(', ')}`);
  return ok;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlp-lighthouse-'));
const app = startApp(port, dataDir);
let chrome;
let allOk = false;
try {
  await waitForHealth(base, app);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const pages = [
    { name: '/login', path: '/login', signedIn: false },
    { name: '/home', path: '/home', signedIn: true },
    { name: '/explorar', path: '/explorar', signedIn: true },
  ].filter((page) => !ONLY_PAGE || page.path === ONLY_PAGE);
  if (pages.length === 0) throw new Error(`--page ${ONLY_PAGE}: no es /login, /home ni /explorar`);
  allOk = true;
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < RUNS; i++) {
      // A refresh token is rotated when used: a new sign-in for every run.
      const cookie = page.signedIn ? await studentCookie(base) : undefined;
      results.push(await audit(`${base}${page.path}`, chrome.port, cookie));
    }
    if (RUNS > 1)
      console.log(`${page.name}: rendimiento en ${RUNS} corridas: ${results.map((r) => r.performance).join(', ')}`);
    const result = median(results);
    if (OUT_DIR) {
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(path.join(OUT_DIR, `${page.path.slice(1)}.json`), JSON.stringify(result.lhr));
    }
    if (page.signedIn && new URL(result.finalUrl).pathname !== page.path) {
      console.log(`FALLA ${page.name}: la página terminó en ${result.finalUrl}, no se inició sesión`);
      allOk = false;
    }
    allOk = report(page.name, result) && allOk;
    if (GRAPH) await printLcpGraph(result.artifacts, result.lhr.configSettings);
  }
} finally {
  await chrome?.kill();
  app.kill('SIGTERM');
  if (app.exitCode === null) await new Promise((resolve) => app.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  allOk
    ? `Lighthouse: todo en meta (rendimiento ≥ ${MIN_PERFORMANCE}, accesibilidad ≥ ${MIN_ACCESSIBILITY}).`
    : `Lighthouse: fuera de meta (rendimiento ≥ ${MIN_PERFORMANCE}, accesibilidad ≥ ${MIN_ACCESSIBILITY}).`,
);
process.exit(allOk ? 0 : 1);
