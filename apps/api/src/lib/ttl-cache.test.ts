import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  it('keeps an answer for its time, shares a load in flight, forgets failures and the oldest key', async () => {
    let clock = 0;
    let loads = 0;
    const cache = ttlCache<number, number>(1000, 2, () => clock);
    const load = (v: number) => () => {
      loads += 1;
      return Promise.resolve(v);
    };

    const [a, b] = await Promise.all([cache.get(1, load(10)), cache.get(1, load(11))]);
    expect([a, b, loads]).toEqual([10, 10, 1]);
    clock = 999;
    expect(await cache.get(1, load(12))).toBe(10);
    clock = 1000;
    expect(await cache.get(1, load(13))).toBe(13);

    await expect(cache.get(2, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(2, load(20))).toBe(20);

    await cache.get(3, load(30));
    // Three keys in a cache of two: key 1, the oldest, was dropped.
    expect(await cache.get(1, load(14))).toBe(14);
    expect(await cache.get(3, load(31))).toBe(30);
  });
});
