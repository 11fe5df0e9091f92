import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { DataSharingState } from '@tlp/shared/consents';
import { useState, type ReactNode } from 'react';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';
import { useDataSharing } from '../api/get-data-sharing.ts';
import { CONSENT_TEXT, DATA_SHARING_TEXT as TEXT } from '../messages.ts';
import { BirthDateDialog } from './birth-date-dialog.tsx';
import { ConsentStates, SharedFieldChips, StatusRow } from './consent-status.tsx';
import { GuardianActions } from './guardian-actions.tsx';

function SharingBody({
  state,
  onState,
  onStale,
}: {
  state: DataSharingState;
  onState: (s: DataSharingState) => void;
  onStale: () => void;
}) {
  const [result, setResult] = useState<Result | null>(null);
  const [askingBirthDate, setAskingBirthDate] = useState(false);
  // The moment the resend button compares its wait with: taken when the state arrives.
  const [now, setNow] = useState(() => Date.now());
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    setNow(Date.now());
  }

  const unknownAge = (
    <>
      <Typography>{CONSENT_TEXT.unknownAge}</Typography>
      <Button variant="outlined" onClick={() => setAskingBirthDate(true)} sx={{ mt: 1 }}>
        {TEXT.setBirthDate}
      </Button>
    </>
  );

  return (
    <>
      <Alert severity={state.shareable ? 'success' : 'info'} role="note" sx={{ mb: 2 }}>
        {state.shareable ? TEXT.shareable : TEXT.notShareable}
        {state.held_meetings > 0 ? (
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {TEXT.held(state.held_meetings)}
          </Box>
        ) : null}
      </Alert>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, mb: 1.5 }}>
        <StatusRow tone="ok" label={CONSENT_TEXT.whatLabel}>
          <Box sx={{ mt: 0.5 }}>
            <SharedFieldChips fields={state.fields} label={CONSENT_TEXT.whatLabel} />
          </Box>
        </StatusRow>
        <StatusRow tone="ok" label={CONSENT_TEXT.whoLabel}>
          <Typography>{TEXT.who}</Typography>
        </StatusRow>
      </Box>
      <ConsentStates
        state={state}
        unknownAge={unknownAge}
        guardianActions={
          state.guardian ? (
            <GuardianActions
              guardian={state.guardian}
              now={now}
              onState={onState}
              onResult={setResult}
              onStale={onStale}
            />
          ) : null
        }
      />
      <BirthDateDialog
        open={askingBirthDate}
        onClose={() => setAskingBirthDate(false)}
        onSaved={(next) => {
          setAskingBirthDate(false);
          onState(next);
          setResult({
            severity: 'success',
            message: next.age === 'minor' ? TEXT.birthDateSavedMinor : TEXT.birthDateSaved,
          });
        }}
      />
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </>
  );
}

/**
 * 'Con quién se comparten tus datos' ('Mis datos', students): what a university receives and from
 * whom, how the school's and the guardian's authorizations stand (resend, correct the address, or
 * give the birth date), then the events themselves with their legal basis (`ledger`).
 */
export function DataSharingSection({ ledger }: { ledger?: ReactNode }) {
  const { state, error, retry, mutate } = useDataSharing();
  let body: ReactNode;
  if (state) {
    body = (
      <SharingBody
        state={state}
        onState={(next) => void mutate(next, { revalidate: false })}
        onStale={() => void mutate()}
      />
    );
  } else if (error) {
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={TEXT.loading} rows={3} height={40} />;
  }
  return (
    <SectionCard title={TEXT.title}>
      {body}
      {ledger ? (
        <>
          <Divider sx={{ my: 3 }} />
          {ledger}
        </>
      ) : null}
    </SectionCard>
  );
}
