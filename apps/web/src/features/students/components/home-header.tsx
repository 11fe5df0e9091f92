import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME_TEXT } from '../messages.ts';

/** Campus buildings and an open door with light coming out: drawn here, no network. */
function Illustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 1200 300"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
      focusable="false"
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    >
      <circle cx="640" cy="80" r="46" fill="#ffb59a" opacity="0.85" />
      {[
        [540, 40],
        [600, 150],
        [720, 30],
        [860, 40],
        [1010, 60],
        [1150, 30],
        [960, 120],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="3" fill="#ffffff" opacity="0.7" />
      ))}
      <path d="M0 300 L0 250 C220 210 420 270 640 238 C860 206 1020 250 1200 226 L1200 300 Z" fill="#5a46b8" />
      {/* The campus: a pediment over columns. */}
      <g fill="#7b68d6">
        <path d="M720 150 L840 100 L960 150 Z" />
        <rect x="730" y="150" width="220" height="16" />
        {[745, 790, 835, 880, 925].map((x) => (
          <rect key={x} x={x} y="166" width="14" height="74" />
        ))}
        <rect x="725" y="240" width="230" height="14" />
      </g>
      <rect x="560" y="176" width="120" height="78" fill="#6a55c8" />
      {[578, 612, 646].map((x) => (
        <rect key={x} x={x} y="192" width="18" height="22" rx="3" fill="#ffd8c7" opacity="0.8" />
      ))}
      {/* A graduation cap floating above. */}
      <g transform="translate(1010 70) rotate(-12)">
        <path d="M0 20 L44 0 L88 20 L44 40 Z" fill="#ff8a5c" />
        <path d="M20 30 L20 48 C32 58 56 58 68 48 L68 30 L44 40 Z" fill="#e5683d" />
        <path d="M80 24 L80 50" stroke="#ffb59a" strokeWidth="3" />
      </g>
      {/* The open door and its light. */}
      <path d="M1040 262 L1120 262 L1190 300 L960 300 Z" fill="#ffb59a" opacity="0.35" />
      <rect x="1030" y="130" width="100" height="134" rx="6" fill="#261a5c" />
      <rect x="1040" y="140" width="80" height="122" fill="#ffd8c7" />
      <path d="M1040 140 L1080 150 L1080 272 L1040 262 Z" fill="#ff8a5c" />
      <circle cx="1071" cy="210" r="4" fill="#261a5c" />
    </Box>
  );
}

/** The home's header picture with the page title and a greeting. */
export function HomeHeader({ firstName }: { firstName: string }) {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 4,
        minHeight: { xs: 200, sm: 220 },
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
          {HOME_TEXT.greeting(firstName)}
        </Typography>
        <Typography sx={{ maxWidth: 360 }}>{HOME_TEXT.tagline}</Typography>
      </Box>
    </Box>
  );
}
