import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
import { columnsOf, CompareTable } from './compare-table.tsx';

/** Adds the degree to the student's favourites (the favorites feature's call); throws the API's error. */
type AddFavorite = (userId: number, degreeId: number) => Promise<unknown>;

/** A 404 is a degree deleted since it was chosen: its column says so; anything else fails the page. */
const isGone = (error: unknown) => isApiRequestError(error) && error.status === 404;

/** /comparar: the degrees the student chose (up to 4), side by side. */
export function ComparePage({ user, addFavorite }: { user: CurrentUser; addFavorite: AddFavorite }) {
  const ids = useCompareList(user.id);
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
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, display: { md: 'none' } }}>
          {TEXT.scrollHint}
        </Typography>
        <CompareTable
          columns={columnsOf(slots)}
          onRemove={remove}
          onAddFavorite={(d) => void onAddFavorite(d)}
          adding={adding}
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
        count={chosen.length ? TEXT.count(chosen.length) : undefined}
      />
      {body}
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
