import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UI_MESSAGES } from '@tlp/shared/messages';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { PAGE_STATE_TEXT } from './page-state-text.ts';

function StateCard({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', py: 2 }}>
      <title>{`${title} · Toca la Puerta`}</title>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 56 } }}>
          {icon}
        </Box>
        <Typography component="h1" variant="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {body}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box>
      </Paper>
    </Box>
  );
}

/** A campus or degree that does not exist: said plainly, with the way home. */
export function NotFoundState({ title, body }: { title: string; body: string }) {
  return (
    <StateCard icon={<SearchOffRounded />} title={title} body={body}>
      <Button variant="contained" component={RouterLink} to={paths.root.getHref()}>
        {UI_MESSAGES.backHome}
      </Button>
    </StateCard>
  );
}

/** The page could not be fetched (network, server): try again, or go home. */
export function LoadErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <StateCard icon={<CloudOffRounded />} title={PAGE_STATE_TEXT.errorTitle} body={PAGE_STATE_TEXT.errorBody}>
      <Button variant="contained" onClick={onRetry}>
        {PAGE_STATE_TEXT.retry}
      </Button>
      <Button variant="text" component={RouterLink} to={paths.root.getHref()}>
        {UI_MESSAGES.backHome}
      </Button>
    </StateCard>
  );
}
