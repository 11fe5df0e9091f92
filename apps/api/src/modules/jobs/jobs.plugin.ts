import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job queue's runner in this process: modules add their kinds with
     * `app.jobs.register(kind, handler)`; `app.jobs.nudge()` after a commit that queued a job due now.
     */
    jobs: JobRunner;
  }
}

/**
 * The job runner of this process: it starts once the app is ready (every module has registered its
 * handlers by then) and stops before the app closes its database (preClose), after the requests in
 * flight have drained (ops/graceful-shutdown.ts).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { runner?: JobRunnerOptions; now?: () => Date }) => {
    const runner = createJobRunner({ db: app.db, log: app.log, now: opts.now }, opts.runner);
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
