import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { useSignOut } from '../api/logout.ts';
import { LazyPrivacyNoticeDialog } from './lazy-dialogs.tsx';
import { fetchCurrentUser } from '@/lib/current-user.ts';
import { session } from '@/lib/session.ts';
import { acceptPrivacyNotice } from '../api/accept-privacy-notice.ts';
import { PRIVACY_UPDATE_TEXT as TEXT } from '../privacy-update-messages.ts';

/**
 * Shown instead of the signed-in screens to a user who has not accepted the privacy notice in
 * force (GET /users/me: `privacy_accepted: false`): when the notice changed since they accepted
 * it, or when their account was made without the signup's checkbox (an orienter's link). They
 * read it, accept it, or sign out.
 */
export default function PrivacyUpdate() {
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = useSignOut();

  const accept = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await acceptPrivacyNotice();
      session.setUser(await fetchCurrentUser());
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Box component="main" id="main" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}>
      <title>{TEXT.pageTitle}</title>
      <FormCard title={TEXT.title} intro={TEXT.intro}>
        {failed ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {TEXT.failed}
          </Alert>
        ) : null}
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <Button variant="outlined" onClick={() => setNoticeOpen(true)}>
            {TEXT.read}
          </Button>
          <BusyButton variant="contained" busy={busy} onClick={() => void accept()}>
            {TEXT.accept}
          </BusyButton>
          <Button onClick={() => void signOut()}>{TEXT.logout}</Button>
        </Stack>
      </FormCard>
      <LazyPrivacyNoticeDialog open={noticeOpen} onClose={() => setNoticeOpen(false)} />
    </Box>
  );
}
