/**
 * What other modules use of the job queue: they queue and cancel jobs in their own unit of work
 * (`enqueue(unit.db, …)`, `cancel(unit.db, prefix)`), and add the handler of their kinds at start
 * (`app.jobs.register(kind, handler)`, jobs.plugin.ts).
 */
export { cancel, enqueue, type NewJob } from './jobs.repository.ts';
export type { JobHandler, RunningJob } from './job-runner.ts';
