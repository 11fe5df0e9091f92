import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Link from '@mui/material/Link';
import { LIMITS } from '@tlp/shared/limits';
import { Link as RouterLink } from 'react-router';
import { CardSection } from '@/components/card-grid/card-section.tsx';
import { DegreeLinkCard } from '@/components/card-grid/link-card.tsx';
import { paths } from '@/config/paths.ts';
import { useFavoriteDegrees } from '../api/get-favorite-degrees.ts';
import { HOME_FAVORITES_TEXT as TEXT } from '../messages.ts';

/** The home's 'Favoritas': at most LIMITS.homeFavorites cards, and 'Ver más' to /favoritas when there are more. */
export function HomeFavoritesSection({ userId }: { userId: number }) {
  const { favorites, error, retry } = useFavoriteDegrees(userId);
  const more = (favorites?.length ?? 0) > LIMITS.homeFavorites;
  return (
    <CardSection
      text={TEXT}
      data={favorites?.slice(0, LIMITS.homeFavorites)}
      error={error}
      onRetry={retry}
      emptyIcon={<FavoriteBorderRounded />}
      action={
        more ? (
          <Link component={RouterLink} to={paths.favorites.getHref()} sx={{ fontWeight: 700 }}>
            {TEXT.more}
          </Link>
        ) : null
      }
    >
      {(degree) => <DegreeLinkCard key={degree.id} degree={degree} />}
    </CardSection>
  );
}
