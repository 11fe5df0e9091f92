import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A list laid out as tiles: as many columns at least `minWidth` wide as fit (one on a phone);
 * `fit` stretches a short row across instead of leaving room for more.
 */
export function TileList({
  minWidth,
  gap = 2,
  fit = false,
  label,
  children,
}: {
  minWidth: string;
  gap?: number;
  fit?: boolean;
  /** Names the list for screen readers. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: `repeat(${fit ? 'auto-fit' : 'auto-fill'}, minmax(min(100%, ${minWidth}), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
