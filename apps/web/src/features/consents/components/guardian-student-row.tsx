import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GuardianConsentRow } from '@tlp/shared/consents';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import type { Result } from '@/components/ui/result-snackbar.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date-time.ts';
import { resendStudentGuardianConsent } from '../api/resend-student-guardian-consent.ts';
import { GUARDIAN_LIST_TEXT as TEXT } from '../messages.ts';

/** What to tell the orienter of a refused resend: the server words it about the student. */
function resendErrorMessage(error: unknown): string {
  return apiErrorMessage(error, TEXT.resendError, (e) => e.status < 500);
}

/**
 * One student of a list: name, the guardian's address (masked) and when it was asked, and for a
 * pending or refused request 'Reenviar solicitud' (waiting for `can_resend_at`). `onResult` is told
 * the result; `onChanged` after a success, a 429 or a 409 (the server knows better).
 */
export function GuardianStudentRow({
  highschoolId,
  row,
  now,
  onResult,
  onChanged,
}: {
  highschoolId: number | string;
  row: GuardianConsentRow;
  /** The moment `can_resend_at` is compared with (when the page arrived). */
  now: number;
  onResult: (result: Result) => void;
  /** The server's state changed or is known better: refresh the list and the counts. */
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const waitId = useId();
  const nameId = useId();
  const unknownAge = row.state === 'unknown_age';
  const waitUntil = row.can_resend_at && new Date(row.can_resend_at).getTime() > now ? row.can_resend_at : null;

  const resend = async () => {
    setBusy(true);
    try {
      const resent = await resendStudentGuardianConsent(highschoolId, row.user_id);
      onResult({ severity: 'success', message: TEXT.resent(row.full_name, resent.email_masked) });
      onChanged();
    } catch (error) {
      onResult({ severity: 'error', message: resendErrorMessage(error) });
      if (isApiRequestError(error) && (error.status === 429 || error.status === 409)) onChanged();
    } finally {
      setBusy(false);
    }
  };

  let details;
  if (unknownAge) {
    details = <Typography color="text.secondary">{TEXT.unknownAge}</Typography>;
  } else {
    details = (
      <>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.email_masked ? TEXT.email(row.email_masked) : TEXT.noEmail}
        </Typography>
        {row.sent_at ? (
          <Typography variant="body2" color="text.secondary">
            {TEXT.sentAt(formatDateTime(row.sent_at))}
          </Typography>
        ) : null}
      </>
    );
  }

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
      }}
    >
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
        <Typography id={nameId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {row.full_name}
        </Typography>
        {details}
      </Box>
      {!unknownAge && row.email_masked ? (
        <Box sx={{ display: 'grid', justifyItems: { xs: 'stretch', sm: 'end' }, gap: 0.5 }}>
          <BusyButton
            busy={busy}
            disabled={waitUntil !== null}
            variant="outlined"
            startIcon={<SendRounded aria-hidden="true" />}
            onClick={() => void resend()}
            aria-label={busy ? TEXT.resending : TEXT.resendLabel(row.full_name)}
            aria-describedby={waitUntil ? waitId : undefined}
          >
            {busy ? TEXT.resending : TEXT.resend}
          </BusyButton>
          {waitUntil ? (
            <Typography id={waitId} variant="body2" color="text.secondary" sx={{ textAlign: { sm: 'right' } }}>
              {TEXT.resendAt(formatDateTime(waitUntil))}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
