import { describe, expect, it } from 'vitest';
import { sameSelection, selectAllState, toggleAll, toggleOne } from './group-selection.ts';

describe('group selection', () => {
  const candidates = [1, 2, 3];

  it('reads all, none or some (indeterminate)', () => {
    expect(selectAllState(candidates, new Set())).toBe('none');
    expect(selectAllState(candidates, new Set([2]))).toBe('some');
    expect(selectAllState(candidates, new Set([1, 2, 3]))).toBe('all');
  });

  it('select all fills from none or some, and clears from all', () => {
    expect([...toggleAll(candidates, new Set([2]))]).toEqual([1, 2, 3]);
    expect(toggleAll(candidates, new Set([1, 2, 3])).size).toBe(0);
  });

  it('toggles one student', () => {
    expect([...toggleOne(new Set([1]), 2)].sort()).toEqual([1, 2]);
    expect([...toggleOne(new Set([1, 2]), 1)]).toEqual([2]);
    expect(sameSelection(new Set([1, 2]), new Set([2, 1]))).toBe(true);
  });
});
