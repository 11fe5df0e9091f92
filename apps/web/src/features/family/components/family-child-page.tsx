import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FamilyChildDetail } from '@tlp/shared/family';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';
import { CardHeading } from '@/components/ui/card-heading.tsx';
import { paths } from '@/config/paths.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { useFamilyChild } from '../api/get-child.ts';
import { forgetFamilySession } from '../api/session-hint.ts';
import { disclosureSentence, FAMILY_TEXT as TEXT, legalBasisSentence, MEETING_STATE_TEXT } from '../messages.ts';
import { SignOutButton } from './sign-out-button.tsx';
import { WithdrawConsent } from './withdraw-consent.tsx';

const listSx = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 } as const;
const itemSx = { borderLeft: 3, borderColor: 'primary.main', pl: 1.5, overflowWrap: 'anywhere' } as const;

/** A list of the view, named by its section's title, or what it says when empty. */
function Items<T>({
  label,
  items,
  empty,
  children,
}: {
  label: string;
  items: readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (!items.length) return <Typography>{empty}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={listSx}>
      {items.map((item, i) => (
        <Box component="li" key={i} sx={itemSx}>
          {children(item)}
        </Box>
      ))}
    </Box>
  );
}

function ChildView({ child }: { child: FamilyChildDetail }) {
  const { disclosures, disclosures_total: total } = child;
  return (
    <>
      <SignOutButton />
      <PageHeading
        backHref={paths.family.getHref()}
        backLabel={TEXT.back}
        title={`${child.first_name} ${child.last_name}`}
        intro={child.highschool_name ?? ''}
        spaced
      />
      <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 } }}>
        <SectionCard title={TEXT.withdrawTitle}>
          <WithdrawConsent child={child} />
        </SectionCard>
        <SectionCard title={TEXT.favoritesTitle}>
          <Items label={TEXT.favoritesTitle} items={child.favorites} empty={TEXT.noFavorites}>
            {(f) => (
              <>
                <Typography sx={{ fontWeight: 700 }}>{f.degree}</Typography>
                <Typography color="text.secondary">{f.campus}</Typography>
              </>
            )}
          </Items>
        </SectionCard>
        <SectionCard title={TEXT.meetingsTitle}>
          <Items label={TEXT.meetingsTitle} items={child.meetings} empty={TEXT.noMeetings}>
            {(m) => (
              <>
                <Typography sx={{ fontWeight: 700 }}>{m.degree}</Typography>
                <Typography color="text.secondary">
                  {m.campus} · {TEXT.askedOn(m.created_at)}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={m.state === 'shared' ? 'primary' : 'default'}
                  label={MEETING_STATE_TEXT[m.state]}
                  sx={{
                    mt: 0.75,
                    maxWidth: '100%',
                    height: 'auto',
                    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                  }}
                />
              </>
            )}
          </Items>
        </SectionCard>
        <SectionCard title={TEXT.disclosuresTitle}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {TEXT.disclosuresIntro}
          </Typography>
          <Items label={TEXT.disclosuresTitle} items={disclosures} empty={TEXT.noDisclosures}>
            {(event) => (
              <>
                <Typography>{disclosureSentence(event)}</Typography>
                {legalBasisSentence(event) ? (
                  <Typography variant="body2" color="text.secondary">
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {TEXT.legalBasisLabel}
                    </Box>{' '}
                    {legalBasisSentence(event)}
                  </Typography>
                ) : null}
              </>
            )}
          </Items>
          {total > disclosures.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {TEXT.moreDisclosures(disclosures.length, total)}
            </Typography>
          ) : null}
        </SectionCard>
      </Box>
    </>
  );
}

/** Not the guardian's child (404), or the session ended (401): said plainly, with the way on. */
function Missing({ title, body, to, action }: { title: string; body: string; to: string; action: string }) {
  return (
    <Box sx={{ py: 2 }}>
      <CardHeading title={title} intro={body} variant="h3" />
      <Button variant="contained" component={RouterLink} to={to}>
        {action}
      </Button>
    </Box>
  );
}

/** /familia/hijos/{id}: one child's view, read only, and the guardian's consent (null: not an id). */
export function FamilyChildPage({ childId }: { childId: number | null }) {
  const { child, error, retry } = useFamilyChild(childId);
  const ended = isApiRequestError(error) && error.status === 401;
  useEffect(() => {
    if (ended) forgetFamilySession();
  }, [ended]);
  if (child) return <ChildView child={child} />;
  if (childId === null)
    return (
      <Missing
        title={TEXT.notFoundChildTitle}
        body={TEXT.notFoundChildBody}
        to={paths.family.getHref()}
        action={TEXT.back}
      />
    );
  if (ended)
    return (
      <Missing
        title={TEXT.sessionEndedTitle}
        body={apiErrorMessage(error, '')}
        to={paths.family.getHref()}
        action={TEXT.newLink}
      />
    );
  if (isApiRequestError(error) && error.status === 404)
    return (
      <Missing
        title={TEXT.notFoundChildTitle}
        body={apiErrorMessage(error, TEXT.notFoundChildBody)}
        to={paths.family.getHref()}
        action={TEXT.back}
      />
    );
  if (error) return <BlockError message={TEXT.loadError} onRetry={retry} />;
  return <BlockSkeleton label={TEXT.childLoading} rows={3} height={120} />;
}
