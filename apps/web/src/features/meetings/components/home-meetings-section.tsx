import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardSection } from '@/components/card-grid/card-section.tsx';
import { LinkCard } from '@/components/card-grid/link-card.tsx';
import { paths } from '@/config/paths.ts';
import { formatLongDate } from '@/lib/format.ts';
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
        <LinkCard
          key={meeting.degreeId}
          href={paths.campusDegree.getHref(meeting.campusId, meeting.degreeId)}
          title={meeting.degree}
          subtitle={meeting.campus}
          image={meeting.degreeImg}
          kind="degree"
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, color: 'success.main' }}>
            <EventAvailableRounded fontSize="small" aria-hidden="true" />
            <Typography sx={{ fontWeight: 700, color: 'inherit' }}>
              {TEXT.scheduled(formatLongDate(meeting.created_at))}
            </Typography>
          </Box>
        </LinkCard>
      )}
    </CardSection>
  );
}
