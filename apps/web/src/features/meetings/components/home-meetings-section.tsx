import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import type { Meeting } from '@tlp/shared/meetings';
import { useEffect, useState } from 'react';
import { CardSection } from '@/components/card-grid/card-section.tsx';
import { useConfirmedAction } from '@/components/ui/confirmed-action.tsx';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { useViewerTimeZone } from '@/lib/current-user.ts';
import { formatInZone } from '@/lib/zoned-time.ts';
import { cancelBooking } from '../api/book-slot.ts';
import { useMeetings } from '../api/get-meetings.ts';
import { HOME_MEETINGS_TEXT as TEXT, MEETING_STATE_TEXT } from '../messages.ts';
import { MeetingCard } from './meeting-card.tsx';
import { SlotPickerDialog } from './slot-picker-dialog.tsx';

/** The time now, again every minute: a booking closes to changes 2 hours before it starts. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The home's 'Reuniones' (anchor #reuniones): each request, where it stands and its next step:
 * choose a slot, join, move or cancel the booking, rate the meeting.
 */
export function HomeMeetingsSection({ userId }: { userId: number }) {
  const { meetings, error, retry } = useMeetings(userId);
  const now = useMinuteClock();
  const viewerZone = useViewerTimeZone();
  const [picking, setPicking] = useState<Meeting | null>(null);
  const cancellation = useConfirmedAction<Meeting>({
    action: async (meeting) => {
      await cancelBooking(userId, meeting.id);
      return { severity: 'success', message: MEETING_STATE_TEXT.cancelled };
    },
    failure: (err) => ({ severity: 'error', message: apiErrorMessage(err, MEETING_STATE_TEXT.cancelFailed) }),
    confirm: (meeting) => ({
      title: MEETING_STATE_TEXT.cancelTitle,
      body: MEETING_STATE_TEXT.cancelBody(
        meeting.slot ? formatInZone(meeting.slot.starts_at, viewerZone ?? meeting.slot.time_zone) : '',
      ),
      confirmLabel: MEETING_STATE_TEXT.cancelConfirm,
      busyLabel: MEETING_STATE_TEXT.cancelling,
    }),
  });
  const notify = (message: string) => cancellation.notify({ severity: 'success', message });

  return (
    <>
      <CardSection
        id="reuniones"
        text={TEXT}
        data={meetings}
        error={error}
        onRetry={retry}
        emptyIcon={<EventAvailableRounded />}
      >
        {(meeting) => (
          <MeetingCard
            key={meeting.id}
            meeting={meeting}
            userId={userId}
            now={now}
            onChoose={setPicking}
            onCancel={cancellation.ask}
            onNotice={notify}
          />
        )}
      </CardSection>
      <SlotPickerDialog userId={userId} meeting={picking} onClose={() => setPicking(null)} onBooked={notify} />
      {cancellation.ui}
    </>
  );
}
