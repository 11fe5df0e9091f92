import PsychologyAltRounded from '@mui/icons-material/PsychologyAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { profileName } from '@tlp/shared/interest-items';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { IconCircle } from '@/components/card-grid/card-grid.tsx';
import { paths } from '@/config/paths.ts';
import { useInterestProfile } from '../api/get-interest-profile.ts';
import { HOME_INTEREST_TEXT as TEXT } from '../messages.ts';

/**
 * The home's invitation to the interest test ('Descubre tus intereses'), or, once taken, the
 * profile's name with 'Ver tu perfil de intereses' and the matching degrees. While the profile
 * loads, or if it cannot, the invitation shows: the test is optional and a link never hurts.
 */
export function HomeInterestCard() {
  const headingId = useId();
  const { profiles } = useInterestProfile();
  const latest = profiles?.latest ?? null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3 },
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        borderColor: 'brand.soft',
        borderWidth: 2,
      }}
    >
      <IconCircle>
        <PsychologyAltRounded />
      </IconCircle>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 0.5 }}>
          {latest ? TEXT.takenTitle : TEXT.title}
        </Typography>
        <Typography color="text.secondary">{latest ? TEXT.taken(profileName(latest.top)) : TEXT.body}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {latest ? (
          <>
            <Button component={RouterLink} to={paths.interestTest.getHref()} variant="outlined">
              {TEXT.seeProfile}
            </Button>
            <Button component={RouterLink} to={paths.matches.getHref()} variant="contained" color="secondary">
              {TEXT.seeMatches}
            </Button>
          </>
        ) : (
          <Button component={RouterLink} to={paths.interestTest.getHref()} variant="contained" color="secondary">
            {TEXT.start}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
