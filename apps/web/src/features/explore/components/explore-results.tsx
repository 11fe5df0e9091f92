import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';
import { CardGrid, CardGridSkeleton, EmptyState } from '@/components/card-grid/card-grid.tsx';
import { spreadRow } from '@/components/ui/layout.ts';
import { PagePicker } from '@/components/ui/page-picker.tsx';
import { BlockError } from '@/components/ui/section-states.tsx';
import type { Page } from '@/lib/api-client.ts';
import type { ExplorePageSize, ExploreQuery } from '../explore-query.ts';
import { EXPLORE_TEXT as TEXT } from '../messages.ts';

interface ExploreResultsProps<T extends { id: number }> {
  query: ExploreQuery;
  pageSize: ExplorePageSize;
  page: Page<T> | undefined;
  error: unknown;
  /** True while the query's page is on its way (the previous one may still be shown). */
  isLoading: boolean;
  retry: () => void;
  onPage: (page: number) => void;
  /** Undoes the search and the filters; none when there are none. */
  onClear?: () => void;
  card: (item: T, index: number) => ReactNode;
}

/** The results of Explore: a heading with the count, the cards, every state, and the pages. */
export function ExploreResults<T extends { id: number }>({
  query,
  pageSize,
  page,
  error,
  isLoading,
  retry,
  onPage,
  onClear,
  card,
}: ExploreResultsProps<T>) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { view } = query;
  const pages = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;

  const goTo = (next: number) => {
    onPage(next);
    // The new page starts at the top of the results, where focus and reading resume.
    headingRef.current?.focus();
  };

  let body: ReactNode;
  if (error && !isLoading) {
    body = <BlockError message={TEXT.error[view]} onRetry={retry} />;
  } else if (!page) {
    body = <CardGridSkeleton count={6} label={TEXT.loading[view]} />;
  } else if (page.rows.length === 0 && page.total > 0) {
    body = (
      <EmptyState
        icon={<SearchOffRounded />}
        action={
          <Button variant="contained" onClick={() => goTo(1)}>
            {TEXT.firstPage}
          </Button>
        }
      >
        {TEXT.pastTheEnd}
      </EmptyState>
    );
  } else if (page.rows.length === 0) {
    body = (
      <EmptyState
        icon={<SearchOffRounded />}
        action={
          onClear ? (
            <Button variant="contained" startIcon={<FilterAltOffRounded aria-hidden="true" />} onClick={onClear}>
              {TEXT.clear}
            </Button>
          ) : undefined
        }
      >
        {onClear ? TEXT.noResults[view] : TEXT.empty[view]}
      </EmptyState>
    );
  } else {
    body = (
      <Box sx={{ opacity: isLoading ? 0.55 : 1, transition: 'opacity 150ms' }}>
        <CardGrid>{page.rows.map(card)}</CardGrid>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <Box sx={{ ...spreadRow, alignItems: 'baseline', columnGap: 2, rowGap: 0.5, mb: 2 }}>
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h4"
          sx={{ scrollMarginTop: 16, '&:focus': { outline: 'none' } }}
        >
          {TEXT.results[view]}
        </Typography>
        <Typography role="status" color="text.secondary" sx={{ fontWeight: 700 }}>
          {page && !isLoading
            ? [TEXT.count[view](page.total), pages > 1 ? TEXT.pageOf(Math.min(query.page, pages), pages) : null]
                .filter(Boolean)
                .join(' · ')
            : null}
        </Typography>
      </Box>
      {body}
      {page && page.rows.length > 0 ? (
        <PagePicker
          paging={[query.page, goTo]}
          total={page.total}
          pageSize={pageSize}
          label={TEXT.pages}
          color="primary"
        />
      ) : null}
    </Box>
  );
}
