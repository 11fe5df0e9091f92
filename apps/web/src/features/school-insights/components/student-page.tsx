import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@tlp/shared/mexico-time';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { InfoList } from '@/components/ui/info-list.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { LoadErrorState, NotFoundState } from '@/components/ui/page-states.tsx';
import { EmptyNote } from '@/components/ui/section-states.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { paths } from '@/config/paths.ts';
import { useViewerTimeZone } from '@/lib/current-user.ts';
import { formatDateTime } from '@/lib/format-date-time.ts';
import { isNotFound } from '@/lib/is-not-found.ts';
import { formatInZone } from '@/lib/zoned-time.ts';
import { useStudent } from '../api/get-student.ts';
import { STUDENTS_TEXT, STUDENT_MEETING_STATE_TEXT as STATE, STUDENT_PAGE_TEXT as TEXT } from '../messages.ts';
import type { SchoolStudentDetail, StudentMeetingState } from '../types.ts';

const STATE_COLOR: Record<StudentMeetingState, 'default' | 'primary' | 'success' | 'warning'> = {
  held: 'warning',
  requested: 'default',
  booked: 'primary',
  attended: 'success',
  missed: 'default',
};

/** A slot's day and hour on the viewer's clock, else the slot's own (Mexico City's when neither is known). */
function slotTime(iso: string, viewerZone: string | undefined, slotZone: string | null): string {
  const zone = viewerZone ?? slotZone;
  return zone ? formatInZone(iso, zone) : formatDateTime(iso);
}

/** A list of cards, one column on a phone and two from a tablet on. */
function CardList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}

/** A card's degree and campus: what a favourite and a request both name. */
function DegreeHeading({ degree, campus }: { degree: string; campus: string }) {
  return (
    <>
      <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {degree}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere', mb: 1 }}>{campus}</Typography>
    </>
  );
}

function Favorites({ favorites }: { favorites: SchoolStudentDetail['favorites'] }) {
  if (favorites.length === 0) return <EmptyNote>{TEXT.favoritesEmpty}</EmptyNote>;
  return (
    <CardList>
      {favorites.map((f) => (
        <Paper key={`${f.campus_id}-${f.degree_id}`} component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <DegreeHeading degree={f.degree} campus={f.campus} />
          <Typography variant="body2" color="text.secondary">
            {TEXT.favoriteAdded(formatLongDate(f.created_at))}
          </Typography>
        </Paper>
      ))}
    </CardList>
  );
}

function Meetings({ meetings }: { meetings: SchoolStudentDetail['meetings'] }) {
  const viewerZone = useViewerTimeZone();
  if (meetings.length === 0) return <EmptyNote>{TEXT.meetingsEmpty}</EmptyNote>;
  return (
    <CardList>
      {meetings.map((m) => (
        <Paper key={m.id} component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <DegreeHeading degree={m.degree} campus={m.campus} />
          <Chip
            size="small"
            color={STATE_COLOR[m.state]}
            label={
              <>
                <Box component="span" sx={visuallyHidden}>
                  {`${TEXT.state}: `}
                </Box>
                {STATE[m.state]}
              </>
            }
          />
          {m.slot_starts_at ? (
            <Typography sx={{ mt: 1 }}>{TEXT.slot(slotTime(m.slot_starts_at, viewerZone, m.time_zone))}</Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {TEXT.requestedOn(formatLongDate(m.requested_at))}
          </Typography>
        </Paper>
      ))}
    </CardList>
  );
}

/** /highschools/{id}/estudiantes/{userId} (the school's orienter, admins): a student's favourites and meeting requests. */
export function StudentPage({ highschoolId, userId }: { highschoolId: string; userId: string }) {
  const { student, error, retry } = useStudent(highschoolId, userId);
  const back = (
    <Link
      component={RouterLink}
      to={paths.highschool.getHref(highschoolId)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
    >
      <ArrowBackRounded fontSize="small" aria-hidden="true" />
      {TEXT.back}
    </Link>
  );
  if (!student) {
    if (isNotFound(error)) return <NotFoundState title={TEXT.notFoundTitle} body={TEXT.notFoundBody} />;
    if (error) return <LoadErrorState onRetry={retry} />;
    return (
      <Box role="status" sx={{ maxWidth: 1000, mx: 'auto' }}>
        <Box component="span" sx={visuallyHidden}>
          {TEXT.loading}
        </Box>
        <Skeleton variant="rounded" height={160} aria-hidden="true" />
        <Skeleton variant="rounded" height={200} sx={{ mt: 4 }} aria-hidden="true" />
      </Box>
    );
  }
  const name = `${student.first_name} ${student.last_name}`;
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <title>{TEXT.pageTitle(name)}</title>
      {back}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h1" variant="h3" sx={{ overflowWrap: 'anywhere', mb: 2 }}>
          {name}
        </Typography>
        <InfoList
          items={[
            { label: TEXT.email, value: student.email },
            { label: TEXT.semester, value: student.semester ?? STUDENTS_TEXT.none },
            { label: TEXT.group, value: student.group?.name ?? STUDENTS_TEXT.noGroup },
            {
              label: TEXT.onboarded,
              value: student.onboarded ? STUDENTS_TEXT.onboardedYes : STUDENTS_TEXT.onboardedNo,
            },
            { label: TEXT.registered, value: formatLongDate(student.created_at) },
          ]}
        />
      </Paper>
      <PageSection title={TEXT.favoritesTitle}>
        <Favorites favorites={student.favorites} />
      </PageSection>
      <PageSection title={TEXT.meetingsTitle}>
        <Meetings meetings={student.meetings} />
      </PageSection>
    </Box>
  );
}
