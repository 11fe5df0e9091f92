import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { useState } from 'react';
import { FilteredListPage } from '@/components/admin-list/filtered-list-page.tsx';
import { usePaging, type PagedTableColumn } from '@/components/admin-list/paged-table.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { apiErrorMessage } from '@/lib/api-error.ts';
import type { InboxRequest as InboxItem } from '@tlp/shared/slots';
import { INBOX_STATES, type InboxState } from '../inbox-states.ts';
import { formatShortInZone } from '@/lib/zoned-time.ts';
import { useMeetingRequests } from '../api/get-meeting-requests.ts';
import { setMeetingOutcome } from '../api/set-outcome.ts';
import { REQUESTS_TEXT as TEXT } from '../messages.ts';

type Column = 'student' | 'school' | 'degree' | 'requested' | 'slot' | 'state';

const COLUMNS: PagedTableColumn<Column>[] = [
  { key: 'student', header: TEXT.columns.student, width: '22%' },
  { key: 'school', header: TEXT.columns.school, width: '17%' },
  { key: 'degree', header: TEXT.columns.degree, width: '17%' },
  { key: 'requested', header: TEXT.columns.requested, width: '13%' },
  { key: 'slot', header: TEXT.columns.slot, width: '15%' },
  { key: 'state', header: TEXT.columns.state, width: '16%' },
];

const STATE_COLOR: Record<InboxItem['state'], 'default' | 'info' | 'success' | 'warning'> = {
  held: 'default',
  requested: 'default',
  booked: 'info',
  attended: 'success',
  missed: 'warning',
};

const fullName = (item: InboxItem) => `${item.student.first_name} ${item.student.last_name}`;

/** A booked slot that has started: the representative says whether the student came. */
const awaitsOutcome = (item: InboxItem, now: number) =>
  item.state === 'booked' && !!item.slot && new Date(item.slot.starts_at).getTime() <= now;

function OutcomeButtons({
  item,
  busy,
  onOutcome,
}: {
  item: InboxItem;
  busy: boolean;
  onOutcome: (item: InboxItem, attended: boolean) => void;
}) {
  const name = fullName(item);
  return (
    <Box role="group" aria-label={TEXT.outcomeGroup(name)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={busy}
        aria-label={TEXT.attendedLabel(name)}
        onClick={() => onOutcome(item, true)}
      >
        {TEXT.attendedButton}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        aria-label={TEXT.missedLabel(name)}
        onClick={() => onOutcome(item, false)}
      >
        {TEXT.missedButton}
      </Button>
    </Box>
  );
}

/** /solicitudes (representative): the campus's meeting requests, a page at a time, by state. */
export function RequestsPage() {
  const [state, setState] = useState<InboxState | ''>('');
  const paging = usePaging();
  const result = useMeetingRequests({ ...paging.query, state: state || undefined });
  const [saving, setSaving] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<Result | null>(null);
  const now = Date.now();

  const saveOutcome = async (item: InboxItem, attended: boolean) => {
    setSaving(item.id);
    try {
      await setMeetingOutcome(item.id, attended);
      setFeedback({ severity: 'success', message: TEXT.outcomeSaved });
    } catch (error) {
      setFeedback({ severity: 'error', message: apiErrorMessage(error, TEXT.outcomeFailed) });
    } finally {
      setSaving(null);
      result.retry();
    }
  };

  const cells = (item: InboxItem): Record<Column, React.ReactNode> => ({
    student: (
      <>
        <Typography sx={{ fontWeight: 700 }}>{fullName(item)}</Typography>
        <Link href={`mailto:${item.student.email}`} sx={{ overflowWrap: 'anywhere' }}>
          {item.student.email}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {item.student.semester ? TEXT.semester(item.student.semester) : null}
        </Typography>
      </>
    ),
    school: (
      <>
        {item.student.school}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {item.student.city}
        </Typography>
      </>
    ),
    degree: item.degree.name,
    requested: formatLongDate(item.requested_at),
    slot: item.slot ? formatShortInZone(item.slot.starts_at, item.slot.time_zone) : TEXT.noSlot,
    state: (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Chip size="small" color={STATE_COLOR[item.state]} label={TEXT.states[item.state]} />
        {item.rating !== null ? <Typography variant="body2">{TEXT.rating(item.rating)}</Typography> : null}
        {awaitsOutcome(item, now) ? (
          <OutcomeButtons item={item} busy={saving === item.id} onOutcome={(i, a) => void saveOutcome(i, a)} />
        ) : null}
      </Box>
    ),
  });

  return (
    <FilteredListPage
      pageTitle={TEXT.pageTitle}
      title={TEXT.title}
      intro={TEXT.intro}
      filter={{
        label: TEXT.stateFilter,
        value: state,
        onChange: setState,
        allLabel: TEXT.allStates,
        options: INBOX_STATES,
        optionLabel: (s) => TEXT.states[s],
      }}
      table={{
        columns: COLUMNS,
        cells,
        result,
        text: { loading: TEXT.loading, error: TEXT.error, empty: TEXT.empty },
        paging,
      }}
      emptyFiltered={TEXT.emptyFiltered}
    >
      <ResultSnackbar result={feedback} onClose={() => setFeedback(null)} />
    </FilteredListPage>
  );
}
