import { describe, expect, it } from 'vitest';
import { onFirstUse } from './first-use.ts';

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once', () => {
    let built = 0;
    const get = onFirstUse(() => ({ n: ++built }));
    expect(built).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(built).toBe(1);
  });
});
