import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden.ts';

const ACCENT = '#ff8a5c';

interface LogoMarkProps {
  size?: number;
  /** 'onDark' draws the frame in white for coloured backgrounds. */
  tone?: 'onLight' | 'onDark';
}

/** The brand mark: a door opening, with the knock drawn beside it. */
export function LogoMark({ size = 40, tone = 'onLight' }: LogoMarkProps) {
  const frame = tone === 'onDark' ? '#ffffff' : '#3b2a86';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M14 56V12a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v44"
        fill="none"
        stroke={frame}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M18 56V13l16-3v46z" fill={ACCENT} />
      <circle cx="29.5" cy="34" r="2.4" fill={frame} />
      <path d="M8 56h40" stroke={frame} strokeWidth="4" strokeLinecap="round" />
      <path
        d="M49 24a8 8 0 0 1 0 12M54 20a14 14 0 0 1 0 20"
        fill="none"
        stroke={ACCENT}
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface LogoProps extends LogoMarkProps {
  /** Hide the name when there is no room, e.g. in the collapsed menu. */
  showName?: boolean;
}

/** The mark with the product name. */
export function Logo({ size = 40, tone = 'onLight', showName = true }: LogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <LogoMark size={size} tone={tone} />
      {showName ? (
        <Typography
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: size * 0.5,
            lineHeight: 1,
            color: tone === 'onDark' ? '#ffffff' : 'primary.main',
            whiteSpace: 'nowrap',
          }}
        >
          Toca la Puerta
        </Typography>
      ) : (
        <Box component="span" sx={visuallyHidden}>
          Toca la Puerta
        </Box>
      )}
    </Box>
  );
}
