import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The page's heading (h1) at the top of a card, and the sentence under it. */
export function CardHeading({
  title,
  intro,
  variant,
}: {
  title: ReactNode;
  intro: ReactNode;
  variant: TypographyProps['variant'];
}) {
  return (
    <>
      <Typography component="h1" variant={variant} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
    </>
  );
}
