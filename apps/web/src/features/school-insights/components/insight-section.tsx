import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { spreadRow } from '@/components/ui/layout.ts';

/**
 * A titled section of the school page, named by its heading; `children` receives the heading's id
 * (for a table named by it) and an intro line follows the title.
 */
export function InsightSection({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, sm: 5 } }}>
      <Box sx={{ ...spreadRow, gap: 1.5, mb: intro ? 1 : 2 }}>
        <Typography id={id} component="h2" variant="h4">
          {title}
        </Typography>
        {action}
      </Box>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {typeof children === 'function' ? children(id) : children}
    </Box>
  );
}
