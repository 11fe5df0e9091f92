import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { setContactSharing } from '../api/contact-sharing.ts';
import { MY_DATA_TEXT as TEXT } from '../messages.ts';

/**
 * Opposition (students): a switch 'I share my contact data'. Turning it off asks first (it
 * withdraws the meetings); turning it back on needs no confirmation.
 */
export function ContactSharingBlock({
  userId,
  sharing,
  meetings,
}: {
  userId: number;
  sharing: boolean;
  meetings: number;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const stopText = {
    title: TEXT.sharingConfirmTitle,
    body: TEXT.sharingConfirmBody(meetings),
    confirmLabel: TEXT.sharingConfirm,
    busyLabel: TEXT.sharingBusy,
  };

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      await setContactSharing(next, userId);
      setResult({ severity: 'success', message: next ? TEXT.sharingResumed : TEXT.sharingStopped });
      setConfirming(false);
    } catch {
      setResult({ severity: 'error', message: TEXT.sharingError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {TEXT.sharingTitle}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={sharing}
            disabled={busy}
            onChange={(event) => (event.target.checked ? void change(true) : setConfirming(true))}
          />
        }
        label={TEXT.sharingOn}
      />
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {TEXT.sharingHint}
      </Typography>
      <ConfirmDialog
        open={confirming}
        text={stopText}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void change(false)}
      />
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </div>
  );
}
