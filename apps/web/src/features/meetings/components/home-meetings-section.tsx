import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths.ts';
import { CardGrid, EmptyState } from '@/features/favorites/components/card-grid.tsx';
import { LinkCard } from '@/features/favorites/components/link-card.tsx';
import { formatLongDate } from '@/lib/format.ts';
import { useMeetings } from '../api/get-meetings.ts';
import { HOME_TEXT } from '../messages.ts';
import { HomeSection } from './home-section.tsx';

const TEXT = HOME_TEXT.meetings;

/** 'Reuniones' (anchor #reuniones): each meeting links to its degree. */
export function MeetingsSection({ userId }: { userId: number }) {
  const { meetings, error, retry } = useMeetings(userId);
  return (
    <HomeSection
      id="reuniones"
      title={TEXT.title}
      text={TEXT}
      data={meetings}
      error={error}
      onRetry={retry}
      empty={<EmptyState icon={<EventAvailableRounded />}>{TEXT.empty}</EmptyState>}
    >
      {(list) => (
        <CardGrid>
          {list.map((meeting) => (
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
          ))}
        </CardGrid>
      )}
    </HomeSection>
  );
}
