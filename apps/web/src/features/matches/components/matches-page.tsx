import PsychologyAltRounded from '@mui/icons-material/PsychologyAltRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import type { DegreeMatch } from '@tlp/shared/matches';
import type { CurrentUser } from '@tlp/shared/users';
import { useRef, useState } from 'react';
import { CardGrid, CardGridSkeleton, EmptyState } from '@/components/card-grid/card-grid.tsx';
import { CountedPageHeading } from '@/components/ui/counted-page-heading.tsx';
import { PagePicker } from '@/components/ui/page-picker.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { BlockError } from '@/components/ui/section-states.tsx';
import { paths } from '@/config/paths.ts';
import { isApiRequestError, type Page } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { MATCHES_PAGE_SIZE, useMatches } from '../api/get-matches.ts';
import { MATCHES_TEXT as TEXT } from '../messages.ts';
import { MatchCard } from './match-card.tsx';

/** Adds the degree to the student's favourites (the favorites feature's call); throws the API's error. */
type AddFavorite = (userId: number, degreeId: number) => Promise<unknown>;

/**
 * /coincidencias (students): the degrees whose area matches the student's interest profile, a page
 * of cards at a time; without a test, the invitation to take it.
 */
export function MatchesPage({ user, addFavorite }: { user: CurrentUser; addFavorite: AddFavorite }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const { page, testMissing, error, retry, mutate } = useMatches(pageNumber);
  const [adding, setAdding] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const turnPage = (next: number) => {
    setPageNumber(next);
    headingRef.current?.focus();
  };

  const markFavorite = (degreeId: number) =>
    mutate(
      (current: Page<DegreeMatch> | undefined) =>
        current && {
          ...current,
          rows: current.rows.map((m) => (m.degree.id === degreeId ? { ...m, is_favorite: true } : m)),
        },
      { revalidate: false },
    );

  const onAddFavorite = async (match: DegreeMatch) => {
    setAdding(match.degree.id);
    try {
      await addFavorite(user.id, match.degree.id);
      await markFavorite(match.degree.id);
      setResult({ severity: 'success', message: TEXT.favoriteAdded });
    } catch (failure) {
      // The limit of favourites, or one already there: the API says which in Spanish.
      const conflict = isApiRequestError(failure) && failure.status === 409;
      setResult(
        conflict
          ? { severity: 'warning', message: apiErrorMessage(failure, TEXT.failed) }
          : { severity: 'error', message: TEXT.failed },
      );
      if (conflict && failure.errorCode === 'DuplicatedFavorite') await markFavorite(match.degree.id);
    } finally {
      setAdding(null);
    }
  };

  let body;
  if (testMissing) {
    body = (
      <EmptyState icon={<PsychologyAltRounded />} link={{ to: paths.interestTest.getHref(), label: TEXT.takeTest }}>
        {TEXT.noTest}
      </EmptyState>
    );
  } else if (error && !page) {
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  } else if (!page) {
    body = <CardGridSkeleton label={TEXT.loading} count={4} />;
  } else if (!page.rows.length) {
    body = (
      <EmptyState icon={<SearchOffRounded />} link={{ to: paths.explore.getHref(), label: TEXT.explore }}>
        {TEXT.empty}
      </EmptyState>
    );
  } else {
    body = (
      <>
        {/* Cards of at least 20rem, so that their figures read on one line. */}
        <CardGrid label={TEXT.list} minCard="20rem">
          {page.rows.map((match) => (
            <MatchCard
              key={match.degree.id}
              match={match}
              adding={adding === match.degree.id}
              onAddFavorite={(m) => void (adding === null && onAddFavorite(m))}
            />
          ))}
        </CardGrid>
        <PagePicker
          paging={[pageNumber, turnPage]}
          total={page.total}
          pageSize={MATCHES_PAGE_SIZE}
          label={TEXT.pager}
          color="primary"
        />
      </>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <title>{TEXT.pageTitle}</title>
      <CountedPageHeading
        headingRef={headingRef}
        title={TEXT.title}
        intro={TEXT.intro}
        count={page?.rows.length ? TEXT.count(page.total) : undefined}
      />
      {body}
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
