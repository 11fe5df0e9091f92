import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

/** The card of a page reached from an e-mailed link: flat, outlined, roomier on wider screens. */
export const linkPageCardSx = { p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' } as const;

/** A page heading that takes the focus when it appears: what happened is read out first. */
export function FocusedHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Typography ref={ref} tabIndex={-1} component="h1" variant="h3" sx={{ mb: 1.5, outline: 'none' }}>
      {children}
    </Typography>
  );
}
