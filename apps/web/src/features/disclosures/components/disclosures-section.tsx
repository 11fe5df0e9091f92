import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { legalBasisText } from '@tlp/shared/consents';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { BlockSkeleton, SectionBody } from '@/components/ui/section-states.tsx';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { useDisclosures } from '../api/get-disclosures.ts';
import { disclosureSentence, DISCLOSURES_TEXT as TEXT } from '../messages.ts';

/** Its own card, or (`nested`) a part under a heading of another section ('Mis datos' of a student). */
function Frame({ nested, children }: { nested: boolean; children: ReactNode }) {
  if (!nested) return <SectionCard title={TEXT.title}>{children}</SectionCard>;
  return (
    <Box component="section" aria-labelledby="disclosures-heading">
      <Typography id="disclosures-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
        {TEXT.title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * 'Con quién compartimos tus datos': the caller's own disclosure ledger in plain Spanish, newest
 * first, 20 at a time with 'Ver más', each event with its legal basis (whose consent, and the
 * school's authorization).
 */
export function DisclosuresSection({ nested = false }: { nested?: boolean }) {
  const { rows, error, retry, hasMore, more, loadingMore } = useDisclosures();
  return (
    <Frame nested={nested}>
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
                  <LegalBasis text={legalBasisText(event)} />
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
    </Frame>
  );
}

function LegalBasis({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      <Box component="span" sx={{ fontWeight: 700 }}>
        {TEXT.legalBasisLabel}
      </Box>{' '}
      {text}
    </Typography>
  );
}
