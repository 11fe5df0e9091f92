import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { CardHeading } from './card-heading.tsx';

/** The plain card of a public page's form (signup, onboarding): the page's heading, a line about it, then the form. */
export function FormCard({
  title,
  intro,
  sx,
  children,
}: {
  title: string;
  intro: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Paper
      elevation={0}
      sx={[{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CardHeading title={title} intro={intro} variant="h2" />
      {children}
    </Paper>
  );
}
