import EditRounded from '@mui/icons-material/EditRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DataSharingState } from '@tlp/shared/consents';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import type { Result } from '@/components/ui/result-snackbar.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date-time.ts';
import { resendGuardianConsent } from '../api/resend-guardian-consent.ts';
import { DATA_SHARING_TEXT as TEXT } from '../messages.ts';
import { CorrectGuardianDialog } from './correct-guardian-dialog.tsx';

type Guardian = NonNullable<DataSharingState['guardian']>;

/**
 * What a minor can do while their guardian has not authorized: send the e-mail again (once a day:
 * the button waits for `can_resend_at`, and a 429 says when) or correct the address.
 */
export function GuardianActions({
  guardian,
  now,
  onState,
  onResult,
  onStale,
}: {
  guardian: Guardian;
  /** The moment the page compares `can_resend_at` with. */
  now: number;
  onState: (state: DataSharingState) => void;
  onResult: (result: Result) => void;
  /** The server knows better (a 429, a conflict): ask the state again. */
  onStale: () => void;
}) {
  const [resending, setResending] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  if (guardian.status === 'granted') return null;
  const waitUntil =
    guardian.can_resend_at && new Date(guardian.can_resend_at).getTime() > now ? guardian.can_resend_at : null;
  const again = guardian.status !== 'pending';

  const resend = async () => {
    setResending(true);
    try {
      const state = await resendGuardianConsent();
      onState(state);
      onResult({ severity: 'success', message: TEXT.resent(state.guardian?.email_masked ?? guardian.email_masked) });
    } catch (error) {
      onResult({
        severity: 'error',
        message: apiErrorMessage(error, TEXT.resendError, (e) => isApiRequestError(e) && e.status < 500),
      });
      if (isApiRequestError(error) && (error.status === 429 || error.status === 409)) onStale();
    } finally {
      setResending(false);
    }
  };

  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <BusyButton
          busy={resending}
          disabled={waitUntil !== null}
          variant="contained"
          startIcon={<SendRounded />}
          onClick={() => void resend()}
          aria-describedby={waitUntil ? 'guardian-resend-wait' : undefined}
        >
          {resending ? TEXT.resending : again ? TEXT.askAgain : TEXT.resend}
        </BusyButton>
        <Button variant="outlined" startIcon={<EditRounded />} onClick={() => setCorrecting(true)}>
          {TEXT.correct}
        </Button>
      </Box>
      {waitUntil ? (
        <Typography id="guardian-resend-wait" variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {TEXT.resendAt(formatDateTime(waitUntil))}
        </Typography>
      ) : null}
      <CorrectGuardianDialog
        open={correcting}
        onClose={() => setCorrecting(false)}
        onSaved={(state) => {
          setCorrecting(false);
          onState(state);
          onResult({ severity: 'success', message: TEXT.corrected(state.guardian?.email_masked ?? '') });
        }}
      />
    </Box>
  );
}
