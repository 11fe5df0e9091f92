import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';

/**
 * The top of a page of chosen items: its heading (focusable from code, e.g. after removing one),
 * a line about it, and how many there are (`count`, or room of the same height without one).
 */
export function CountedPageHeading({
  headingRef,
  title,
  intro,
  count,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  intro: string;
  count?: string;
}) {
  return (
    <>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        component="h1"
        variant="h2"
        sx={{ mb: 1, '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, maxWidth: 720 }}>
        {intro}
      </Typography>
      {count ? (
        <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 3 }}>{count}</Typography>
      ) : (
        <Box sx={{ mb: 3 }} />
      )}
    </>
  );
}
