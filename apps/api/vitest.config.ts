import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import { ALSO_ON_POSTGRES, RUN_ONCE } from './test/suites.ts';

/** The pass's database (scripts/test.mjs): PGlite unless TEST_DB=postgres. */
const onPostgres = process.env.TEST_DB === 'postgres';
/** Set by scripts/test.mjs on the PGlite pass when a PostgreSQL pass follows it. */
const postgresPassFollows = process.env.TEST_POSTGRES_PASS === '1';

const apiProject = (name: string, include: string[], { exclude = [] as string[], pool = 'threads' } = {}) =>
  defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      environment: 'node',
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      pool,
    },
  });

/**
 * The API's tests but the run-once ones (test/suites.ts): all of them on PGlite, and those that
 * behave differently there again on PostgreSQL.
 */
export default apiProject('api', onPostgres ? ALSO_ON_POSTGRES : configDefaults.include, {
  exclude: [...RUN_ONCE.pglite, ...RUN_ONCE.postgres],
  // Threads reused from file to file (the root vitest.config.ts): the app's modules load once per
  // worker, not once per file. Each file builds its own app and database; no test mocks a module.
});

/**
 * The run-once tests (real server processes, the route fuzzer, the memory test), each on its
 * database; the `postgres` ones on PGlite too when no PostgreSQL pass follows (they skip what needs
 * it). Listed in the root vitest.config.ts.
 */
export const apiOnce = apiProject(
  'api-once',
  onPostgres ? RUN_ONCE.postgres : [...RUN_ONCE.pglite, ...(postgresPassFollows ? [] : RUN_ONCE.postgres)],
  // A process of its own per file: they measure its memory or start and stop other processes.
  { pool: 'forks' },
);
