import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { CardGrid, EmptyState } from '@/features/favorites/components/card-grid.tsx';
import { LinkCard } from '@/features/favorites/components/link-card.tsx';
import { useAreas } from '@/features/catalog/api/get-areas.ts';
import { useDegreeSuggestions } from '../api/get-degree-suggestions.ts';
import { groupSuggestions } from '../group-suggestions.ts';
import { HOME_TEXT } from '../messages.ts';
import { HomeSection } from './home-section.tsx';

const TEXT = HOME_TEXT.suggestions;

/** 'Campus que coinciden con tus preferencias': one card per campus, linking with its areas. */
export function SuggestionsSection({ userId }: { userId: number }) {
  const { suggestions, error, retry } = useDegreeSuggestions(userId);
  // Area names are a nicety on the cards: without them the cards still work.
  const { areas } = useAreas();
  const campuses = useMemo(() => (suggestions ? groupSuggestions(suggestions) : undefined), [suggestions]);
  const areaName = new Map(areas.map((a) => [a.id, a.name]));

  return (
    <HomeSection
      title={TEXT.title}
      text={TEXT}
      data={campuses}
      error={error}
      onRetry={retry}
      empty={
        <EmptyState
          icon={<TravelExploreRounded />}
          action={
            <Link component={RouterLink} to={paths.softSkills.getHref()} sx={{ fontWeight: 700 }}>
              {TEXT.emptyLink}
            </Link>
          }
        >
          {TEXT.empty}
        </EmptyState>
      }
    >
      {(list) => (
        <CardGrid>
          {list.map((campus, index) => {
            const names = campus.areaIds.map((id) => areaName.get(id)).filter((n): n is string => !!n);
            return (
              <LinkCard
                key={campus.id}
                href={paths.campus.getHref(campus.id, campus.areaIds)}
                title={campus.name}
                image={campus.image}
                kind="campus"
                eagerImage={index < 2}
              >
                {names.length ? (
                  <Box
                    component="ul"
                    aria-label={TEXT.areas}
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, mt: 0.5, p: 0 }}
                  >
                    {names.map((name) => (
                      <li key={name}>
                        <Chip
                          label={name}
                          size="small"
                          sx={{ bgcolor: 'brand.soft', color: 'primary.dark', fontWeight: 700, maxWidth: '100%' }}
                        />
                      </li>
                    ))}
                  </Box>
                ) : null}
              </LinkCard>
            );
          })}
        </CardGrid>
      )}
    </HomeSection>
  );
}
