import { describe, expect, it } from 'vitest';
import { groupSuggestions } from './group-suggestions.ts';

describe('groupSuggestions', () => {
  it('makes one entry per campus, collecting its areas in order', () => {
    const rows = [
      { id: 4, name: 'Campus Norte', image: '/a.svg', areaId: 2 },
      { id: 9, name: 'Campus Sur', image: null, areaId: 1 },
      { id: 4, name: 'Campus Norte', image: '/a.svg', areaId: 5 },
      { id: 9, name: 'Campus Sur', image: null, areaId: 2 },
      { id: 4, name: 'Campus Norte', image: '/a.svg', areaId: 7 },
    ];
    expect(groupSuggestions(rows)).toEqual([
      { id: 4, name: 'Campus Norte', image: '/a.svg', areaIds: [2, 5, 7] },
      { id: 9, name: 'Campus Sur', image: null, areaIds: [1, 2] },
    ]);
  });

  it('ignores repeated rows and keeps an empty list empty', () => {
    const row = { id: 1, name: 'Campus Centro', image: null, areaId: 3 };
    expect(groupSuggestions([row, row])).toEqual([{ id: 1, name: 'Campus Centro', image: null, areaIds: [3] }]);
    expect(groupSuggestions([])).toEqual([]);
  });
});
