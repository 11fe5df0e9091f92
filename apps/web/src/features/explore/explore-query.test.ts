import { describe, expect, it } from 'vitest';
import { exploreKey, exploreParams, isNarrowed, readExploreQuery, type ExploreQuery } from './explore-query.ts';

const read = (search: string) => readExploreQuery(new URLSearchParams(search));
const base: ExploreQuery = { search: '', areas: [], cities: [], view: 'degrees', page: 1 };

describe('the Explore query in the address', () => {
  it('reads every part, and defaults for what is missing or malformed', () => {
    expect(read('q=%20ingenieria%20&areas=2,4,2&ciudades=5&ver=campus&pagina=3')).toEqual({
      search: 'ingenieria',
      areas: [2, 4],
      cities: [5],
      view: 'campuses',
      page: 3,
    });
    expect(read('')).toEqual(base);
    expect(read('areas=x,0&ciudades=-1&ver=otra&pagina=0')).toEqual(base);
    expect(read('pagina=2.5').page).toBe(1);
    expect(read(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and reads back the same query', () => {
    expect(exploreParams(base).toString()).toBe('');
    const query: ExploreQuery = { search: 'médico', areas: [1, 3], cities: [7], view: 'campuses', page: 2 };
    const params = exploreParams(query);
    expect(params.get('areas')).toBe('1,3');
    expect(params.get('ver')).toBe('campus');
    expect(readExploreQuery(params)).toEqual(query);
  });

  it('asks the API for the page of degrees or campuses with the same filters', () => {
    const query: ExploreQuery = { search: 'ingenieria', areas: [1, 3], cities: [7], view: 'degrees', page: 2 };
    const degrees = new URL(exploreKey(query), 'http://x');
    expect(degrees.pathname).toBe('/degrees');
    expect(Object.fromEntries(degrees.searchParams)).toEqual({
      page: '2',
      pageSize: '24',
      search: 'ingenieria',
      areas: '1,3',
      cities: '7',
    });
    expect(exploreKey({ ...base, view: 'campuses' })).toBe('/campuses?page=1&pageSize=24');
    expect(exploreKey({ ...base, view: 'campuses' }, 12)).toBe('/campuses?page=1&pageSize=12');
  });

  it('knows when the list is narrowed', () => {
    expect(isNarrowed(base)).toBe(false);
    expect(isNarrowed({ ...base, view: 'campuses', page: 4 })).toBe(false);
    expect(isNarrowed({ ...base, cities: [1] })).toBe(true);
    expect(isNarrowed({ ...base, search: 'x' })).toBe(true);
  });
});
