import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';
import { useGuardianSummary } from '../api/get-guardian-summary.ts';
import { GUARDIAN_SUMMARY_TEXT as TEXT } from '../messages.ts';

const numbers = new Intl.NumberFormat('es-MX');

/**
 * How many of the school's students wait for a guardian's authorization, were refused, or have not
 * said their birth date (counselors and admins). Never who their guardians are.
 */
export function GuardianSummary({ highschoolId }: { highschoolId: number | string }) {
  const { summary, error, retry } = useGuardianSummary(highschoolId);
  let body;
  if (summary) {
    const tiles = [
      [TEXT.pending, summary.pending],
      [TEXT.refused, summary.refused],
      [TEXT.unknownAge, summary.unknown_age],
    ] as const;
    body = (
      <Box
        component="dl"
        aria-label={TEXT.label}
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {tiles.map(([label, n]) => (
          <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
            <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 700 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700 }}>
              {numbers.format(n)}
            </Box>
          </Box>
        ))}
      </Box>
    );
  } else if (error) {
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={TEXT.loading} rows={1} height={72} />;
  }
  return (
    <Box component="section" aria-labelledby="guardian-summary-heading">
      <Typography id="guardian-summary-heading" component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {TEXT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {TEXT.intro}
      </Typography>
      {body}
    </Box>
  );
}
