import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { useInterests } from '../api/get-interests.ts';
import { formatCount } from '../format.ts';
import { INTERESTS_TEXT as TEXT } from '../messages.ts';
import type { InterestBucket } from '../types.ts';
import { InsightSection } from './insight-section.tsx';

/** One list of buckets as horizontal bars, each as long as its share of the largest. */
function BarList({ title, buckets }: { title: string; buckets: readonly InterestBucket[] }) {
  const id = useId();
  const top = Math.max(1, ...buckets.map((b) => b.students));
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {buckets.length === 0 ? (
        <Typography color="text.secondary">{TEXT.noneHere}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {buckets.map((bucket) => (
            <Box component="li" key={bucket.id ?? 'others'}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {bucket.name}
                </Typography>
                <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {TEXT.students(bucket.students, formatCount(bucket.students))}
                </Typography>
              </Box>
              <Box aria-hidden="true" sx={{ mt: 0.5, height: 10, borderRadius: 5, bgcolor: 'action.hover' }}>
                <Box
                  sx={{
                    height: '100%',
                    borderRadius: 5,
                    width: `${Math.max(2, Math.round((bucket.students / top) * 100))}%`,
                    bgcolor: bucket.id === null ? 'text.disabled' : 'primary.main',
                  }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** 'Intereses' (the school's orienter, admins): the areas, degrees and cities of the students' choices. */
export function InterestsSection({ highschoolId }: { highschoolId: number | string }) {
  const { interests, error, retry } = useInterests(highschoolId);
  const empty =
    interests && interests.areas.length === 0 && interests.degrees.length === 0 && interests.cities.length === 0;
  return (
    <InsightSection title={TEXT.title} intro={interests && !empty ? TEXT.intro : undefined}>
      {!interests ? (
        error ? (
          <BlockError message={TEXT.error} onRetry={retry} />
        ) : (
          <BlockSkeleton label={TEXT.loading} rows={1} height={220} />
        )
      ) : empty ? (
        <EmptyNote>{TEXT.empty}</EmptyNote>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            <BarList title={TEXT.areas} buckets={interests.areas} />
            <BarList title={TEXT.degrees} buckets={interests.degrees} />
            <BarList title={TEXT.cities} buckets={interests.cities} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {TEXT.note}
          </Typography>
        </>
      )}
    </InsightSection>
  );
}
