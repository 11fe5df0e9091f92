import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { spreadRow } from '@/components/ui/layout.ts';

/** A titled part of a profile page, named by its heading for screen readers. */
export function PageSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, sm: 5 } }}>
      <Box sx={{ ...spreadRow, gap: 1.5, mb: 2 }}>
        <Typography id={id} component="h2" variant="h4">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
