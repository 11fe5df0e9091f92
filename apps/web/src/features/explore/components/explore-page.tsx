import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CampusListItem } from '@tlp/shared/campuses';
import type { DegreeListItem } from '@tlp/shared/degrees';
import { useExploreResults } from '../api/get-explore-results.ts';
import { isNarrowed } from '../explore-query.ts';
import { EXPLORE_TEXT as TEXT } from '../messages.ts';
import { useExplorePageSize } from '../use-explore-page-size.ts';
import { useExploreQuery } from '../use-explore-query.ts';
import { CampusResultCard, DegreeResultCard } from './explore-cards.tsx';
import { ExploreFilters } from './explore-filters.tsx';
import { ExploreResults } from './explore-results.tsx';
import { ExploreSearch } from './explore-search.tsx';

/** Cards of the first rows load their pictures at once; the rest as they come near. */
const EAGER_CARDS = 4;

/**
 * /explorar (every signed-in role): degrees or campuses by a search that ignores case and
 * accents (names that are or start with the search first), narrowed by areas and cities, a page
 * at a time (12 on a phone, 24 wider). The whole query is in the address.
 */
export function ExplorePage() {
  const { query, update } = useExploreQuery();
  const pageSize = useExplorePageSize();
  const degrees = useExploreResults<DegreeListItem>(query, 'degrees', pageSize);
  const campuses = useExploreResults<CampusListItem>(query, 'campuses', pageSize);
  const clear = isNarrowed(query) ? () => update({ search: '', areas: [], cities: [] }) : undefined;
  const onPage = (page: number) => update({ page });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <title>{TEXT.pageTitle}</title>
      <Typography component="h1" variant="h2" sx={{ mb: 1, fontSize: { xs: '2rem', sm: '2.5rem' } }}>
        {TEXT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {TEXT.intro}
      </Typography>
      <ExploreSearch value={query.search} onSearch={(search) => update({ search }, { replace: true })} />
      <ExploreFilters query={query} onChange={update} onClear={clear} />
      {query.view === 'degrees' ? (
        <ExploreResults
          {...degrees}
          query={query}
          pageSize={pageSize}
          onPage={onPage}
          onClear={clear}
          card={(degree, index) => <DegreeResultCard key={degree.id} degree={degree} eager={index < EAGER_CARDS} />}
        />
      ) : (
        <ExploreResults
          {...campuses}
          query={query}
          pageSize={pageSize}
          onPage={onPage}
          onClear={clear}
          card={(campus, index) => (
            <CampusResultCard key={campus.id} campus={campus} areas={query.areas} eager={index < EAGER_CARDS} />
          )}
        />
      )}
    </Box>
  );
}
