import { act, renderHook, waitFor } from '@testing-library/react';
import { COMPARE_LIST_MAX } from '@tlp/shared/compare-list';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/render.tsx';
import { COMPARE_MAX, compareList, useCompareList } from './compare-list.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  compareList.reset();
});

/** The server's list for the signed-in student, and every PUT it received. */
function stubServer(initial: number[], { failGet = false } = {}) {
  const server = { ids: initial, puts: [] as number[][] };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /users/me/compare-list': () =>
          failGet ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, { degree_ids: server.ids }),
        'PUT /users/me/compare-list': (init) => {
          const { degree_ids } = JSON.parse(String(init?.body)) as { degree_ids: number[] };
          server.puts.push(degree_ids);
          // The server leaves out a degree that no longer exists (99).
          server.ids = degree_ids.filter((id) => id !== 99);
          return jsonResponse(200, { degree_ids: server.ids });
        },
      }),
    ),
  );
  return server;
}

describe('compareList', () => {
  it('keeps up to four degrees, in order, and refuses a fifth', () => {
    expect(COMPARE_MAX).toBe(4);
    expect(COMPARE_MAX).toBe(COMPARE_LIST_MAX);
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

describe('compareList and the server', () => {
  it('merges the device’s list into the server’s at the first load after signing in, at most four', async () => {
    localStorage.setItem('tlp:comparar:7', JSON.stringify([5, 8, 13]));
    const server = stubServer([2, 8, 21]);
    const { result } = renderHook(() => useCompareList(7));
    await act(() => compareList.settled(7));
    // The server's first, then the device's others, cut at four.
    expect(server.puts).toEqual([[2, 8, 21, 5]]);
    expect(result.current).toEqual([2, 8, 21, 5]);
    expect(server.ids).toEqual([2, 8, 21, 5]);
  });

  it('after the merge, the server’s list wins over what this device last saw', async () => {
    localStorage.setItem('tlp:comparar:7', JSON.stringify([5]));
    const server = stubServer([2]);
    renderHook(() => useCompareList(7));
    await act(() => compareList.settled(7));
    expect(compareList.get(7)).toEqual([2, 5]);
    // Another device removed 5 and added 30; this one loads again.
    server.ids = [2, 30];
    compareList.reset();
    const again = renderHook(() => useCompareList(7));
    await act(() => compareList.settled(7));
    expect(again.result.current).toEqual([2, 30]);
    expect(server.puts).toHaveLength(1);
  });

  it('does not write to the server when the lists already agree', async () => {
    localStorage.setItem('tlp:comparar:7', JSON.stringify([2]));
    const server = stubServer([2, 4]);
    renderHook(() => useCompareList(7));
    await act(() => compareList.settled(7));
    expect(compareList.get(7)).toEqual([2, 4]);
    expect(server.puts).toEqual([]);
  });

  it('saves each change, keeping what the server answers', async () => {
    const server = stubServer([]);
    renderHook(() => useCompareList(7));
    await act(() => compareList.settled(7));
    act(() => void compareList.add(7, 3));
    act(() => void compareList.add(7, 99));
    await act(() => compareList.settled(7));
    expect(server.puts).toContainEqual([3, 99]);
    // 99 no longer exists: the server left it out, and so does the list.
    await waitFor(() => expect(compareList.get(7)).toEqual([3]));
    act(() => compareList.remove(7, 3));
    await act(() => compareList.settled(7));
    expect(server.ids).toEqual([]);
  });

  it('keeps a change made while the server’s list was loading', async () => {
    const server = stubServer([2]);
    renderHook(() => useCompareList(7));
    act(() => void compareList.add(7, 6));
    await act(() => compareList.settled(7));
    expect(compareList.get(7)).toEqual([2, 6]);
    expect(server.ids).toEqual([2, 6]);
  });

  it('works on this device alone when the server cannot be reached, and merges at the next load', async () => {
    const server = stubServer([], { failGet: true });
    renderHook(() => useCompareList(7));
    await act(() => compareList.settled(7));
    act(() => void compareList.add(7, 4));
    expect(compareList.get(7)).toEqual([4]);
    expect(server.puts).toEqual([]);
    vi.unstubAllGlobals();
    const back = stubServer([1]);
    compareList.reset();
    renderHook(() => useCompareList(7));
    await act(() => compareList.settled(7));
    expect(back.puts).toEqual([[1, 4]]);
  });
});
