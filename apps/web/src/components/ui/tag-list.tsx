import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';

/** Names shown as soft brand chips in a wrapping list (areas, cities). */
export function TagList({
  names,
  label,
  small = false,
  sx,
}: {
  names: readonly string[];
  /** Names the list for screen readers. */
  label?: string;
  small?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[
        { display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {names.map((name) => (
        <li key={name}>
          <Chip
            label={name}
            size={small ? 'small' : 'medium'}
            sx={{ bgcolor: 'brand.soft', color: 'primary.dark', fontWeight: 700, maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
