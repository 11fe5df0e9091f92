import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { UI_MESSAGES } from '@tlp/shared/messages';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { pageTitle } from '@/config/page-title.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { isNotFound, parseId } from '@/lib/is-not-found.ts';
import { FullPageLoader } from './full-page-loader.tsx';
import { CardHeading } from './card-heading.tsx';

const PAGE_STATE_TEXT = {
  errorTitle: 'No pudimos cargar la página',
  errorBody: 'Revisa tu conexión a internet e inténtalo de nuevo.',
} as const;

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
      <title>{pageTitle(title)}</title>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 56 } }}>
          {icon}
        </Box>
        <CardHeading title={title} intro={body} variant="h3" />
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
        {UI_TEXT.retry}
      </Button>
      <Button variant="text" component={RouterLink} to={paths.root.getHref()}>
        {UI_MESSAGES.backHome}
      </Button>
    </StateCard>
  );
}

/** How a page loads its one record (SWR): the record once it is in, and the state of the request. */
export type RecordQuery<T> = (id: number | null) => {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
};

/**
 * The record a page's address names (the route parameter `param`: a campus, a degree), loaded
 * with `useRecord`. Until it is in, `missing` is the screen to show instead: not found (a bad id
 * in the address, or the API's 404), a load error with a retry, or the loader.
 */
export function useRouteRecord<T>(
  param: string,
  useRecord: RecordQuery<T>,
  text: { notFoundTitle: string; notFoundBody: string; loading: string },
): { record: T; missing: null } | { record: undefined; missing: ReactElement } {
  const id = parseId(useParams()[param]);
  const { data, error, isLoading, retry } = useRecord(id);
  if (id !== null && data) return { record: data, missing: null };
  let missing: ReactElement;
  if (id === null || isNotFound(error)) missing = <NotFoundState title={text.notFoundTitle} body={text.notFoundBody} />;
  else if (error && !isLoading) missing = <LoadErrorState onRetry={retry} />;
  else missing = <FullPageLoader label={text.loading} />;
  return { record: undefined, missing };
}
