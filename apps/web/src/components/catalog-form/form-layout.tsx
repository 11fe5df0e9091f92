import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The frame of an admin form page: back link, heading, and its content. */
export function FormPage({
  title,
  pageTitle,
  backHref,
  backLabel,
  children,
}: {
  title: string;
  pageTitle: string;
  backHref: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', width: '100%' }}>
      <title>{pageTitle}</title>
      <Button
        component={RouterLink}
        to={backHref}
        startIcon={<ArrowBackRounded aria-hidden="true" />}
        sx={{ mb: 1, ml: -1 }}
      >
        {backLabel}
      </Button>
      <Typography component="h1" variant="h3" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A titled group of fields. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, m: 0, mb: 2.5, minWidth: 0 }}
    >
      <Typography
        id={id}
        component="legend"
        variant="h6"
        sx={{ float: 'left', width: '100%', mb: hint ? 0.5 : 2, p: 0 }}
      >
        {title}
      </Typography>
      {hint ? (
        <Typography color="text.secondary" sx={{ clear: 'both', mb: 2, fontSize: '0.9375rem' }}>
          {hint}
        </Typography>
      ) : null}
      <Box sx={{ clear: 'both', display: 'grid', gap: 2.5 }}>{children}</Box>
    </Paper>
  );
}
