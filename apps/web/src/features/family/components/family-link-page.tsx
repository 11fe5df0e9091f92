import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FocusedHeading, linkPageCardSx } from '@/components/ui/focused-heading.tsx';
import { paths } from '@/config/paths.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { familyChildrenKey } from '../api/get-children.ts';
import { openFamilySession } from '../api/open-session.ts';
import { FAMILY_TEXT as TEXT } from '../messages.ts';
import { FamilySignInForm } from './family-sign-in-form.tsx';

/** A link that does not work (404, 410), in the server's words, with the form for a new one. */
function DeadLink({ error }: { error: unknown }) {
  const gone = isApiRequestError(error) && error.status === 410;
  return (
    <Paper elevation={0} sx={linkPageCardSx}>
      <Box aria-hidden="true" sx={{ color: 'error.main', mb: 1, '& svg': { fontSize: 48 } }}>
        <LinkOffRounded />
      </Box>
      <FocusedHeading>{gone ? TEXT.goneTitle : TEXT.notFoundTitle}</FocusedHeading>
      <Typography sx={{ mb: 3 }}>{apiErrorMessage(error, '')}</Typography>
      <FamilySignInForm />
    </Paper>
  );
}

const isDeadLink = (error: unknown) => isApiRequestError(error) && (error.status === 404 || error.status === 410);

/**
 * /familia/{token}, the mailed link: exchanges it once for a session, then goes to /familia (the
 * children), replacing this address so the token stays out of the history. A used, expired or
 * unknown link says so and offers a new one at once.
 */
export function FamilyLinkPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const revalidate = useRevalidatePaths();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    openFamilySession(token).then(
      async () => {
        await revalidate(familyChildrenKey);
        if (live) void navigate(paths.family.getHref(), { replace: true });
      },
      (e: unknown) => {
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, navigate, revalidate]);

  if (isDeadLink(error)) return <DeadLink error={error} />;
  if (error) {
    return (
      <Paper elevation={0} sx={linkPageCardSx}>
        <FocusedHeading>{TEXT.failedTitle}</FocusedHeading>
        <Typography sx={{ mb: 2 }}>{apiErrorMessage(error, TEXT.failedBody, (e) => e.status === 429)}</Typography>
        <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>
          {UI_TEXT.retry}
        </Button>
      </Paper>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>{TEXT.opening}</Typography>
    </Box>
  );
}
