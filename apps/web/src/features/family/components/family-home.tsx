import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FamilyChild } from '@tlp/shared/family';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { CardHeading } from '@/components/ui/card-heading.tsx';
import { paths } from '@/config/paths.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { useFamilyChildren } from '../api/get-children.ts';
import { forgetFamilySession, mayHaveFamilySession } from '../api/session-hint.ts';
import { consentLine, FAMILY_TEXT as TEXT } from '../messages.ts';
import { FamilySignIn } from './family-sign-in-form.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import type { FamilyHomeState } from './use-sign-out.ts';

const noSession = (error: unknown) => isApiRequestError(error) && error.status === 401;

/** One child: their name, school and the consent as answered; the whole card opens their view. */
function ChildCard({ child }: { child: FamilyChild }) {
  const name = `${child.first_name} ${child.last_name}`;
  return (
    <Paper
      component={RouterLink}
      to={paths.familyChild.getHref(child.id)}
      aria-label={TEXT.seeChild(name)}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        color: 'inherit',
        textDecoration: 'none',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {child.highschool_name ? <Typography color="text.secondary">{child.highschool_name}</Typography> : null}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {consentLine(child.consent)}
        </Typography>
      </Box>
      <ChevronRightRounded aria-hidden="true" color="primary" />
    </Paper>
  );
}

function ChildrenList({ items }: { items: readonly FamilyChild[] }) {
  if (!items.length) return <EmptyNote>{TEXT.noChildren}</EmptyNote>;
  return (
    <Box
      component="ul"
      aria-label={TEXT.childrenTitle}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
    >
      {items.map((child) => (
        <li key={child.id}>
          <ChildCard child={child} />
        </li>
      ))}
    </Box>
  );
}

/**
 * /familia: with a family session, the guardian's children; without one (or after 'Salir'), the
 * form that mails a sign-in link. A browser that never opened one, or whose session ended by its
 * clock, gets the form without asking the API.
 */
export function FamilyHome() {
  const signedOut = (useLocation().state as FamilyHomeState | null)?.signedOut === true;
  const hinted = mayHaveFamilySession();
  const { children, error, retry } = useFamilyChildren(!signedOut && hinted);
  const ended = noSession(error);
  useEffect(() => {
    if (ended) forgetFamilySession();
  }, [ended]);
  if (signedOut || !hinted || ended) return <FamilySignIn signedOut={signedOut} />;
  return (
    <>
      {children ? <SignOutButton /> : null}
      <CardHeading title={TEXT.childrenTitle} intro={TEXT.childrenIntro} variant="h2" />
      {children ? (
        <ChildrenList items={children} />
      ) : error ? (
        <BlockError message={TEXT.loadError} onRetry={retry} />
      ) : (
        <BlockSkeleton label={TEXT.childrenLoading} rows={2} height={96} />
      )}
    </>
  );
}
