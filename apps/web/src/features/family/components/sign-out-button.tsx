import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { FAMILY_TEXT as TEXT } from '../messages.ts';
import { useFamilySignOut } from './use-sign-out.ts';

/** 'Salir', at the top of the family's pages. */
export function SignOutButton() {
  const { signOut, busy, failed } = useFamilySignOut();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'end', gap: 1, mb: 1 }}>
      <BusyButton busy={busy} variant="outlined" startIcon={<LogoutRounded />} onClick={() => void signOut()}>
        {busy ? TEXT.signingOut : TEXT.signOut}
      </BusyButton>
      <FormError message={failed ? TEXT.signOutFailed : null} />
    </Box>
  );
}
