import { useState } from 'react';

/** Which of the candidates are checked: all, none or some (indeterminate). */
type SelectAllState = 'all' | 'none' | 'some';

export function selectAllState(candidates: readonly number[], selected: ReadonlySet<number>): SelectAllState {
  const count = candidates.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === candidates.length ? 'all' : 'some';
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Select all when not all are selected; otherwise clear. */
export function toggleAll(candidates: readonly number[], selected: ReadonlySet<number>): Set<number> {
  return selectAllState(candidates, selected) === 'all' ? new Set() : new Set(candidates);
}

export function sameSelection(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * The editing state of one group: the saved members start selected, ungrouped students
 * unselected. `reset` goes back to the last saved set; `markSaved` makes the current one saved.
 */
export function useGroupSelection(candidates: readonly number[], savedMembers: readonly number[]) {
  const savedKey = [...savedMembers].sort((x, y) => x - y).join(',');
  const [saved, setSaved] = useState(() => ({ key: savedKey, ids: new Set(savedMembers) }));
  const [selected, setSelected] = useState<Set<number>>(() => new Set(savedMembers));
  // The server's member set changed (after a save or a reload): that is the new saved state.
  if (saved.key !== savedKey) {
    setSaved({ key: savedKey, ids: new Set(savedMembers) });
    setSelected(new Set(savedMembers));
  }
  return {
    selected,
    state: selectAllState(candidates, selected),
    dirty: !sameSelection(selected, saved.ids),
    toggle: (id: number) => setSelected((s) => toggleOne(s, id)),
    toggleAll: () => setSelected((s) => toggleAll(candidates, s)),
    reset: () => setSelected(new Set(saved.ids)),
  };
}
