import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The top of a page under another one: '← back' to it, the page's heading and a line about it. */
export function PageHeading({
  backHref,
  backLabel,
  title,
  intro,
  spaced = false,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  intro: string;
  /** Room under the intro when the content follows at once (not a titled section). */
  spaced?: boolean;
}) {
  return (
    <>
      <Link component={RouterLink} to={backHref} sx={{ display: 'inline-block', mb: 2 }}>
        ← {backLabel}
      </Link>
      <Typography component="h1" variant="h2" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={spaced ? { mb: 3 } : undefined}>
        {intro}
      </Typography>
    </>
  );
}
