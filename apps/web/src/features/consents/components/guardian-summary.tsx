import ListRounded from '@mui/icons-material/ListRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GuardianWaitState } from '@tlp/shared/consents';
import { mxNumber } from '@tlp/shared/mx-numbers';
import { useRef, useState } from 'react';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';
import { useGuardianSummary } from '../api/get-guardian-summary.ts';
import { GUARDIAN_LIST_TEXT as LIST_TEXT, GUARDIAN_SUMMARY_TEXT as TEXT } from '../messages.ts';
import { GuardianStudentsDialog } from './guardian-students-dialog.tsx';

/**
 * How many of the school's students wait for a guardian's authorization, were refused, or have not
 * said their birth date (counselors and admins); each count above zero opens its students ('Ver
 * estudiantes'), with a resend for each. Never who their guardians are, only a masked address.
 */
export function GuardianSummary({ highschoolId }: { highschoolId: number | string }) {
  const { summary, error, retry } = useGuardianSummary(highschoolId);
  const [open, setOpen] = useState<GuardianWaitState | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  let body;
  if (summary) {
    const tiles = [
      ['pending', TEXT.pending, summary.pending],
      ['refused', TEXT.refused, summary.refused],
      ['unknown_age', TEXT.unknownAge, summary.unknown_age],
    ] as const;
    body = (
      <Box
        component="dl"
        aria-label={TEXT.label}
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {tiles.map(([state, label, n]) => (
          <Box
            key={state}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 1.5,
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 700 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700 }}>
              {mxNumber(n)}
            </Box>
            {n > 0 ? (
              <Box component="dd" sx={{ m: 0, mt: 'auto', pt: 0.5 }}>
                <Button
                  size="small"
                  startIcon={<ListRounded aria-hidden="true" />}
                  aria-label={LIST_TEXT.openLabel[state]}
                  aria-haspopup="dialog"
                  onClick={() => setOpen(state)}
                  sx={{ ml: -0.5 }}
                >
                  {LIST_TEXT.open}
                </Button>
              </Box>
            ) : null}
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
      <Typography
        id="guardian-summary-heading"
        ref={heading}
        tabIndex={-1}
        component="h3"
        variant="h6"
        sx={{ mb: 0.5, outline: 'none' }}
      >
        {TEXT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {TEXT.intro}
      </Typography>
      {body}
      <GuardianStudentsDialog
        highschoolId={highschoolId}
        state={open}
        onClose={() => setOpen(null)}
        onClosed={() => {
          // The count that opened it may be zero now (its button gone): the focus goes back to the section.
          if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
        }}
      />
    </Box>
  );
}
