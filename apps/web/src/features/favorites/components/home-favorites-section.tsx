import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Link from '@mui/material/Link';
import { LIMITS } from '@tlp/shared/limits';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useFavoriteDegrees } from '@/features/favorites/api/get-favorite-degrees.ts';
import { CardGrid, EmptyState } from '@/features/favorites/components/card-grid.tsx';
import { LinkCard } from '@/features/favorites/components/link-card.tsx';
import { HOME_TEXT } from '../messages.ts';
import { HomeSection } from './home-section.tsx';

const TEXT = HOME_TEXT.favorites;

/** 'Favoritas': at most 4 cards, and 'Ver más' to /favoritas when there are more (spec §2). */
export function FavoritesSection({ userId }: { userId: number }) {
  const { favorites, error, retry } = useFavoriteDegrees(userId);
  const more = (favorites?.length ?? 0) > LIMITS.homeFavorites;
  return (
    <HomeSection
      title={TEXT.title}
      text={TEXT}
      data={favorites}
      error={error}
      onRetry={retry}
      action={
        more ? (
          <Link component={RouterLink} to={paths.favorites.getHref()} sx={{ fontWeight: 700 }}>
            {TEXT.more}
          </Link>
        ) : null
      }
      empty={<EmptyState icon={<FavoriteBorderRounded />}>{TEXT.empty}</EmptyState>}
    >
      {(list) => (
        <CardGrid>
          {list.slice(0, LIMITS.homeFavorites).map((degree) => (
            <LinkCard
              key={degree.id}
              href={paths.campusDegree.getHref(degree.campusId, degree.id)}
              title={degree.name}
              subtitle={degree.campus}
              image={degree.image}
              kind="degree"
            />
          ))}
        </CardGrid>
      )}
    </HomeSection>
  );
}
