import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { VideoPlayer } from '@/components/video-player/video-player.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { COURSE_DISCOUNT, type Course } from '../courses.ts';
import { formatPriceMxn } from '../format-price.ts';
import { SOFT_SKILLS_TEXT } from '../messages.ts';

function Fact({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Box sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: 'brand.soft' }}>
      <Typography component="dt" sx={visuallyHidden}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Box
          component="span"
          sx={{ fontSize: '1.25rem', fontWeight: 700, color: 'primary.dark', whiteSpace: 'nowrap' }}
        >
          {value}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {detail}
        </Box>
      </Typography>
    </Box>
  );
}

/** One course: video, what it teaches, its units, price, duration, discount and checkout link. */
export function CourseCard({ course }: { course: Course }) {
  const titleId = useId();
  const unitsId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', height: '100%' }}
    >
      <VideoPlayer
        url={course.videoUrl}
        title={SOFT_SKILLS_TEXT.courseVideoTitle(course.title)}
        sx={{ borderRadius: 0 }}
      />
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
        <Typography id={titleId} component="h3" variant="h4">
          {course.title}
        </Typography>
        <Typography color="text.secondary">{course.description}</Typography>
        <Box>
          <Typography id={unitsId} component="h4" variant="h6" sx={{ mb: 1 }}>
            {SOFT_SKILLS_TEXT.courseContent}
          </Typography>
          <Box
            component="ol"
            aria-labelledby={unitsId}
            sx={{ m: 0, pl: 0, listStyle: 'none', counterReset: 'unit', display: 'grid', gap: 1 }}
          >
            {course.units.map((unit) => (
              <Box
                component="li"
                key={unit}
                sx={{
                  counterIncrement: 'unit',
                  display: 'flex',
                  gap: 1.25,
                  alignItems: 'baseline',
                  '&::before': {
                    content: 'counter(unit)',
                    flexShrink: 0,
                    display: 'inline-grid',
                    placeItems: 'center',
                    width: 26,
                    height: 26,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: '#ffffff',
                    fontWeight: 700,
                    fontSize: '0.875rem',
                    transform: 'translateY(-1px)',
                  },
                }}
              >
                {unit}
              </Box>
            ))}
          </Box>
        </Box>
        <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0, mt: 'auto' }}>
          <Fact
            label={SOFT_SKILLS_TEXT.priceLabel}
            value={formatPriceMxn(course.price)}
            detail={SOFT_SKILLS_TEXT.oneTimePayment}
          />
          <Fact label={SOFT_SKILLS_TEXT.durationLabel} value={course.duration} detail={SOFT_SKILLS_TEXT.selfPaced} />
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            p: 1.5,
            borderRadius: 2,
            border: '2px dashed',
            borderColor: 'secondary.light',
            bgcolor: '#fff6f1',
          }}
        >
          <LocalOfferRounded aria-hidden="true" sx={{ color: 'secondary.main' }} />
          <Typography component="p" sx={{ flex: '1 1 160px' }}>
            {SOFT_SKILLS_TEXT.discount(COURSE_DISCOUNT.percent)}{' '}
            <Box
              component="strong"
              sx={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                letterSpacing: 0.5,
                color: 'secondary.dark',
              }}
            >
              {COURSE_DISCOUNT.code}
            </Box>
            <Box component="span" aria-hidden="true">
              *
            </Box>
          </Typography>
        </Box>
        <Button
          component="a"
          href={course.certificationLink}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<OpenInNewRounded aria-hidden="true" />}
          aria-describedby={titleId}
          sx={{ minHeight: 52, fontSize: '1.0625rem' }}
        >
          {SOFT_SKILLS_TEXT.buy}
          <Box component="span" sx={visuallyHidden}>
            {` ${UI_TEXT.newTab}`}
          </Box>
        </Button>
      </Box>
    </Paper>
  );
}
