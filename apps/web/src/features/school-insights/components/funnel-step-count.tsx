import Box from '@mui/material/Box';
import { formatCount, formatRate } from '../format.ts';
import type { FunnelCounts } from '../types.ts';

/** The steps after the notebooks, in order; a group has no notebooks of its own. */
export const STUDENT_STEPS = [
  'registered',
  'onboarded',
  'with_favorite',
  'with_meeting',
  'booked',
  'attended',
] as const;
export type StudentStep = (typeof STUDENT_STEPS)[number];

/** The count before `step`, whose share its rate is: the notebooks before the first (null in a group). */
export function previousCount(counts: FunnelCounts, step: StudentStep): number | null {
  const i = STUDENT_STEPS.indexOf(step);
  return i === 0 ? counts.notebooks : counts[STUDENT_STEPS[i - 1]!];
}

/** A step's count in a table cell and, with a step before it, its share of that one: '10 (50 %)'. */
export function FunnelStepCount({ counts, step }: { counts: FunnelCounts; step: StudentStep }) {
  const before = previousCount(counts, step);
  return (
    <>
      {formatCount(counts[step])}
      {before !== null ? (
        <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {` (${formatRate(counts[step], before)})`}
        </Box>
      ) : null}
    </>
  );
}
