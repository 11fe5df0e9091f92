import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageSlices } from './paging.ts';

describe('pageSlices', () => {
  it('reads of each group exactly the rows the page holds of the whole list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 40 }), { maxLength: 15 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 25 }),
        (sizes, page, pageSize) => {
          // The whole list, each row named by its group and place in it.
          const whole = sizes.flatMap((size, group) => Array.from({ length: size }, (_, row) => `${group}:${row}`));
          const expected = whole.slice((page - 1) * pageSize, page * pageSize);
          const read = pageSlices(sizes, { page, pageSize }).flatMap(({ index, offset, limit }) =>
            Array.from({ length: limit }, (_, row) => `${index}:${offset + row}`),
          );
          expect(read).toEqual(expected);
        },
      ),
    );
  });

  it('reads nothing past the end of the list', () => {
    expect(pageSlices([3, 2], { page: 3, pageSize: 5 })).toEqual([]);
    expect(pageSlices([3, 2], { page: 1, pageSize: 4 })).toEqual([
      { index: 0, offset: 0, limit: 3 },
      { index: 1, offset: 0, limit: 1 },
    ]);
  });
});
