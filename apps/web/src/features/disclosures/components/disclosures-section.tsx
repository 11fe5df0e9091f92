import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { BlockSkeleton, SectionBody } from '@/components/ui/section-states.tsx';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { useDisclosures } from '../api/get-disclosures.ts';
import { disclosureSentence, DISCLOSURES_TEXT as TEXT } from '../messages.ts';

/**
 * 'Con quién compartimos tus datos': the caller's own disclosure ledger in plain Spanish, newest
 * first, 20 at a time with 'Ver más'.
 */
export function DisclosuresSection() {
  const { rows, error, retry, hasMore, more, loadingMore } = useDisclosures();
  return (
    <SectionCard title={TEXT.title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {TEXT.intro}
      </Typography>
      <SectionBody
        data={rows}
        error={error}
        errorMessage={TEXT.error}
        onRetry={retry}
        loading={<BlockSkeleton label={TEXT.loading} rows={2} height={40} />}
        empty={<Typography>{TEXT.empty}</Typography>}
      >
        {(events) => (
          <>
            <Box
              component="ul"
              aria-label={TEXT.listLabel}
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
            >
              {events.map((event) => (
                <Box
                  component="li"
                  key={event.id}
                  sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, overflowWrap: 'anywhere' }}
                >
                  <Typography>{disclosureSentence(event)}</Typography>
                </Box>
              ))}
            </Box>
            {hasMore ? (
              <BusyButton busy={loadingMore} variant="outlined" onClick={more} sx={{ mt: 2 }}>
                {loadingMore ? TEXT.loadingMore : TEXT.more}
              </BusyButton>
            ) : null}
          </>
        )}
      </SectionBody>
    </SectionCard>
  );
}
