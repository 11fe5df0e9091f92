import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { REWARD_TRANSPARENCY_TEXT as TEXT } from '../messages.ts';

/**
 * Under the goals: who funds the reward (the platform, never a university), what it rewards (the
 * school's guidance: registrations and meeting requests) and that no admission counts for it.
 */
export function RewardTransparency({ onOpenPrivacyNotice }: { onOpenPrivacyNotice?: () => void }) {
  const id = useId();
  return (
    <Box
      component="aside"
      aria-labelledby={id}
      sx={{ mt: 2, p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography id={id} component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {TEXT.title}
      </Typography>
      <Typography>{TEXT.funder}</Typography>
      <Typography>{TEXT.purpose}</Typography>
      <Typography sx={{ fontWeight: 700 }}>{TEXT.admission}</Typography>
      {onOpenPrivacyNotice ? (
        <Link component="button" type="button" onClick={onOpenPrivacyNotice} aria-haspopup="dialog" sx={{ mt: 1 }}>
          {TEXT.privacy}
        </Link>
      ) : null}
    </Box>
  );
}
