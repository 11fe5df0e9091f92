import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME_TEXT } from '../messages.ts';
import pictureUrl from './home-header-picture.svg';

/**
 * Campus buildings and an open door with light coming out. An image, not drawn in the page: the
 * header is the largest thing on the first screen, and as a picture it counts as the moment the
 * screen is there (Largest Contentful Paint) without waiting for the suggestions' pictures. Small
 * enough to come inside the script (no request).
 */
function Illustration() {
  return (
    <Box
      component="img"
      src={pictureUrl}
      alt=""
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        objectPosition: 'right bottom',
      }}
    />
  );
}

/**
 * The home's header picture with the page title and a greeting; without `firstName` (the page's
 * frame, drawn before the student is known) the greeting's line is left blank.
 */
export function HomeHeader({ firstName }: { firstName?: string }) {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 4,
        // On a phone a little taller than a suggestion's picture: the first thing the page draws
        // (its frame, before the code runs) stays the largest of the first screen.
        minHeight: { xs: 224, sm: 220 },
        background: (theme) => theme.palette.brand.gradient,
        color: '#ffffff',
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <Illustration />
      <Box
        sx={{
          position: 'relative',
          px: { xs: 2.5, sm: 4 },
          py: 3,
          maxWidth: { xs: '100%', md: '60%' },
          // Keeps the text readable where it crosses the drawing.
          background: {
            xs: 'linear-gradient(90deg, rgba(38, 26, 92, 0.92) 55%, rgba(38, 26, 92, 0))',
            md: 'none',
          },
          alignSelf: 'stretch',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Typography
          component="h1"
          sx={{
            fontWeight: 700,
            color: 'brand.highlight',
            letterSpacing: 1,
            textTransform: 'uppercase',
            fontSize: '0.875rem',
          }}
        >
          {HOME_TEXT.heading}
        </Typography>
        <Typography component="p" variant="h2" sx={{ my: 0.5, overflowWrap: 'anywhere' }}>
          {firstName === undefined ? '\u00a0' : HOME_TEXT.greeting(firstName)}
        </Typography>
        <Typography sx={{ maxWidth: 360 }}>{HOME_TEXT.tagline}</Typography>
      </Box>
    </Box>
  );
}
