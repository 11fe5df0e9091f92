import { useState } from 'react';

/**
 * The editing state of one group's members, as changes to the saved set: the members unchecked
 * (`removed`) and the ungrouped students checked (`added`). The lists are paged, so the editor
 * never holds every member; saving applies these changes to the whole saved set, and the members
 * it never showed stay.
 */
export interface SelectionChanges {
  added: ReadonlySet<number>;
  removed: ReadonlySet<number>;
}

/** A student on screen: a saved member of the group, or an ungrouped one. */
export interface ShownStudent {
  id: number;
  member: boolean;
}

/** Which of the shown students are checked: all, none or some (indeterminate). */
type SelectAllState = 'all' | 'none' | 'some';

export const NO_CHANGES: SelectionChanges = { added: new Set(), removed: new Set() };

export function isSelected(changes: SelectionChanges, { id, member }: ShownStudent): boolean {
  return member ? !changes.removed.has(id) : changes.added.has(id);
}

export function selectAllState(shown: readonly ShownStudent[], changes: SelectionChanges): SelectAllState {
  const count = shown.filter((s) => isSelected(changes, s)).length;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}

function withChecked(changes: SelectionChanges, students: readonly ShownStudent[], checked: boolean) {
  const added = new Set(changes.added);
  const removed = new Set(changes.removed);
  for (const { id, member } of students) {
    if (member) {
      if (checked) removed.delete(id);
      else removed.add(id);
    } else if (checked) added.add(id);
    else added.delete(id);
  }
  return { added, removed };
}

export function toggleOne(changes: SelectionChanges, student: ShownStudent): SelectionChanges {
  return withChecked(changes, [student], !isSelected(changes, student));
}

/** Checks every shown student when not all are checked; otherwise unchecks them. */
export function toggleAll(shown: readonly ShownStudent[], changes: SelectionChanges): SelectionChanges {
  return withChecked(changes, shown, selectAllState(shown, changes) !== 'all');
}

/** The member set to save: the saved one, less the unchecked members, plus the checked students. */
export function applyChanges(saved: readonly number[], changes: SelectionChanges): number[] {
  const kept = saved.filter((id) => !changes.removed.has(id));
  const keptSet = new Set(kept);
  return [...kept, ...[...changes.added].filter((id) => !keptSet.has(id))];
}

/** How many students the group has once the changes are saved. */
export function selectedCount(savedMembers: number, changes: SelectionChanges): number {
  return savedMembers - changes.removed.size + changes.added.size;
}

/** The selection of one group editor; `reset` goes back to the saved set (after a save too). */
export function useGroupSelection() {
  const [changes, setChanges] = useState<SelectionChanges>(NO_CHANGES);
  return {
    changes,
    dirty: changes.added.size > 0 || changes.removed.size > 0,
    isSelected: (student: ShownStudent) => isSelected(changes, student),
    toggle: (student: ShownStudent) => setChanges((c) => toggleOne(c, student)),
    toggleAll: (shown: readonly ShownStudent[]) => setChanges((c) => toggleAll(shown, c)),
    reset: () => setChanges(NO_CHANGES),
  };
}
