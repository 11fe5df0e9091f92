import { describe, expect, it } from 'vitest';
import { StudentSet } from './student-set.ts';

describe('StudentSet', () => {
  it('holds exactly the ids given, across byte boundaries and beyond the largest', () => {
    const ids = [1, 7, 8, 9, 15, 16, 1_000_003];
    const set = new StudentSet(ids);
    expect(set.size).toBe(ids.length);
    for (let id = 0; id <= 20; id++) expect(set.has(id), String(id)).toBe(ids.includes(id));
    expect(set.has(1_000_003)).toBe(true);
    expect(set.has(1_000_002)).toBe(false);
    expect(set.has(1_000_004)).toBe(false);
    expect(set.has(5_000_000)).toBe(false);
    expect(set.has(-1)).toBe(false);
  });

  it('is empty when the ledger recorded no one', () => {
    const set = new StudentSet([]);
    expect(set.size).toBe(0);
    expect(set.has(0)).toBe(false);
    expect(set.has(1)).toBe(false);
  });
});

describe('StudentSet.add', () => {
  it('grows past the largest id it was built with, and counts each id once', () => {
    const set = new StudentSet([3]);
    expect(set.add(3)).toBe(false);
    expect(set.add(2_000_001)).toBe(true);
    expect(set.add(2_000_001)).toBe(false);
    expect(set.add(10)).toBe(true);
    expect(set.add(-4)).toBe(false);
    expect(set.size).toBe(3);
    for (const id of [3, 10, 2_000_001]) expect(set.has(id)).toBe(true);
    for (const id of [2, 11, 2_000_000, 2_000_002]) expect(set.has(id)).toBe(false);
  });
});
