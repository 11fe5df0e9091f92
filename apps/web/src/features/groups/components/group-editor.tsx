import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DefaultGroup, StudentGroup } from '@tlp/shared/groups';
import { normalizeSearch } from '@tlp/shared/search';
import { useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { focusRing } from '@/components/ui/layout.ts';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { fetchGroupMemberIds, useGroupMembers } from '../api/get-group-members.ts';
import { applyChanges, selectedCount, useGroupSelection } from '../group-selection.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { CandidatePicker } from './candidate-picker.tsx';
import { EditorMemberList } from './editor-member-list.tsx';
import { GroupStats } from './group-stats.tsx';
import { isSearchable } from './member-list-parts.tsx';

interface GroupEditorProps {
  highschoolId: number;
  group: StudentGroup;
  /** "Sin grupo": the students who may join. */
  ungrouped: DefaultGroup;
  /** Whether its list of students without a group is open (one group's at a time). */
  pickerOpen: boolean;
  onPickerOpen: (open: boolean) => void;
  /** The group was just created: its heading takes the focus once it is shown. */
  focusOnShow?: boolean;
  /** Saves the member set that `members` works out; true when it was saved. */
  onSave: (group: StudentGroup, members: () => Promise<number[]>) => Promise<boolean>;
  onDelete: (group: StudentGroup) => void;
}

/**
 * One group: its members (checked; unchecking one takes it out), a page at a time with a search,
 * and on request the students without a group to add. Saving sends the whole member set: the
 * saved one (read again in full when the group has more than a page) with this editor's changes.
 */
export function GroupEditor({
  highschoolId,
  group,
  ungrouped,
  pickerOpen,
  onPickerOpen,
  focusOnShow = false,
  onSave,
  onDelete,
}: GroupEditorProps) {
  const titleId = useId();
  const pickerId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const selection = useGroupSelection();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(normalizeSearch(input), 300);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

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
        <Typography
          id={titleId}
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ overflowWrap: 'anywhere', borderRadius: 1, ...focusRing(2) }}
        >
          {group.name}
        </Typography>
        <GroupStats stats={group.stats} name={group.name} />
        {selection.dirty ? <Chip size="small" color="warning" variant="outlined" label={TEXT.unsaved} /> : null}
      </Box>
      {isSearchable(group.stats.members) ? (
        <SearchBox small label={TEXT.searchMembers(group.name)} value={input} onChange={setInput} />
      ) : null}
      {/* Keyed by the search: a new search starts again from the first page. */}
      <Members key={term} highschoolId={highschoolId} group={group} term={term} selection={selection} />
      <Box sx={{ mt: 2 }}>
        {ungrouped.stats.members === 0 ? (
          <Typography color="text.secondary">{TEXT.noCandidates}</Typography>
        ) : (
          <Button
            variant={pickerOpen ? 'text' : 'outlined'}
            aria-expanded={pickerOpen}
            aria-controls={pickerOpen ? pickerId : undefined}
            aria-label={pickerOpen ? TEXT.closePickerLabel(group.name) : TEXT.addStudentsLabel(group.name)}
            startIcon={pickerOpen ? <CloseRounded /> : <PersonAddRounded />}
            onClick={() => onPickerOpen(!pickerOpen)}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {pickerOpen ? TEXT.closePicker : TEXT.addStudents}
          </Button>
        )}
        {pickerOpen && ungrouped.stats.members > 0 ? (
          <CandidatePicker
            id={pickerId}
            highschoolId={highschoolId}
            group={group}
            ungrouped={ungrouped}
            selection={selection}
          />
        ) : null}
      </Box>
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
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {selection.dirty ? TEXT.selected(selectedCount(group.stats.members, selection.changes)) : ''}
        </Typography>
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

/** The group's members, checked; unchecking one takes it out of the group when saved. */
function Members({
  highschoolId,
  group,
  term,
  selection,
}: {
  highschoolId: number;
  group: StudentGroup;
  term: string;
  selection: ReturnType<typeof useGroupSelection>;
}) {
  const list = useGroupMembers(highschoolId, group.id, group, { search: term });
  return (
    <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
      <EditorMemberList
        list={list}
        member
        heading={TEXT.inGroup(list.total ?? group.stats.members)}
        empty={TEXT.noMembers}
        moreLabel={TEXT.moreLabel(group.name)}
        term={term}
        isSelected={selection.isSelected}
        onToggle={selection.toggle}
      />
    </Box>
  );
}
