import { describe, expect, it } from 'vitest';
import { parseIdList } from './id-list.ts';

describe('parseIdList', () => {
  it.each([
    ['1,2', [1, 2]],
    [' 3 , 3,4', [3, 4]],
    ['1,abc,,0,-2,5', [1, 5]],
    ['7,2147483648,99999999999', [7]],
    ['', []],
    [null, []],
  ])('%j -> %j', (param, ids) => {
    expect(parseIdList(param)).toEqual(ids);
  });
});
