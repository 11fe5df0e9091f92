import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardSection } from '@/components/card-grid/card-section.tsx';
import { LinkCard } from '@/components/card-grid/link-card.tsx';
import { TagList } from '@/components/ui/tag-list.tsx';
import { paths } from '@/config/paths.ts';
import { useAreas } from '@/features/catalog/api/get-areas.ts';
import { useDegreeSuggestions } from '../api/get-degree-suggestions.ts';
import { groupSuggestions } from '../group-suggestions.ts';
import { HOME_TEXT } from '../messages.ts';

const TEXT = HOME_TEXT.suggestions;

/** 'Campus que coinciden con tus preferencias': one card per campus, linking with its areas. */
export function SuggestionsSection({ userId }: { userId: number }) {
  const { suggestions, error, retry } = useDegreeSuggestions(userId);
  // Area names are a nicety on the cards: without them the cards still work.
  const { areas } = useAreas();
  const campuses = useMemo(() => (suggestions ? groupSuggestions(suggestions) : undefined), [suggestions]);
  const areaName = new Map(areas.map((a) => [a.id, a.name]));
  return (
    <CardSection
      text={TEXT}
      data={campuses}
      error={error}
      onRetry={retry}
      emptyIcon={<TravelExploreRounded />}
      emptyAction={
        <Link component={RouterLink} to={paths.softSkills.getHref()} sx={{ fontWeight: 700 }}>
          {TEXT.emptyLink}
        </Link>
      }
    >
      {(campus, index) => {
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
            {names.length ? <TagList names={names} label={TEXT.areas} small sx={{ mt: 0.5 }} /> : null}
          </LinkCard>
        );
      }}
    </CardSection>
  );
}
