import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ERROR_MESSAGES, UI_MESSAGES } from '@tlp/shared/messages';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { paths } from '@/config/paths.ts';
import { pageTitle } from '@/config/page-title.ts';
import { LogoMark } from './logo.tsx';

const ROUTE_ERROR_TEXT = { reload: 'Recargar la página' } as const;

/**
 * The error screen of every route, in Spanish: the router's English default never shows.
 * An unknown path lands here too, as a 404 with its own sentence.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorScreen detail={notFound ? ERROR_MESSAGES.notFound : ERROR_MESSAGES.internal} />;
}

export function ErrorScreen({ detail }: { detail: string }) {
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <title>{pageTitle(UI_MESSAGES.routeError)}</title>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <LogoMark size={64} />
        </Box>
        <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
          {UI_MESSAGES.routeError}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {detail}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={paths.root.getHref()}>
            {UI_MESSAGES.backHome}
          </Button>
          <Button variant="text" onClick={() => window.location.reload()}>
            {ROUTE_ERROR_TEXT.reload}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
