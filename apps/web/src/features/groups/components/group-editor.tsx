import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GroupMember, StudentGroup } from '@tlp/shared/groups';
import { useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { useGroupSelection } from '../group-selection.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { GroupStats } from './group-stats.tsx';
import { spreadRow } from '@/components/ui/layout.ts';

interface GroupEditorProps {
  group: StudentGroup;
  ungrouped: readonly GroupMember[];
  onSave: (group: StudentGroup, members: number[]) => Promise<void>;
  onDelete: (group: StudentGroup) => void;
}

/** One group: its members (checked) and the ungrouped students (unchecked), saved as a set. */
export function GroupEditor({ group, ungrouped, onSave, onDelete }: GroupEditorProps) {
  const titleId = useId();
  const students = useMemo(() => [...group.members, ...ungrouped], [group.members, ungrouped]);
  const candidates = useMemo(() => students.map((s) => s.user_id), [students]);
  const savedIds = useMemo(() => group.members.map((m) => m.user_id), [group.members]);
  const selection = useGroupSelection(candidates, savedIds);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await onSave(
        group,
        candidates.filter((id) => selection.selected.has(id)),
      );
    } finally {
      setBusy(false);
    }
  };

  const count = candidates.filter((id) => selection.selected.has(id)).length;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Typography>
        <GroupStats stats={group.stats} name={group.name} />
        {selection.dirty ? <Chip size="small" color="warning" variant="outlined" label={TEXT.unsaved} /> : null}
      </Box>
      {students.length === 0 ? (
        <Typography color="text.secondary">{TEXT.noCandidates}</Typography>
      ) : (
        <>
          <Box sx={{ ...spreadRow, gap: 1, borderBottom: 1, borderColor: 'divider', pb: 0.5 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={selection.state === 'all'}
                  indeterminate={selection.state === 'some'}
                  onChange={selection.toggleAll}
                  slotProps={{ input: { 'aria-label': TEXT.selectAllLabel(group.name) } }}
                />
              }
              label={TEXT.selectAll}
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {TEXT.selected(count, students.length)}
            </Typography>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 360, overflowY: 'auto' }}>
            {students.map((student) => (
              <Box component="li" key={student.user_id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <FormControlLabel
                  sx={{
                    width: '100%',
                    m: 0,
                    py: 0.5,
                    alignItems: 'flex-start',
                    '& .MuiFormControlLabel-label': { minWidth: 0, pt: 1 },
                  }}
                  control={
                    <Checkbox
                      checked={selection.selected.has(student.user_id)}
                      onChange={() => selection.toggle(student.user_id)}
                    />
                  }
                  label={
                    <>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {student.full_name}
                      </Typography>
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block', overflowWrap: 'anywhere' }}
                      >
                        {`${student.email} · ${TEXT.favorites(student.favorite_degrees)} · ${TEXT.meetings(student.meetings)}`}
                      </Typography>
                    </>
                  }
                />
              </Box>
            ))}
          </Box>
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
