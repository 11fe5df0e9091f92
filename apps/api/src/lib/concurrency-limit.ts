/**
 * A limit on how many jobs run at once, in this process: `limit(job)` starts the job as soon as
 * one of the `max` places is free (jobs wait their turn in order of arrival) and answers its result.
 */
export interface ConcurrencyLimit {
  <T>(job: () => T | Promise<T>): Promise<T>;
  /** Jobs running now. */
  running(): number;
  /** Jobs waiting for a place. */
  waiting(): number;
}

export function concurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`concurrencyLimit: max must be a whole number ≥ 1, not ${max}`);
  let active = 0;
  const queue: Array<() => void> = [];
  const acquire = (): Promise<void> => {
    if (active < max) {
      active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => queue.push(resolve));
  };
  const release = () => {
    const next = queue.shift();
    // The place passes straight to the next job, so `active` stays as it is.
    if (next) next();
    else active--;
  };
  const limit = async <T>(job: () => T | Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await job();
    } finally {
      release();
    }
  };
  return Object.assign(limit, { running: () => active, waiting: () => queue.length });
}
