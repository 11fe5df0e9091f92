import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { ERRORS } from '@tlp/shared/errors';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { addFavoriteDegree, favoriteDegreesKey } from '../api/add-favorite-degree.ts';
import { degreePreferencesKey, useDegreePreferences } from '../api/get-degree-preferences.ts';
import { meetingsKey, scheduleMeeting } from '../api/schedule-meeting.ts';
import { feedbackForError, isConflict, type Feedback } from '../action-feedback.ts';
import { DEGREE_RESULT_TEXT, DEGREE_TEXT } from '../messages.ts';
import { ResultSnackbar } from '@/components/ui/result-snackbar.tsx';

const ctaSx = {
  minHeight: 52,
  px: 3,
  fontSize: '1.0625rem',
  flex: { xs: '1 1 100%', sm: '0 1 auto' },
} as const;

/** A done state stays readable: the accent's tint instead of MUI's grey. */
const doneSx = {
  ...ctaSx,
  '&.Mui-disabled': { bgcolor: '#fff0e8', color: '#8f2f0f', boxShadow: 'inset 0 0 0 1px #ffc9b3' },
} as const;

/**
 * The student's two calls to action on a degree (spec §2, §4): add it to favourites, then
 * schedule a meeting about it. Both are add-only; their labels follow the degree's preferences.
 */
export function DegreeActions({ degreeId, userId }: { degreeId: number; userId: number }) {
  const { preferences, isLoading } = useDegreePreferences(degreeId);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<'favorite' | 'meeting' | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const refresh = (listKey: string) => {
    void mutate(degreePreferencesKey(degreeId));
    void mutate(listKey);
  };

  const run = async (kind: 'favorite' | 'meeting') => {
    setBusy(kind);
    const listKey = kind === 'favorite' ? favoriteDegreesKey(userId) : meetingsKey(userId);
    try {
      if (kind === 'favorite') await addFavoriteDegree(userId, degreeId);
      else await scheduleMeeting(userId, degreeId);
      setFeedback({
        severity: 'success',
        message: kind === 'favorite' ? DEGREE_RESULT_TEXT.favoriteAdded : DEGREE_RESULT_TEXT.meetingScheduled,
      });
      refresh(listKey);
    } catch (error) {
      setFeedback(feedbackForError(error));
      if (isConflict(error)) refresh(listKey);
    } finally {
      setBusy(null);
    }
  };

  const onSchedule = () => {
    // Spec §5: a meeting only on a favourite, checked here before any request.
    if (preferences && !preferences.is_favorite) {
      setFeedback({ severity: 'warning', message: ERRORS.FavoriteRequired.message });
      return;
    }
    void run('meeting');
  };

  if (isLoading && !preferences) {
    return (
      <Box
        role="status"
        aria-label={DEGREE_TEXT.preferencesLoading}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        <Skeleton variant="rounded" sx={{ ...ctaSx, width: 230, borderRadius: 999 }} />
        <Skeleton variant="rounded" sx={{ ...ctaSx, width: 210, borderRadius: 999 }} />
      </Box>
    );
  }

  const isFavorite = preferences?.is_favorite ?? false;
  const isMeeting = preferences?.is_meeting ?? false;
  return (
    <Box role="group" aria-label={DEGREE_TEXT.actions} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Button
        variant="contained"
        color="secondary"
        disabled={isFavorite || busy !== null}
        loading={busy === 'favorite'}
        loadingPosition="start"
        startIcon={isFavorite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
        onClick={() => void run('favorite')}
        sx={isFavorite ? doneSx : ctaSx}
      >
        {isFavorite ? DEGREE_TEXT.isFavorite : DEGREE_TEXT.addFavorite}
      </Button>
      <Button
        variant="contained"
        color="secondary"
        disabled={isMeeting || busy !== null}
        loading={busy === 'meeting'}
        loadingPosition="start"
        startIcon={isMeeting ? <EventAvailableRounded /> : <EventRounded />}
        onClick={onSchedule}
        sx={isMeeting ? doneSx : ctaSx}
      >
        {isMeeting ? DEGREE_TEXT.scheduled : DEGREE_TEXT.schedule}
      </Button>
      <ResultSnackbar result={feedback} onClose={() => setFeedback(null)} />
    </Box>
  );
}
