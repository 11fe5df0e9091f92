import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPARE_MAX, compareList, useCompareList } from './compare-list.ts';

afterEach(() => {
  localStorage.clear();
  compareList.reset();
});

describe('compareList', () => {
  it('keeps up to four degrees, in order, and refuses a fifth', () => {
    expect(COMPARE_MAX).toBe(4);
    for (const id of [3, 8, 5, 13]) expect(compareList.add(7, id)).toBe('added');
    expect(compareList.add(7, 8)).toBe('already');
    expect(compareList.add(7, 21)).toBe('full');
    expect(compareList.get(7)).toEqual([3, 8, 5, 13]);
    compareList.remove(7, 8);
    expect(compareList.add(7, 21)).toBe('added');
    expect(compareList.get(7)).toEqual([3, 5, 13, 21]);
  });

  it('survives a reload (localStorage), and each user has their own list', () => {
    compareList.add(7, 3);
    compareList.add(7, 5);
    compareList.add(9, 40);
    compareList.reset(); // what a reload reads
    expect(compareList.get(7)).toEqual([3, 5]);
    expect(compareList.get(9)).toEqual([40]);
    expect(JSON.parse(localStorage.getItem('tlp:comparar:7') ?? 'null')).toEqual([3, 5]);
  });

  it('reads a broken or tampered entry as what it can trust', () => {
    localStorage.setItem('tlp:comparar:7', '{nope');
    expect(compareList.get(7)).toEqual([]);
    compareList.reset();
    localStorage.setItem('tlp:comparar:7', JSON.stringify([1, 1, 'x', -2, 2, 3, 4, 5, 6]));
    expect(compareList.get(7)).toEqual([1, 2, 3, 4]);
  });

  it('tells its hook about changes', () => {
    const { result } = renderHook(() => useCompareList(7));
    expect(result.current).toEqual([]);
    act(() => void compareList.add(7, 11));
    expect(result.current).toEqual([11]);
    act(() => compareList.remove(7, 11));
    expect(result.current).toEqual([]);
    const nobody = renderHook(() => useCompareList(null));
    expect(nobody.result.current).toEqual([]);
  });
});
