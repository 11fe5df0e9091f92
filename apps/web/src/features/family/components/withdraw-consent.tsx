import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FamilyChildDetail } from '@tlp/shared/family';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { familyChildrenKey } from '../api/get-children.ts';
import { withdrawFamilyConsent } from '../api/withdraw-consent.ts';
import { consentLine, FAMILY_TEXT as TEXT } from '../messages.ts';

/** The result, read out and focused once it appears. */
function Done() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
      {TEXT.withdrawn}
    </Alert>
  );
}

/**
 * 'Tu autorización': what the guardian answered and, while it is granted, 'Retirar mi
 * autorización', which first says what it does (the child's requests withdrawn, nothing more
 * shared) and asks.
 */
export function WithdrawConsent({ child }: { child: FamilyChildDetail }) {
  const revalidate = useRevalidatePaths();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  const withdraw = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await withdrawFamilyConsent(child.id);
      await revalidate(familyChildrenKey);
      setDone(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const granted = child.consent.status === 'granted';
  return (
    <Box>
      {done ? <Done /> : null}
      <Typography sx={{ fontWeight: 700 }}>{consentLine(child.consent)}</Typography>
      {granted ? (
        <>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {child.shareable ? TEXT.shareable : TEXT.notShareable}
          </Typography>
          <FormError message={failed ? TEXT.withdrawFailed : null} />
          <Button variant="outlined" color="error" onClick={() => setAsking(true)} sx={{ mt: failed ? 2 : 0 }}>
            {TEXT.withdraw}
          </Button>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {TEXT.notGranted(child.consent.status)}
        </Typography>
      )}
      <ConfirmDialog
        open={asking}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void withdraw()}
        text={{
          title: TEXT.withdrawDialogTitle,
          body: TEXT.withdrawDialogBody(child.first_name, child.meetings.length),
          confirmLabel: TEXT.withdraw,
          busyLabel: TEXT.withdrawing,
        }}
      />
    </Box>
  );
}
