import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { DefaultGroup, StudentGroup } from '@tlp/shared/groups';
import { normalizeSearch } from '@tlp/shared/search';
import { useId, useState } from 'react';
import { spreadRow } from '@/components/ui/layout.ts';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { useActiveSemesters } from '@/features/catalog/api/get-semesters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useGroupMembers } from '../api/get-group-members.ts';
import { selectAllState, type ShownStudent, type useGroupSelection } from '../group-selection.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { EditorMemberList } from './editor-member-list.tsx';
import { SelectAllCheckbox } from './select-all-checkbox.tsx';

interface CandidatePickerProps {
  id: string;
  highschoolId: number;
  group: StudentGroup;
  /** "Sin grupo": the students who may join, with the first page the overview carried. */
  ungrouped: DefaultGroup;
  selection: ReturnType<typeof useGroupSelection>;
}

/**
 * The students without a group who may join `group`, a page at a time ("Cargar más"), with a
 * search by name and a semester; the ones checked join the group when it is saved.
 */
export function CandidatePicker({ id, highschoolId, group, ungrouped, selection }: CandidatePickerProps) {
  const titleId = useId();
  const semesterFieldId = useId();
  const semesterHelpId = useId();
  const [input, setInput] = useState('');
  const [semesterId, setSemesterId] = useState<number | null>(null);
  const term = useDebouncedValue(normalizeSearch(input), 300);
  const semesters = useActiveSemesters();
  return (
    <Box
      id={id}
      role="group"
      aria-labelledby={titleId}
      sx={{ mt: 2, p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.50' }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {TEXT.pickerTitle(group.name)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          columnGap: 2,
          alignItems: 'start',
        }}
      >
        <SearchBox small label={TEXT.searchCandidates} value={input} onChange={setInput} />
        <Box sx={{ mb: 1.5 }}>
          <Typography
            component="label"
            htmlFor={semesterFieldId}
            variant="body2"
            sx={{ display: 'block', mb: 0.5, fontWeight: 700 }}
          >
            {TEXT.semesterField}
          </Typography>
          <NativeSelect
            value={semesterId ?? ''}
            onChange={(event) => setSemesterId(event.target.value === '' ? null : Number(event.target.value))}
            input={<OutlinedInput id={semesterFieldId} size="small" fullWidth sx={{ bgcolor: 'background.paper' }} />}
            inputProps={{ 'aria-describedby': semesters.error ? semesterHelpId : undefined }}
          >
            <option value="">{TEXT.allSemesters}</option>
            {semesters.semesters.map((semester) => (
              <option key={semester.id} value={semester.id}>
                {semester.name}
              </option>
            ))}
          </NativeSelect>
          {semesters.error ? (
            <Typography id={semesterHelpId} variant="body2" color="error" sx={{ mt: 0.5 }}>
              {TEXT.semestersFailed}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {/* Keyed by the filter: a new search or semester starts again from the first page. */}
      <Candidates
        key={`${semesterId ?? ''}:${term}`}
        highschoolId={highschoolId}
        group={group}
        ungrouped={ungrouped}
        term={term}
        semesterId={semesterId}
        selection={selection}
      />
    </Box>
  );
}

function Candidates({
  highschoolId,
  group,
  ungrouped,
  term,
  semesterId,
  selection,
}: Omit<CandidatePickerProps, 'id'> & { term: string; semesterId: number | null }) {
  const hintId = useId();
  const list = useGroupMembers(highschoolId, null, ungrouped, { search: term, semesterId });
  const shown: ShownStudent[] = list.members.map((m) => ({ id: m.user_id, member: false }));
  const state = selectAllState(shown, selection.changes);
  return (
    <>
      <Box sx={{ ...spreadRow, gap: 1, borderBottom: 1, borderColor: 'divider', pb: 0.5 }}>
        <FormControlLabel
          control={
            <SelectAllCheckbox
              state={shown.length > 0 ? state : 'none'}
              disabled={shown.length === 0}
              onChange={() => selection.toggleAll(shown)}
              slotProps={{
                input: {
                  'aria-label': TEXT.selectAllLabel(group.name),
                  'aria-describedby': list.hasMore ? hintId : undefined,
                },
              }}
            />
          }
          label={TEXT.selectAll}
        />
        {selection.changes.added.size > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {TEXT.added(selection.changes.added.size)}
          </Typography>
        ) : null}
      </Box>
      {list.hasMore ? (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {TEXT.selectAllShown}
        </Typography>
      ) : null}
      <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
        <EditorMemberList
          list={list}
          member={false}
          heading={TEXT.ungrouped(list.total ?? ungrouped.stats.members)}
          empty={TEXT.noCandidates}
          moreLabel={TEXT.moreUngrouped(group.name)}
          moreText={TEXT.loadMore}
          term={term}
          semester={semesterId !== null}
          isSelected={selection.isSelected}
          onToggle={selection.toggle}
        />
      </Box>
    </>
  );
}
