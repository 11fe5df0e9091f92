import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
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
/** Campuses asked for at a time; the API serves at most 200 a page. */
const STEP = 24;
const MOST = 192;

/** 'Campus que coinciden con tus preferencias': one card per campus, linking with its areas. */
export function SuggestionsSection({ userId }: { userId: number }) {
  const [wanted, setWanted] = useState(STEP);
  const { suggestions, total, error, isLoading, retry } = useDegreeSuggestions(userId, wanted);
  // Area names are a nicety on the cards: without them the cards still work.
  const { areas } = useAreas();
  const campuses = useMemo(() => (suggestions ? groupSuggestions(suggestions) : undefined), [suggestions]);
  const areaName = new Map(areas.map((a) => [a.id, a.name]));
  const more = campuses && total !== undefined && total > campuses.length && wanted < MOST;
  return (
    <CardSection
      text={TEXT}
      data={campuses}
      error={error}
      onRetry={retry}
      emptyIcon={<TravelExploreRounded />}
      footer={
        more ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={() => setWanted((n) => n + STEP)} disabled={isLoading}>
              {isLoading ? TEXT.loadingMore : TEXT.more}
            </Button>
          </Box>
        ) : null
      }
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
