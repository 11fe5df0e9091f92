import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('concurrencyLimit', () => {
  it('never runs more than N jobs at once, runs them all, in order of arrival, and answers each its own result', async () => {
    for (const n of [1, 2, 3]) {
      const limit = concurrencyLimit(n);
      let running = 0;
      let most = 0;
      const started: number[] = [];
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          limit(async () => {
            started.push(i);
            running++;
            most = Math.max(most, running);
            await tick(1 + ((i * 7) % 5));
            running--;
            return i * 10;
          }),
        ),
      );
      expect(most, `N = ${n}`).toBe(n);
      expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i * 10));
      expect(started).toEqual(Array.from({ length: 12 }, (_, i) => i));
    }
  });

  it('frees the place of a job that fails or throws at once, and passes its error on', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('falló')))).rejects.toThrow('falló');
    await expect(
      limit(() => {
        throw new Error('al instante');
      }),
    ).rejects.toThrow('al instante');
    expect(await limit(async () => 'sigue')).toBe('sigue');
  });

  it('tells how many jobs run and wait', async () => {
    const limit = concurrencyLimit(1);
    let release!: () => void;
    const first = limit(() => new Promise<void>((resolve) => (release = resolve)));
    const second = limit(async () => 'segundo');
    await tick(0);
    expect([limit.running(), limit.waiting()]).toEqual([1, 1]);
    release();
    await first;
    expect(await second).toBe('segundo');
    expect([limit.running(), limit.waiting()]).toEqual([0, 0]);
  });
});
