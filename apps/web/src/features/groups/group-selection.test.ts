import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  isSelected,
  NO_CHANGES,
  selectAllState,
  selectedCount,
  toggleAll,
  toggleOne,
  type ShownStudent,
} from './group-selection.ts';

describe('group selection', () => {
  // Members 1 and 2 of the group, and the ungrouped student 3, are on screen.
  const shown: ShownStudent[] = [
    { id: 1, member: true },
    { id: 2, member: true },
    { id: 3, member: false },
  ];
  const checked = (changes = NO_CHANGES) => shown.filter((s) => isSelected(changes, s)).map((s) => s.id);

  it('starts with the members checked, and reads all, none or some (indeterminate)', () => {
    expect(checked()).toEqual([1, 2]);
    expect(selectAllState(shown, NO_CHANGES)).toBe('some');
    expect(selectAllState(shown, toggleAll(shown, NO_CHANGES))).toBe('all');
    expect(selectAllState(shown, toggleAll(shown, toggleAll(shown, NO_CHANGES)))).toBe('none');
  });

  it('select all fills from none or some, and clears from all', () => {
    const all = toggleAll(shown, NO_CHANGES);
    expect(checked(all)).toEqual([1, 2, 3]);
    expect(checked(toggleAll(shown, all))).toEqual([]);
  });

  it('toggles one student', () => {
    const changes = toggleOne(toggleOne(NO_CHANGES, shown[0]!), shown[2]!);
    expect(checked(changes)).toEqual([2, 3]);
    expect(checked(toggleOne(changes, shown[0]!))).toEqual([1, 2, 3]);
  });

  it('saves the saved set with the changes, keeping the members never shown', () => {
    // Member 1 unchecked, student 3 checked; members 7 and 8 were on pages not loaded.
    const changes = toggleOne(toggleOne(NO_CHANGES, shown[0]!), shown[2]!);
    expect(applyChanges([1, 2, 7, 8], changes)).toEqual([2, 7, 8, 3]);
    expect(selectedCount(4, changes)).toBe(4);
    expect(applyChanges([1, 2], NO_CHANGES)).toEqual([1, 2]);
  });
});
