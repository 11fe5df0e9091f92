import GppGoodRounded from '@mui/icons-material/GppGoodRounded';
import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DATA_SHARING_NOTE_MAX, dataSharingBody } from '@tlp/shared/consents';
import type { HighschoolDetail } from '@tlp/shared/highschools';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { updateDataSharing } from '../api/update-data-sharing.ts';
import { DATA_SHARING_TEXT as TEXT } from '../messages.ts';

/** The admin's confirmation: what recording (or withdrawing) means, an optional note, then the change. */
function ChangeForm({
  school,
  onClose,
  onSaved,
}: {
  school: HighschoolDetail;
  onClose: () => void;
  onSaved: (school: HighschoolDetail) => void;
}) {
  const authorize = !school.data_sharing_authorized;
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = dataSharingBody.safeParse({ authorized: authorize, ...(note.trim() ? { note } : {}) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setProblem(null);
    setFailure(null);
    try {
      onSaved(await updateDataSharing(school.id, parsed.data));
    } catch (error) {
      setFailure(apiErrorMessage(error, TEXT.saveError, (e) => isApiRequestError(e) && e.status < 500));
      setBusy(false);
    }
  };

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
      label={authorize ? TEXT.record : TEXT.withdraw}
      color={authorize ? 'primary' : 'error'}
    >
      <Typography>{authorize ? TEXT.recordBody(school.name) : TEXT.withdrawBody(school.name)}</Typography>
      <FormError message={failure} />
      <TextInput
        label={TEXT.noteField}
        name="note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={problem !== null}
        helperText={problem ?? TEXT.noteHint}
        disabled={busy}
        inputProps={{ maxLength: DATA_SHARING_NOTE_MAX + 50 }}
      />
    </DialogForm>
  );
}

/**
 * Whether the school authorizes its students' data to reach universities, and since when (counselors
 * and admins). Admins record or withdraw it after confirming (audited). `children`: the students
 * waiting for a guardian (the consents feature's summary).
 */
export function DataSharingCard({
  school,
  isAdmin,
  onSaved,
  children,
}: {
  school: HighschoolDetail;
  isAdmin: boolean;
  onSaved: (school: HighschoolDetail) => void;
  children?: ReactNode;
}) {
  const [changing, setChanging] = useState(false);
  const authorized = school.data_sharing_authorized;
  const since = school.data_sharing_authorized_at;
  return (
    <PageSection title={TEXT.title}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Chip
            icon={authorized ? <GppGoodRounded /> : <GppMaybeRounded />}
            color={authorized ? 'success' : 'warning'}
            label={authorized ? TEXT.authorized : TEXT.notAuthorized}
          />
          <Typography sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            {authorized ? (since ? TEXT.since(formatLongDate(since)) : TEXT.authorizedNoDate) : TEXT.notAuthorizedBody}
          </Typography>
        </Box>
        {isAdmin && authorized && school.data_sharing_note ? (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {TEXT.note}:
            </Box>{' '}
            {school.data_sharing_note}
          </Typography>
        ) : null}
        {isAdmin ? (
          <Box>
            <Button
              variant={authorized ? 'outlined' : 'contained'}
              color={authorized ? 'error' : 'primary'}
              onClick={() => setChanging(true)}
              aria-haspopup="dialog"
            >
              {authorized ? TEXT.withdraw : TEXT.record}
            </Button>
          </Box>
        ) : null}
        {children}
      </Paper>
      {isAdmin ? (
        <FormDialog
          open={changing}
          onClose={() => setChanging(false)}
          title={authorized ? TEXT.withdrawTitle : TEXT.recordTitle}
        >
          {changing ? (
            <ChangeForm
              school={school}
              onClose={() => setChanging(false)}
              onSaved={(updated) => {
                setChanging(false);
                onSaved(updated);
              }}
            />
          ) : null}
        </FormDialog>
      ) : null}
    </PageSection>
  );
}
