import { defineConfig } from 'vitest/config';
import { apiOnce } from './apps/api/vitest.config.ts';

export default defineConfig({
  test: {
    // api-once: real server processes and long tests, once per run (apps/api/test/suites.ts).
    projects: ['packages/shared', 'apps/api', apiOnce, 'apps/web'],
    // The default output, then the slowest files of the pass.
    reporters: ['default', './scripts/slowest-files-reporter.ts'],
    // Two cores: two workers per pool (Vitest's default, cores - 1, runs one file at a time). Each
    // pool runs at the same time as the others: `threads` (shared, api) reuses its threads from
    // file to file, so the API's modules load once per worker; `forks` (api-once) starts a process
    // per file; `vmThreads` (the web) a fresh context per file.
    maxWorkers: 2,
    minWorkers: 1,
    poolOptions: { threads: { isolate: false } },
  },
});
