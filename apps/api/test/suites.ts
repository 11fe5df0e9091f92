// Which API test files run on which database: the one place that says so (docs/testing.md).
// Paths and globs are relative to apps/api. `npm test` (scripts/test.mjs) runs two passes: every
// project on PGlite, then the API again on PostgreSQL, with the files chosen here.

/**
 * The `api-once` project: tests that start the real server or load it for long. Each runs once,
 * on the database where it says most; the `postgres` ones run on PGlite only when there is no
 * PostgreSQL (they skip what needs it).
 */
export const RUN_ONCE = {
  pglite: [
    // Its tests are the embedded database's own (fsync, the data folder's lock, kill -9).
    'src/db/database.test.ts',
    // kill -9 during writes is PGlite's test; the SIGTERM one then reuses the restarted server.
    'src/ops/server-faults.test.ts',
    // Redis killed and restarted under the real server; the database does not matter there.
    'src/ops/redis-outage.test.ts',
  ],
  postgres: [
    // Outage and restart of the database, two instances and WEB_CONCURRENCY: PostgreSQL only.
    'src/ops/db-outage.test.ts',
    'src/ops/instances.test.ts',
    // The database of production; there its report's memory is the server's alone.
    'src/modules/meetings/meetings-report.memory.test.ts',
    'src/security/route-fuzz.test.ts',
    // The tools and the server's start as child processes: each test picks its own database (a
    // folder of its own, and a throwaway PostgreSQL database when there is one).
    'src/db/db-cli.test.ts',
    'src/cli/admin-create.test.ts',
    'src/ops/startup-errors.test.ts',
  ],
};

/**
 * The `api` project's files that run again on PostgreSQL (all of them run on PGlite). A file with a
 * test that runs on PostgreSQL only (`itUnderConcurrency`, `runIf(isPostgres())`) must be here, or
 * that test would run nowhere.
 */
export const ALSO_ON_POSTGRES = [
  // Concurrent transactions (itUnderConcurrency) and PostgreSQL-only checks (isPostgres()).
  'src/modules/favorites/favorites-meetings.test.ts',
  'src/modules/catalog/catalog-admin.test.ts',
  'src/modules/groups/groups.test.ts',
  'src/modules/groups/groups.measure.test.ts',
  'src/modules/highschools/highschools.test.ts',
  // A school's insights: each aggregate is one statement, read the same on both engines.
  'src/modules/highschools/insights.test.ts',
  // The director's PDF reads the same aggregates.
  'src/modules/highschools/report.test.ts',
  'src/modules/mail/mail.test.ts',
  'src/modules/mail/notices.test.ts',
  // The job queue run by two instances at once; 8 students racing for a slot's last seat.
  'src/modules/jobs/jobs.test.ts',
  'src/modules/meetings/university-meetings.test.ts',
  'src/modules/meetings/reminders.test.ts',
  'src/security/access-matrix.test.ts',
  'src/modules/privacy/account-deletion.test.ts',
  'src/modules/users/signup.test.ts',
  // Consent before data leaves (the one rule in SQL: school, age, guardian, opposition) and the
  // guardian's single-use link under concurrent answers.
  'src/modules/consents/*.test.ts',
  'src/modules/highschools/data-sharing.test.ts',
  // The family view: a guardian's children by the latest request (SQL), a link used once under
  // concurrent exchanges, and a withdrawal in one unit with the opposition, the consent and the audit.
  'src/modules/family/family.test.ts',
  // The session cache, on only with PostgreSQL (LISTEN/NOTIFY): ending and changing sessions.
  'src/modules/auth/auth.test.ts',
  'src/modules/auth/sessions.test.ts',
  'src/modules/users/password-change.test.ts',
  'src/modules/users/privacy-acceptance.test.ts',
  // The pool, outages and shutdown; the database layer (but the seed's tests, which open PGlite).
  'src/ops/*.test.ts',
  'src/db/*.test.ts',
  // Repositories heavy in SQL: reports and CSV, groups, export, disclosures, search, audit, counters.
  'src/modules/meetings/meetings-report.test.ts',
  'src/modules/groups/groups-members.test.ts',
  'src/modules/privacy/privacy-export.test.ts',
  'src/modules/disclosures/disclosures.test.ts',
  // The ledger's writes against deleting a student, in either order (concurrent transactions).
  'src/modules/disclosures/export-ledger-deletion.test.ts',
  'src/modules/catalog/catalog.test.ts',
  'src/modules/audit/audit.test.ts',
  'src/modules/highschools/counters.test.ts',
  'src/modules/groups/student-counters.test.ts',
  // The funnel's counters and the per-school, per-campus totals kept by triggers, against a recount.
  'src/modules/highschools/student-steps.test.ts',
  // Conditional writes (a school only in a city that is not retired) and names unique without accents.
  'src/modules/highschools/highschools-admin.test.ts',
  // The counselor's list (search without accents, groups), the detail's request states, the nudges' interval.
  'src/modules/highschools/school-students.test.ts',
  // From interest to decision: migration 0025's letters of the areas, the ranking of matches (SQL
  // order by name, then id), the import's upserts and numeric figures, and a compare list saved by
  // many requests at once.
  'src/modules/interest-test/interest-test.test.ts',
  'src/modules/matches/matches.test.ts',
  'src/modules/labour-market/labour-market.test.ts',
  'src/modules/compare/compare-list.test.ts',
];
