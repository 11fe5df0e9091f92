import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = 3100;
const BASE_URL = `http://127.0.0.1:${PORT}`;

/*
 * A fresh, empty data directory per run, so the demo seed starts clean. The config is read
 * again by each worker process: the directory made by the main process is passed on through
 * the environment, which workers inherit.
 */
process.env.TLP_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), `tlp-e2e-${process.pid}-`));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a flaky run is reported as such (flaky), not hidden, and does not block a landing.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: '..',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.TLP_E2E_DATA_DIR,
      SEED_DEMO: '1',
    },
    url: `${BASE_URL}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
