import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import { ERRORS } from '@tlp/shared/errors';
import type { FavoriteDegree } from '@tlp/shared/favorites';
import type { CurrentUser } from '@tlp/shared/users';
import { useId, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { CardGrid, CardGridSkeleton, EmptyState } from '@/components/card-grid/card-grid.tsx';
import { CompareToggle } from '@/components/compare/compare-toggle.tsx';
import { DegreeLinkCard } from '@/components/card-grid/link-card.tsx';
import { CountedPageHeading } from '@/components/ui/counted-page-heading.tsx';
import { useConfirmedAction } from '@/components/ui/confirmed-action.tsx';
import { SectionBody } from '@/components/ui/section-states.tsx';
import { paths } from '@/config/paths.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { favoriteDegreesKey, useFavoriteDegrees } from '../api/get-favorite-degrees.ts';
import { removeFavoriteDegree } from '../api/remove-favorite-degree.ts';
import { FAVORITES_TEXT as TEXT } from '../messages.ts';

function failureMessage(error: unknown): string {
  if (isApiRequestError(error) && error.errorCode === 'FavoriteHasMeeting') {
    return apiErrorMessage(error, ERRORS.FavoriteHasMeeting.message);
  }
  return UI_TEXT.tryLater;
}

/**
 * 'Quitar' under a favourite's card; while a meeting holds the degree it is disabled and says
 * why (the API would refuse it with FavoriteHasMeeting).
 */
function RemoveAction({ degree, onRemove }: { degree: FavoriteDegree; onRemove: (degree: FavoriteDegree) => void }) {
  const reasonId = useId();
  const blocked = degree.has_meeting;
  return (
    <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 0, gap: 1 }}>
      <CompareToggle degreeId={degree.id} degreeName={degree.name} campus={degree.campus} size="small" variant="text" />
      {blocked ? (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ flex: '1 1 12rem', m: 0, px: 1 }}>
          {TEXT.removeBlocked}
        </Typography>
      ) : null}
      <Button
        color="error"
        startIcon={<DeleteOutlineRounded />}
        aria-label={TEXT.removeLabel(degree.name)}
        aria-describedby={blocked ? reasonId : undefined}
        disabled={blocked}
        onClick={() => onRemove(degree)}
      >
        {TEXT.remove}
      </Button>
    </CardActions>
  );
}

/** /favoritas: the student's favourite degrees, each removable after a confirmation. */
export function FavoritesPage({ user }: { user: CurrentUser }) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidatePaths();
  const { favorites, error, retry } = useFavoriteDegrees(user.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removal = useConfirmedAction<FavoriteDegree>({
    action: async (degree) => {
      await removeFavoriteDegree(user.id, degree.id);
      // The card's button is gone: focus moves to the page title instead of the page's start.
      headingRef.current?.focus();
      await mutate<FavoriteDegree[]>(favoriteDegreesKey(user.id), (list) => list?.filter((f) => f.id !== degree.id));
      // The degree page reads its 'Entre tus favoritas' state from this key.
      void revalidate(`/degrees/${degree.id}/preferences`);
      return { severity: 'success', message: TEXT.removed(degree.name) };
    },
    failure: (error) => ({ severity: 'error', message: failureMessage(error) }),
    confirm: (degree) => ({
      title: TEXT.confirmTitle,
      body: TEXT.confirmBody(degree.name, degree.campus),
      confirmLabel: TEXT.confirm,
      busyLabel: TEXT.removing,
    }),
  });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <title>{TEXT.pageTitle}</title>
      <CountedPageHeading
        headingRef={headingRef}
        title={TEXT.title}
        intro={TEXT.intro}
        count={favorites?.length ? TEXT.count(favorites.length) : undefined}
      />
      <SectionBody
        data={favorites}
        error={error}
        errorMessage={TEXT.loadError}
        onRetry={retry}
        loading={<CardGridSkeleton count={3} label={TEXT.loading} />}
        empty={
          <EmptyState icon={<FavoriteBorderRounded />} link={{ to: paths.home.getHref(), label: TEXT.discover }}>
            {TEXT.empty}
          </EmptyState>
        }
      >
        {(list) => (
          <CardGrid>
            {list.map((degree, index) => (
              <DegreeLinkCard
                key={degree.id}
                degree={degree}
                titleAs="h2"
                eagerImage={index < 3}
                actions={<RemoveAction degree={degree} onRemove={removal.ask} />}
              />
            ))}
          </CardGrid>
        )}
      </SectionBody>
      {removal.ui}
    </Box>
  );
}
