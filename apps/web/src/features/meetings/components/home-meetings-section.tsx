import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardSection } from '@/components/card-grid/card-section.tsx';
import { DegreeLinkCard } from '@/components/card-grid/link-card.tsx';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { useMeetings } from '../api/get-meetings.ts';
import { HOME_MEETINGS_TEXT as TEXT } from '../messages.ts';

/** The home's 'Reuniones' (anchor #reuniones): each meeting links to its degree. */
export function HomeMeetingsSection({ userId }: { userId: number }) {
  const { meetings, error, retry } = useMeetings(userId);
  return (
    <CardSection
      id="reuniones"
      text={TEXT}
      data={meetings}
      error={error}
      onRetry={retry}
      emptyIcon={<EventAvailableRounded />}
    >
      {(meeting) => (
        <DegreeLinkCard
          key={meeting.degreeId}
          degree={{
            id: meeting.degreeId,
            name: meeting.degree,
            campusId: meeting.campusId,
            campus: meeting.campus,
            image: meeting.degreeImg,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, color: 'success.main' }}>
            <EventAvailableRounded fontSize="small" aria-hidden="true" />
            <Typography sx={{ fontWeight: 700, color: 'inherit' }}>
              {TEXT.scheduled(formatLongDate(meeting.created_at))}
            </Typography>
          </Box>
        </DegreeLinkCard>
      )}
    </CardSection>
  );
}
