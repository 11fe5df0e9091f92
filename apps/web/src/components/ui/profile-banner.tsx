import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { MediaImage } from './media-image.tsx';

/** 16:9 on a phone, wider on larger screens (design.md: covers 16:9 or wider). */
const COVER_RATIO = { xs: '16 / 9', md: '16 / 5' };

interface ProfileBannerProps {
  title: string;
  subtitle?: ReactNode;
  coverSrc: string | null;
  profileSrc: string | null;
  /** Names the placeholder colours when a picture is missing. */
  seed: string;
  coverIcon?: ElementType;
  /** Drawn cover art instead of a picture (a page with no photos of its own). */
  cover?: ReactNode;
  profileIcon?: ElementType;
  /** Drawn profile art instead of a picture. */
  profile?: ReactNode;
  /** Shown at the end of the title row (e.g. an admin's edit link). */
  action?: ReactNode;
  /** Extra content under the title (e.g. a student's calls to action). */
  children?: ReactNode;
}

/** The cover or the profile picture: drawn art when given, else the picture (or its placeholder). */
function BannerPicture({
  art,
  src,
  seed,
  ratio,
  icon,
  sizes,
}: {
  art: ReactNode;
  src: string | null;
  seed: string;
  ratio: string | Record<string, string>;
  icon: ElementType | undefined;
  /** How wide it is shown, for the WebP copy of an uploaded photo (MediaImage's default: the page). */
  sizes?: string;
}) {
  if (art) {
    return (
      <Box aria-hidden="true" sx={{ position: 'relative', width: '100%', aspectRatio: ratio, overflow: 'hidden' }}>
        {art}
      </Box>
    );
  }
  return (
    <MediaImage
      src={src}
      alt=""
      seed={seed}
      ratio={ratio}
      loading="eager"
      {...(icon ? { icon } : {})}
      {...(sizes ? { sizes } : {})}
    />
  );
}

/**
 * The top of a campus, degree or course page: a cover (16:9 on a phone, wider above), a round
 * profile picture over its edge, the page's heading and its subtitle.
 */
export function ProfileBanner(props: ProfileBannerProps) {
  const { title, subtitle, coverSrc, profileSrc, seed, coverIcon, cover, profileIcon, profile, action, children } =
    props;
  return (
    <Paper component="header" variant="outlined" sx={{ overflow: 'hidden' }}>
      <BannerPicture art={cover} src={coverSrc} seed={`${seed}-cover`} ratio={COVER_RATIO} icon={coverIcon} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          gap: { xs: 1.5, sm: 3 },
          px: { xs: 2, sm: 3, md: 4 },
          pb: { xs: 2.5, sm: 3 },
        }}
      >
        <Box
          sx={{
            mt: { xs: -6, sm: -8 },
            width: { xs: 104, sm: 136 },
            borderRadius: '50%',
            overflow: 'hidden',
            border: '4px solid #ffffff',
            bgcolor: '#ffffff',
            boxShadow: '0 4px 14px rgba(29,23,54,0.18)',
            flexShrink: 0,
            position: 'relative',
          }}
        >
          <BannerPicture
            art={profile}
            src={profileSrc}
            seed={`${seed}-profile`}
            ratio="1 / 1"
            icon={profileIcon}
            sizes="136px"
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, pt: { sm: 2 } }}>
          <Typography
            component="h1"
            variant="h2"
            sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography component="div" color="text.secondary" sx={{ mt: 0.5, fontSize: '1.125rem' }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {action ? <Box sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}>{action}</Box> : null}
      </Box>
      {children ? <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, pb: { xs: 2.5, sm: 3 } }}>{children}</Box> : null}
    </Paper>
  );
}
