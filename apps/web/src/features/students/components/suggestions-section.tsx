import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardSection } from '@/components/card-grid/card-section.tsx';
import { LinkCard } from '@/components/card-grid/link-card.tsx';
import { TagList } from '@/components/ui/tag-list.tsx';
import { paths } from '@/config/paths.ts';
import { preloadAreas, useAreas } from '@/features/catalog/api/get-areas.ts';
import { preloadDegreeSuggestions, useDegreeSuggestions } from '../api/get-degree-suggestions.ts';
import { groupSuggestions } from '../group-suggestions.ts';
import { HOME_TEXT } from '../messages.ts';

const TEXT = HOME_TEXT.suggestions;
/**
 * Campuses shown at first: one row on a computer, and on a phone few enough that the student's
 * favourites and meetings, further down, are a short scroll away.
 */
const FIRST_SUGGESTIONS = 3;
/** Campuses each 'Ver más campus' adds. */
const STEP = 12;
/** Campuses asked for at most; the API serves at most 200 a page. */
const MOST = 192;
/** Campuses asked for to show `shown`: by steps, so the first request holds the first 'Ver más'. */
const campusesWanted = (shown: number) => Math.min(MOST, Math.ceil(shown / STEP) * STEP);

/** How many campuses the section's first request asks for. */
export const FIRST_REQUEST = campusesWanted(FIRST_SUGGESTIONS);

/** The section's first request, and the areas it names, asked for before the home is drawn. */
export function preloadSuggestions(userId: number): Promise<unknown> {
  return Promise.all([preloadDegreeSuggestions(userId, FIRST_REQUEST), preloadAreas()]);
}

/**
 * The section while its campuses load, before the student is known: the home's frame, drawn in the
 * page before the code runs (src/app/prerender.tsx).
 */
export function SuggestionsPlaceholder() {
  return (
    <CardSection text={TEXT} data={undefined} error={undefined} onRetry={() => {}} emptyIcon={<TravelExploreRounded />}>
      {() => null}
    </CardSection>
  );
}

/** 'Campus que coinciden con tus preferencias': one card per campus, linking with its areas. */
export function SuggestionsSection({ userId }: { userId: number }) {
  const [shown, setShown] = useState(FIRST_SUGGESTIONS);
  // After 'Ver más campus', the first campus it added takes the keyboard focus once drawn.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focused = useCallback(() => setFocusIndex(null), []);
  const wanted = campusesWanted(shown);
  const { suggestions, total, error, isLoading, retry } = useDegreeSuggestions(userId, wanted);
  // Area names are a nicety on the cards: without them (an error) the cards still work. While
  // they load the skeleton stays, so the names do not push the cards down once drawn.
  const { areas, isLoading: areasLoading } = useAreas();
  const campuses = useMemo(
    () => (suggestions && !areasLoading ? groupSuggestions(suggestions) : undefined),
    [suggestions, areasLoading],
  );
  const areaName = new Map(areas.map((a) => [a.id, a.name]));
  const more =
    !!campuses && (campuses.length > shown || (total !== undefined && total > campuses.length && wanted < MOST));
  const loadingMore = isLoading && !!campuses && campuses.length < shown;
  return (
    <CardSection
      text={TEXT}
      data={campuses?.slice(0, shown)}
      error={error}
      onRetry={retry}
      emptyIcon={<TravelExploreRounded />}
      focusIndex={focusIndex}
      onFocused={focused}
      footer={
        more ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            {/* Not disabled while the next campuses load: the keyboard focus stays on it. */}
            <Button
              variant="outlined"
              aria-disabled={loadingMore || undefined}
              onClick={
                loadingMore
                  ? undefined
                  : () => {
                      setFocusIndex(shown);
                      setShown(shown + STEP);
                    }
              }
            >
              {loadingMore ? TEXT.loadingMore : TEXT.more}
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
