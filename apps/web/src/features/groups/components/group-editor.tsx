import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DefaultGroup, StudentGroup } from '@tlp/shared/groups';
import { normalizeSearch } from '@tlp/shared/search';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { spreadRow } from '@/components/ui/layout.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { fetchGroupMemberIds, useGroupMembers } from '../api/get-group-members.ts';
import {
  applyChanges,
  selectAllState,
  selectedCount,
  useGroupSelection,
  type ShownStudent,
} from '../group-selection.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { EditorMemberList } from './editor-member-list.tsx';
import { GroupStats } from './group-stats.tsx';
import { isSearchable } from './member-list-parts.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';

interface GroupEditorProps {
  highschoolId: number;
  group: StudentGroup;
  /** "Sin grupo": the students who may join. */
  ungrouped: DefaultGroup;
  /** Saves the member set that `members` works out; true when it was saved. */
  onSave: (group: StudentGroup, members: () => Promise<number[]>) => Promise<boolean>;
  onDelete: (group: StudentGroup) => void;
}

/**
 * One group: its members (checked) and the ungrouped students (unchecked), each list by pages
 * with "Ver más", and a search over both. Saving sends the whole member set: the saved one
 * (read again in full when the group has more than a page) with this editor's changes.
 */
export function GroupEditor({ highschoolId, group, ungrouped, onSave, onDelete }: GroupEditorProps) {
  const titleId = useId();
  const selection = useGroupSelection();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(normalizeSearch(input), 300);
  const [busy, setBusy] = useState(false);
  const total = group.stats.members + ungrouped.stats.members;

  const membersToSave = async () => {
    const saved = group.next_cursor
      ? await fetchGroupMemberIds(highschoolId, group.id)
      : group.members.map((m) => m.user_id);
    return applyChanges(saved, selection.changes);
  };
  const save = async () => {
    setBusy(true);
    try {
      if (await onSave(group, membersToSave)) selection.reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Typography>
        <GroupStats stats={group.stats} name={group.name} />
        {selection.dirty ? <Chip size="small" color="warning" variant="outlined" label={TEXT.unsaved} /> : null}
      </Box>
      {total === 0 ? (
        <Typography color="text.secondary">{TEXT.noCandidates}</Typography>
      ) : (
        <>
          {isSearchable(total) ? (
            <SearchBox small label={TEXT.searchStudents(group.name)} value={input} onChange={setInput} />
          ) : null}
          {/* Keyed by the search: a new search starts again from the first page of each list. */}
          <EditorLists
            key={term}
            highschoolId={highschoolId}
            group={group}
            ungrouped={ungrouped}
            term={term}
            selection={selection}
            total={total}
          />
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
        <Button
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={() => onDelete(group)}
          disabled={busy}
          sx={{ mr: 'auto' }}
        >
          {TEXT.delete}
        </Button>
        <Button onClick={selection.reset} disabled={busy || !selection.dirty}>
          {TEXT.reset}
        </Button>
        <BusyButton busy={busy} variant="contained" onClick={() => void save()} disabled={!selection.dirty}>
          {busy ? UI_TEXT.saving : UI_TEXT.save}
        </BusyButton>
      </Box>
    </Paper>
  );
}

function EditorLists({
  highschoolId,
  group,
  ungrouped,
  term,
  selection,
  total,
}: {
  highschoolId: number;
  group: StudentGroup;
  ungrouped: DefaultGroup;
  term: string;
  selection: ReturnType<typeof useGroupSelection>;
  total: number;
}) {
  const hintId = useId();
  const members = useGroupMembers(highschoolId, group.id, group, term);
  const candidates = useGroupMembers(highschoolId, null, ungrouped, term);
  const shown: ShownStudent[] = [
    ...members.members.map((m) => ({ id: m.user_id, member: true })),
    ...candidates.members.map((m) => ({ id: m.user_id, member: false })),
  ];
  const state = selectAllState(shown, selection.changes);
  const partial = members.hasMore || candidates.hasMore;
  return (
    <>
      <Box sx={{ ...spreadRow, gap: 1, borderBottom: 1, borderColor: 'divider', pb: 0.5 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={shown.length > 0 && state === 'all'}
              indeterminate={state === 'some'}
              disabled={shown.length === 0}
              onChange={() => selection.toggleAll(shown)}
              slotProps={{
                input: {
                  'aria-label': TEXT.selectAllLabel(group.name),
                  'aria-describedby': partial ? hintId : undefined,
                },
              }}
            />
          }
          label={TEXT.selectAll}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {TEXT.selected(selectedCount(group.stats.members, selection.changes), total)}
        </Typography>
      </Box>
      {partial ? (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {TEXT.selectAllShown}
        </Typography>
      ) : null}
      <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
        {/* The group's members (checked), then the students without a group (unchecked). */}
        {(
          [
            [members, true, TEXT.inGroup(members.total ?? group.stats.members), TEXT.noMembers, TEXT.moreLabel],
            [
              candidates,
              false,
              TEXT.ungrouped(candidates.total ?? ungrouped.stats.members),
              TEXT.noCandidates,
              TEXT.moreUngrouped,
            ],
          ] as const
        ).map(([list, member, heading, empty, more]) => (
          <EditorMemberList
            key={String(member)}
            {...{ list, member, heading, empty, term }}
            moreLabel={more(group.name)}
            isSelected={selection.isSelected}
            onToggle={selection.toggle}
          />
        ))}
      </Box>
    </>
  );
}
