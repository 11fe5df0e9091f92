import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Meeting } from '@tlp/shared/meetings';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { SLOT_LIMITS } from '@tlp/shared/slot-limits';
import type { MeetingState } from '@tlp/shared/slots';
import { lazy, Suspense, type ReactNode } from 'react';
import { DegreeLinkCard } from '@/components/card-grid/link-card.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { useViewerTimeZone } from '@/lib/current-user.ts';
import { formatInZone } from '@/lib/zoned-time.ts';
import { HOME_MEETINGS_TEXT, MEETING_STATE_TEXT as TEXT } from '../messages.ts';

/**
 * The rating form loads with the first meeting that asks for it: its schema (zod, react-hook-form)
 * stays out of the home's first screen.
 */
const RatingForm = lazy(() => import('./rating-form.tsx').then((m) => ({ default: m.RatingForm })));

const STATE_LOOK: Record<MeetingState, { icon: ReactNode; color: string }> = {
  held: { icon: <HourglassTopRounded fontSize="small" />, color: 'text.secondary' },
  requested: { icon: <EventRounded fontSize="small" />, color: 'secondary.dark' },
  booked: { icon: <EventAvailableRounded fontSize="small" />, color: 'success.dark' },
  attended: { icon: <TaskAltRounded fontSize="small" />, color: 'success.dark' },
  missed: { icon: <EventBusyRounded fontSize="small" />, color: 'text.secondary' },
};

/** A booking may be moved or cancelled until 2 hours before its start. */
export const canChange = (meeting: Meeting, now: number) =>
  !!meeting.slot && new Date(meeting.slot.starts_at).getTime() - now > SLOT_LIMITS.changeHoursBefore * 60 * 60 * 1000;

/** The state in words, and the booked time on the student's clock (inside the card's link). */
function MeetingStatus({ meeting }: { meeting: Meeting }) {
  const look = STATE_LOOK[meeting.state];
  const viewerZone = useViewerTimeZone();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mt: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: look.color }}>
        <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
          {look.icon}
        </Box>
        <Typography sx={{ fontWeight: 700, color: 'inherit' }}>{TEXT[meeting.state]}</Typography>
      </Box>
      {meeting.slot && meeting.state !== 'requested' ? (
        <Typography sx={{ fontWeight: 700 }}>
          {TEXT.bookedAt(formatInZone(meeting.slot.starts_at, viewerZone ?? meeting.slot.time_zone))}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {HOME_MEETINGS_TEXT.requestedOn(formatLongDate(meeting.created_at))}
      </Typography>
    </Box>
  );
}

export interface MeetingCardProps {
  meeting: Meeting;
  userId: number;
  now: number;
  onChoose: (meeting: Meeting) => void;
  onCancel: (meeting: Meeting) => void;
  onNotice: (message: string) => void;
}

/** What the student can do next with the request, under the card's link. */
function MeetingActions({ meeting, userId, now, onChoose, onCancel, onNotice }: MeetingCardProps) {
  const degree = meeting.degree;
  switch (meeting.state) {
    case 'held':
      return <Typography variant="body2">{TEXT.heldNext}</Typography>;
    case 'requested':
      return (
        <>
          <Typography variant="body2">{TEXT.requestedNext}</Typography>
          <Button
            variant="contained"
            color="secondary"
            startIcon={<EventRounded />}
            onClick={() => onChoose(meeting)}
            aria-label={TEXT.chooseLabel(degree)}
          >
            {TEXT.choose}
          </Button>
        </>
      );
    case 'booked': {
      const changeable = canChange(meeting, now);
      const videoUrl = meeting.slot?.video_url;
      return (
        <>
          <Typography variant="body2">{TEXT.bookedNext}</Typography>
          {videoUrl ? (
            <Button
              variant="contained"
              color="success"
              component="a"
              href={videoUrl}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<VideocamRounded />}
              aria-label={`${TEXT.joinLabel(degree)} ${UI_TEXT.newTab}`}
            >
              {TEXT.join}
            </Button>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              disabled={!changeable}
              onClick={() => onChoose(meeting)}
              aria-label={TEXT.changeLabel(degree)}
            >
              {TEXT.change}
            </Button>
            <Button
              color="error"
              disabled={!changeable}
              onClick={() => onCancel(meeting)}
              aria-label={TEXT.cancelLabel(degree)}
            >
              {TEXT.cancel}
            </Button>
          </Box>
          {changeable ? null : (
            <Typography variant="body2" color="text.secondary">
              {TEXT.tooLate}
            </Typography>
          )}
        </>
      );
    }
    case 'attended':
      return (
        <Suspense fallback={null}>
          <RatingForm userId={userId} meeting={meeting} onRated={onNotice} />
        </Suspense>
      );
    case 'missed':
      return <Typography variant="body2">{TEXT.missedNext}</Typography>;
  }
}

/** One request of the home's 'Reuniones': its degree (a link), where it stands, and what comes next. */
export function MeetingCard(props: MeetingCardProps) {
  const { meeting } = props;
  return (
    <DegreeLinkCard
      degree={{
        id: meeting.degreeId,
        name: meeting.degree,
        campusId: meeting.campusId,
        campus: meeting.campus,
        image: meeting.degreeImg,
      }}
      actions={
        <CardContent sx={{ display: 'grid', gap: 1.5, pt: 0, justifyItems: 'start' }}>
          <MeetingActions {...props} />
        </CardContent>
      }
    >
      <MeetingStatus meeting={meeting} />
    </DegreeLinkCard>
  );
}
