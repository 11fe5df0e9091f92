import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import { ERRORS } from '@tlp/shared/errors';
import type { FavoriteDegree } from '@tlp/shared/favorites';
import type { CurrentUser } from '@tlp/shared/users';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { favoriteDegreesKey, useFavoriteDegrees } from '../api/get-favorite-degrees.ts';
import { removeFavoriteDegree } from '../api/remove-favorite-degree.ts';
import { FAVORITES_TEXT as TEXT } from '../messages.ts';
import { CardGrid, CardGridSkeleton, EmptyState, LoadError } from './card-grid.tsx';
import { LinkCard } from './link-card.tsx';
import { RemoveFavoriteDialog } from './remove-favorite-dialog.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';

function failureMessage(error: unknown): string {
  if (isApiRequestError(error) && error.errorCode === 'FavoriteHasMeeting') {
    return error.response?.message ?? ERRORS.FavoriteHasMeeting.message;
  }
  return TEXT.failed;
}

/** /favoritas (spec §2): the student's favourite degrees, each removable after a confirmation. */
export function FavoritesPage({ user }: { user: CurrentUser }) {
  const { mutate } = useSWRConfig();
  const { favorites, error, retry } = useFavoriteDegrees(user.id);
  const [pending, setPending] = useState<FavoriteDegree | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = async () => {
    if (!pending) return;
    const degree = pending;
    setBusy(true);
    try {
      await removeFavoriteDegree(user.id, degree.id);
      setResult({ severity: 'success', message: TEXT.removed(degree.name) });
      // The card's button is gone: focus moves to the page title instead of the page's start.
      headingRef.current?.focus();
      await mutate<FavoriteDegree[]>(favoriteDegreesKey(user.id), (list) => list?.filter((f) => f.id !== degree.id));
      // The degree page reads its 'Entre tus favoritas' state from this key.
      void mutate(`/degrees/${degree.id}/preferences`);
    } catch (failure) {
      setResult({ severity: 'error', message: failureMessage(failure) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  let body;
  if (favorites?.length) {
    body = (
      <CardGrid>
        {favorites.map((degree, index) => (
          <LinkCard
            key={degree.id}
            href={paths.campusDegree.getHref(degree.campusId, degree.id)}
            title={degree.name}
            titleAs="h2"
            subtitle={degree.campus}
            image={degree.image}
            kind="degree"
            eagerImage={index < 3}
            actions={
              <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
                <Button
                  color="error"
                  startIcon={<DeleteOutlineRounded />}
                  aria-label={TEXT.removeLabel(degree.name)}
                  onClick={() => setPending(degree)}
                >
                  {TEXT.remove}
                </Button>
              </CardActions>
            }
          />
        ))}
      </CardGrid>
    );
  } else if (favorites) {
    body = (
      <EmptyState
        icon={<FavoriteBorderRounded />}
        action={
          <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
            {TEXT.discover}
          </Button>
        }
      >
        {TEXT.empty}
      </EmptyState>
    );
  } else if (error) {
    body = <LoadError message={TEXT.loadError} retryLabel={TEXT.retry} onRetry={retry} />;
  } else {
    body = <CardGridSkeleton count={3} label={TEXT.loading} />;
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <title>{TEXT.pageTitle}</title>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        component="h1"
        variant="h2"
        sx={{ mb: 1, '&:focus': { outline: 'none' } }}
      >
        {TEXT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, maxWidth: 720 }}>
        {TEXT.intro}
      </Typography>
      {favorites?.length ? (
        <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 3 }}>{TEXT.count(favorites.length)}</Typography>
      ) : (
        <Box sx={{ mb: 3 }} />
      )}
      {body}
      <RemoveFavoriteDialog
        degree={pending}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void remove()}
      />
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
