import EmojiObjectsRounded from '@mui/icons-material/EmojiObjectsRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import { useId } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { VideoPlayer } from '@/components/video-player/video-player.tsx';
import { ProfileBanner } from '@/components/ui/profile-banner.tsx';
import { TileList } from '@/components/ui/tile-list.tsx';
import { useSessionUser } from '@/lib/session.ts';
import { COURSE_DISCOUNT, COURSES, SOFT_SKILLS_INTRO_VIDEO_URL } from '../courses.ts';
import { SOFT_SKILLS_TEXT } from '../messages.ts';
import { CourseCard } from './course-card.tsx';
import { fill, fillCentered } from '@/components/ui/layout.ts';

/** The banner's drawn cover: the brand gradient with the three skills as marks. */
function CoverArt() {
  const mark = {
    position: 'absolute',
    color: 'rgba(255,255,255,0.9)',
    filter: 'drop-shadow(0 4px 10px rgba(0,0,0,0.2))',
  } as const;
  return (
    <Box
      sx={{
        ...fill,
        background: (theme) => theme.palette.brand.gradient,
        '&::before': {
          content: '""',
          position: 'absolute',
          width: '60%',
          aspectRatio: '1',
          right: '-10%',
          top: '-40%',
          borderRadius: '50%',
          background: 'radial-gradient(circle, rgba(255,138,92,0.55) 0%, rgba(255,138,92,0) 70%)',
        },
      }}
    >
      <EmojiObjectsRounded sx={{ ...mark, fontSize: { xs: 56, md: 72 }, right: '8%', top: '16%' }} />
      <GroupsRounded
        sx={{ ...mark, fontSize: { xs: 64, md: 84 }, right: '22%', top: '46%', color: 'rgba(255,181,154,0.95)' }}
      />
      <PsychologyRounded sx={{ ...mark, fontSize: { xs: 48, md: 64 }, right: '38%', top: '14%', opacity: 0.7 }} />
    </Box>
  );
}

/** /habilidades-blandas: the courses, for every role; the student heading for students. */
export function SoftSkillsPage() {
  const user = useSessionUser();
  const isStudent = hasRole(user?.type, PERMISSIONS.studentArea);
  const introId = useId();
  const coursesId = useId();
  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', pb: 4 }}>
      <title>{SOFT_SKILLS_TEXT.pageTitle}</title>
      <ProfileBanner
        title={SOFT_SKILLS_TEXT.title}
        subtitle={SOFT_SKILLS_TEXT.subtitle}
        coverSrc={null}
        profileSrc={null}
        seed="soft-skills"
        cover={<CoverArt />}
        profile={
          <Box
            sx={{
              ...fillCentered,
              background: 'linear-gradient(135deg, #e5683d 0%, #c8461b 100%)',
              color: '#ffffff',
            }}
          >
            <PsychologyRounded sx={{ fontSize: { xs: 52, sm: 68 } }} />
          </Box>
        }
      />

      <Box
        component="section"
        aria-labelledby={introId}
        sx={{
          mt: { xs: 4, sm: 5 },
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
          alignItems: 'center',
        }}
      >
        <VideoPlayer url={SOFT_SKILLS_INTRO_VIDEO_URL} title={SOFT_SKILLS_TEXT.introVideoTitle} />
        <Box>
          <Typography id={introId} component="h2" variant="h4" sx={{ mb: 1.5 }}>
            {SOFT_SKILLS_TEXT.introHeading}
          </Typography>
          {SOFT_SKILLS_TEXT.intro.map((paragraph) => (
            <Typography key={paragraph} sx={{ '& + &': { mt: 1.5 } }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby={coursesId} sx={{ mt: { xs: 5, sm: 6 } }}>
        {isStudent ? (
          <Typography
            id={coursesId}
            component="h2"
            variant="h3"
            sx={{ mb: 3, fontSize: { xs: '1.5rem', sm: '1.875rem' } }}
          >
            {SOFT_SKILLS_TEXT.studentsHeading}
          </Typography>
        ) : (
          <Typography id={coursesId} component="h2" sx={visuallyHidden}>
            {SOFT_SKILLS_TEXT.coursesHeading}
          </Typography>
        )}
        <TileList minWidth="260px" gap={3}>
          {COURSES.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </TileList>
        <Typography color="text.secondary" sx={{ mt: 3, fontSize: '0.9375rem' }}>
          <span aria-hidden="true">* </span>
          {SOFT_SKILLS_TEXT.footnote}
          <Box component="span" sx={visuallyHidden}>
            {` (${COURSE_DISCOUNT.code})`}
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}
