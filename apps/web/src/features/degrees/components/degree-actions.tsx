import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DegreePreferences } from '@tlp/shared/degrees';
import { ERRORS } from '@tlp/shared/errors';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { degreePreferencesKey, useDegreePreferences } from '../api/get-degree-preferences.ts';
import { feedbackForError, isConflict, type Feedback } from '../action-feedback.ts';
import { DEGREE_RESULT_TEXT, DEGREE_TEXT, MEETING_QUOTA_TEXT } from '../messages.ts';
import { ResultSnackbar } from '@/components/ui/result-snackbar.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';

const ctaSx = {
  minHeight: 52,
  px: 3,
  fontSize: '1.0625rem',
  flex: { xs: '1 1 100%', sm: '0 1 auto' },
} as const;

/** A done state stays readable: the accent's tint instead of MUI's grey. */
const DONE_LOOK = { bgcolor: '#fff0e8', color: '#8f2f0f', boxShadow: 'inset 0 0 0 1px #ffc9b3' } as const;
const doneSx = { ...ctaSx, ...DONE_LOOK, cursor: 'default', '&:hover': DONE_LOOK } as const;
/** Waiting for the other button's answer: it looks as it was and does nothing. */
const waitingSx = { ...ctaSx, cursor: 'progress' } as const;
/** No requests left: greyed, and the reason is said under it. */
const BLOCKED_LOOK = { bgcolor: 'action.disabledBackground', color: 'text.secondary', boxShadow: 'none' } as const;
const blockedSx = { ...ctaSx, ...BLOCKED_LOOK, cursor: 'not-allowed', '&:hover': BLOCKED_LOOK } as const;

/**
 * Adds the degree to the student's favourites, or schedules a meeting about it; throws the API's
 * error. `consentToShare` is the consent given in the booking dialog (it also lifts an opposition
 * made in 'Mis datos').
 */
type DegreeAction = (userId: number, degreeId: number, options?: { consentToShare?: boolean }) => Promise<unknown>;

/** How a meeting request goes once the student has seen what it shares; null: they cancelled. */
interface MeetingConsent {
  consentToShare?: boolean;
  /** Said instead of the usual success (a request held until it is authorized). */
  notice?: string;
}
/**
 * The booking dialog (the consents feature's): it shows what is shared, with whom and the
 * authorizations, when it must (`always`: the server says the student had stopped sharing).
 */
type ConfirmMeeting = (ask: { campusName: string; always?: boolean }) => Promise<MeetingConsent | null>;

interface DegreeActionsProps {
  degreeId: number;
  userId: number;
  /** The favorites feature's call (it refreshes the student's favourites list itself). */
  addFavorite: DegreeAction;
  /** The meetings feature's call (it refreshes the student's meetings itself). */
  scheduleMeeting: DegreeAction;
  /** Asked before each meeting request (the booking dialog). */
  confirmMeeting: ConfirmMeeting;
  /** The degree's campus, which receives the student's data. */
  campusName: string;
  /** The student's meeting requests and how many they may have; unknown while they load. */
  meetingQuota?: { used: number; max: number };
}

/**
 * The student's two calls to action on a degree: add it to favourites, then schedule a meeting
 * about it. Both are add-only; their labels follow the degree's preferences, asked again after
 * each answer (a conflict means the page's idea of them was out of date).
 */
export function DegreeActions({
  degreeId,
  userId,
  addFavorite,
  scheduleMeeting,
  confirmMeeting,
  campusName,
  meetingQuota,
}: DegreeActionsProps) {
  const quotaId = useId();
  const { preferences, isLoading } = useDegreePreferences(degreeId);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<'favorite' | 'meeting' | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const run = async (kind: 'favorite' | 'meeting', consent: MeetingConsent = {}) => {
    const { consentToShare, notice } = consent;
    setBusy(kind);
    try {
      if (kind === 'favorite') await addFavorite(userId, degreeId);
      else await scheduleMeeting(userId, degreeId, consentToShare ? { consentToShare } : undefined);
      setFeedback(
        kind === 'favorite'
          ? { severity: 'success', message: DEGREE_RESULT_TEXT.favoriteAdded }
          : notice
            ? { severity: 'info', message: notice }
            : { severity: 'success', message: DEGREE_RESULT_TEXT.meetingScheduled },
      );
      // The button reads its done state at once (focus stays on it), then the server confirms.
      const flag = kind === 'favorite' ? 'is_favorite' : 'is_meeting';
      void mutate<DegreePreferences>(degreePreferencesKey(degreeId), (current) =>
        current ? { ...current, [flag]: true } : current,
      );
    } catch (error) {
      if (
        kind === 'meeting' &&
        !consentToShare &&
        isApiRequestError(error) &&
        error.errorCode === 'ContactSharingWithdrawn'
      ) {
        // The student had stopped sharing their data: the dialog asks their consent again.
        void book(true);
        return;
      }
      setFeedback(feedbackForError(error));
      if (isConflict(error)) void mutate(degreePreferencesKey(degreeId));
    } finally {
      setBusy(null);
    }
  };

  /** The booking dialog when it must show, then the request (a cancelled dialog sends nothing). */
  async function book(always = false) {
    const consent = await confirmMeeting({ campusName, always });
    if (consent) await run('meeting', consent);
  }

  const onSchedule = () => {
    // A meeting only on a favourite (the API says FavoriteRequired): checked here before any request.
    if (preferences && !preferences.is_favorite) {
      setFeedback({ severity: 'warning', message: ERRORS.FavoriteRequired.message });
      return;
    }
    void book();
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
  // Said before the tap: how many requests are left, or that none are (the button then does nothing).
  const quota = !isMeeting && meetingQuota ? meetingQuota : null;
  const atLimit = !!quota && quota.used >= quota.max;
  const quotaText = quota
    ? atLimit
      ? MEETING_QUOTA_TEXT.atLimit(quota.max)
      : MEETING_QUOTA_TEXT.left(quota.max - quota.used, quota.max)
    : null;
  return (
    <Box role="group" aria-label={DEGREE_TEXT.actions} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {(
        [
          [
            'favorite',
            isFavorite,
            FavoriteRounded,
            FavoriteBorderRounded,
            DEGREE_TEXT.isFavorite,
            DEGREE_TEXT.addFavorite,
          ],
          ['meeting', isMeeting, EventAvailableRounded, EventRounded, DEGREE_TEXT.scheduled, DEGREE_TEXT.schedule],
        ] as const
      ).map(([kind, done, DoneIcon, Icon, doneLabel, label]) => {
        // Never `disabled`: a disabled button drops the keyboard focus, and the focus stays on
        // the button that was pressed while it works and once it reads its done state.
        const blocked = kind === 'meeting' && atLimit;
        const inactive = done || busy !== null || blocked;
        const working = busy === kind;
        return (
          <Button
            key={kind}
            variant="contained"
            color="secondary"
            aria-disabled={inactive || undefined}
            aria-busy={working || undefined}
            aria-describedby={kind === 'meeting' && quotaText ? quotaId : undefined}
            disableRipple={inactive}
            startIcon={
              working ? (
                <CircularProgress size={20} color="inherit" aria-hidden="true" />
              ) : done ? (
                <DoneIcon />
              ) : (
                <Icon />
              )
            }
            onClick={inactive ? undefined : kind === 'favorite' ? () => void run('favorite') : onSchedule}
            sx={done ? doneSx : blocked ? blockedSx : inactive ? waitingSx : ctaSx}
          >
            {done ? doneLabel : label}
          </Button>
        );
      })}
      {quotaText ? (
        <Typography
          id={quotaId}
          sx={{
            flexBasis: '100%',
            fontWeight: atLimit ? 700 : 400,
            color: atLimit ? 'warning.dark' : 'text.secondary',
          }}
        >
          {quotaText}
        </Typography>
      ) : null}
      <ResultSnackbar result={feedback} onClose={() => setFeedback(null)} />
    </Box>
  );
}
