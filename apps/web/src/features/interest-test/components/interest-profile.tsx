import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { profileName, type InterestProfile } from '@tlp/shared/interest-test';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { useId, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { PROFILE_TEXT as TEXT } from '../messages.ts';
import { InterestScores } from './interest-scores.tsx';

/** The earlier results, newest first: the day and the two top letters. */
function InterestHistory({ history }: { history: InterestProfile[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {TEXT.historyTitle}
      </Typography>
      {history.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {history.map((earlier) => (
            <li key={earlier.id}>
              <Typography>
                {TEXT.historyItem(
                  formatLongDate(earlier.taken_at),
                  `${earlier.top.join('')} · ${profileName(earlier.top)}`,
                )}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{TEXT.historyEmpty}</Typography>
      )}
    </Box>
  );
}

/**
 * The student's profile: the six scores as bars, the summary in plain words, the way to the
 * degrees that match it, taking the test again, and the earlier results.
 */
export function InterestProfileView({
  profile,
  history,
  headingRef,
  retakeLabel,
  onRetake,
}: {
  profile: InterestProfile;
  /** The earlier results, without this one. */
  history: InterestProfile[];
  headingRef?: Ref<HTMLHeadingElement>;
  retakeLabel: string;
  onRetake: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5 }}>
        <Box>
          <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h3" sx={{ outline: 'none', mb: 0.5 }}>
            {TEXT.title}: {profileName(profile.top)}
          </Typography>
          <Typography color="text.secondary">{TEXT.takenOn(formatLongDate(profile.taken_at))}</Typography>
        </Box>
        <InterestScores profile={profile} />
        <Typography sx={{ fontSize: '1.0625rem' }}>{profile.summary}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.matches.getHref()}
            variant="contained"
            color="secondary"
            size="large"
          >
            {TEXT.seeMatches}
          </Button>
          <Button variant="outlined" size="large" onClick={onRetake}>
            {retakeLabel}
          </Button>
        </Box>
      </Paper>
      <InterestHistory history={history} />
    </Box>
  );
}
