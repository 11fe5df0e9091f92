import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Degree, DegreePreferences } from '@tlp/shared/degrees';
import type { CurrentUser } from '@tlp/shared/users';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { EmptyState } from '@/components/card-grid/card-grid.tsx';
import { CountedPageHeading } from '@/components/ui/counted-page-heading.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';
import { paths } from '@/config/paths.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { compareList, useCompareList } from '@/lib/compare-list.ts';
import { comparedPreferencesKey, useComparedDegree } from '../api/get-compared-degree.ts';
import { COMPARE_TEXT as TEXT } from '../messages.ts';
import { CompareCards } from './compare-cards.tsx';
import { columnsOf, compareGroups, type CompareRow } from './compare-rows.tsx';
import { CompareTable } from './compare-table.tsx';
import { FavoriteCell } from './favorite-cell.tsx';

/** Adds the degree to the student's favourites (the favorites feature's call); throws the API's error. */
type AddFavorite = (userId: number, degreeId: number) => Promise<unknown>;

/** A 404 is a degree deleted since it was chosen: its column says so; anything else fails the page. */
const isGone = (error: unknown) => isApiRequestError(error) && error.status === 404;

/** Where the table has room for four degrees and their labels (MUI's md). */
const TABLE_FROM = '(min-width:900px)';

/**
 * /comparar: the degrees the student chose (up to 4): side by side in a table on a wide screen,
 * as cards one under the other on a phone; the same rows in both.
 */
export function ComparePage({ user, addFavorite }: { user: CurrentUser; addFavorite: AddFavorite }) {
  const ids = useCompareList(user.id);
  const wide = useMediaQuery(TABLE_FROM, { noSsr: true });
  /** The degree whose 'Agregar a favoritas' had the focus when pressed. */
  const focusOnFavorite = useRef<number | null>(null);
  const { mutate } = useSWRConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  // Always four slots (COMPARE_MAX), so the hooks run in the same order whatever is chosen.
  const slots = [
    useComparedDegree(ids[0] ?? null),
    useComparedDegree(ids[1] ?? null),
    useComparedDegree(ids[2] ?? null),
    useComparedDegree(ids[3] ?? null),
  ];
  const chosen = slots.filter((s) => s.id !== null);
  const failed = chosen.filter((s) => s.error && !isGone(s.error));
  const loading = chosen.some((s) => !s.degree && !s.error);

  const remove = (id: number, name: string) => {
    compareList.remove(user.id, id);
    // The column's button is gone: the focus goes to the page title.
    headingRef.current?.focus();
    setResult({ severity: 'info', message: TEXT.removed(name) });
  };

  const onAddFavorite = async (degree: Degree) => {
    setAdding(degree.id);
    try {
      await addFavorite(user.id, degree.id);
      setResult({ severity: 'success', message: TEXT.favoriteAdded });
      await mutate<DegreePreferences>(comparedPreferencesKey(degree.id), (p) => (p ? { ...p, is_favorite: true } : p));
    } catch (error) {
      const message = isApiRequestError(error) && error.status === 409 ? apiErrorMessage(error) : undefined;
      setResult({ severity: message ? 'warning' : 'error', message: message ?? TEXT.failed });
      void mutate(comparedPreferencesKey(degree.id));
    } finally {
      setAdding(null);
    }
  };

  let body;
  if (!chosen.length) {
    body = (
      <EmptyState icon={<CompareArrowsRounded />} link={{ to: paths.explore.getHref(), label: TEXT.explore }}>
        {TEXT.empty}
      </EmptyState>
    );
  } else if (failed.length) {
    body = <BlockError message={TEXT.loadError} onRetry={() => failed.forEach((s) => s.retry())} />;
  } else if (loading) {
    body = <BlockSkeleton label={TEXT.loading} rows={6} height={48} />;
  } else {
    const you: CompareRow[] = [
      {
        label: TEXT.favorite,
        cell: (d, c) => (
          <FavoriteCell
            degree={d}
            column={c}
            adding={adding}
            onAddFavorite={(degree) => void onAddFavorite(degree)}
            focusOn={focusOnFavorite}
          />
        ),
      },
      { label: TEXT.meeting, cell: (_, c) => (c.preferences?.is_meeting ? TEXT.hasMeeting : TEXT.noMeeting) },
    ];
    const Layout = wide ? CompareTable : CompareCards;
    body = <Layout columns={columnsOf(slots)} groups={compareGroups(you)} onRemove={remove} />;
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <title>{TEXT.pageTitle}</title>
      <CountedPageHeading
        headingRef={headingRef}
        title={TEXT.title}
        intro={TEXT.intro}
        count={chosen.length ? TEXT.count(chosen.length) : undefined}
      />
      {body}
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
