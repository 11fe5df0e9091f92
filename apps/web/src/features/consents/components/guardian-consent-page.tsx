import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DoNotDisturbOnRounded from '@mui/icons-material/DoNotDisturbOnRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GuardianConsentView, GuardianDecision } from '@tlp/shared/consents';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { SHARED_FIELD_LABELS } from '@tlp/shared/shared-fields';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { FocusedHeading, linkPageCardSx } from '@/components/ui/focused-heading.tsx';
import { paths } from '@/config/paths.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { decideGuardianConsent, useGuardianConsent } from '../api/guardian-consent.ts';
import { GUARDIAN_PAGE_TEXT as TEXT } from '../guardian-page-messages.ts';

/** Where the page ends: the answer given, or a link that does not work. */
function Outcome({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'neutral' | 'error';
  title: string;
  children: ReactNode;
}) {
  const Icon = tone === 'success' ? CheckCircleRounded : tone === 'neutral' ? DoNotDisturbOnRounded : LinkOffRounded;
  const color = tone === 'success' ? 'success.main' : tone === 'neutral' ? 'text.secondary' : 'error.main';
  return (
    <Paper elevation={0} sx={{ ...linkPageCardSx, textAlign: 'center' }}>
      <Box aria-hidden="true" sx={{ color, mb: 1, '& svg': { fontSize: 56 } }}>
        <Icon />
      </Box>
      <FocusedHeading>{title}</FocusedHeading>
      <Box sx={{ display: 'grid', gap: 1.5, color: 'text.secondary' }}>{children}</Box>
    </Paper>
  );
}

/** Where a guardian signs in to see their child's activity or withdraw (the family view). */
function FamilyViewLink() {
  return (
    <Link component={RouterLink} to={paths.family.getHref()} sx={{ display: 'inline-block', mt: 1, fontWeight: 700 }}>
      {TEXT.familyView}
    </Link>
  );
}

/** The answer, once given (now, or before this visit). */
function Answered({ status, firstName }: { status: GuardianDecision; firstName: string }) {
  const granted = status === 'granted';
  return (
    <Outcome tone={granted ? 'success' : 'neutral'} title={granted ? TEXT.grantedTitle : TEXT.refusedTitle}>
      <Typography>{granted ? TEXT.grantedBody(firstName) : TEXT.refusedBody(firstName)}</Typography>
      <Typography>{granted ? TEXT.withdrawBody : TEXT.changeMind}</Typography>
      {granted ? <FamilyViewLink /> : null}
      <Typography>{TEXT.canClose}</Typography>
    </Outcome>
  );
}

/** A link the API does not know (404) or no longer takes (410), in the server's own words. */
function DeadLink({ error }: { error: unknown }) {
  const gone = isApiRequestError(error) && error.status === 410;
  return (
    <Outcome tone="error" title={gone ? TEXT.goneTitle : TEXT.notFoundTitle}>
      <Typography>{apiErrorMessage(error, gone ? TEXT.goneBody : TEXT.notFoundBody)}</Typography>
    </Outcome>
  );
}

const isDeadLink = (error: unknown) => isApiRequestError(error) && (error.status === 404 || error.status === 410);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What is asked: who, what, with whom, why, how to take it back; then the two answers. */
function Request({
  consent,
  onDecide,
  busy,
  failure,
}: {
  consent: GuardianConsentView;
  onDecide: (decision: GuardianDecision) => void;
  busy: GuardianDecision | null;
  failure: string | null;
}) {
  const { student } = consent;
  const school = [student.highschool_name, student.highschool_city].filter(Boolean).join(', ') || null;
  return (
    <Paper elevation={0} sx={linkPageCardSx}>
      <Typography component="h1" variant="h3" sx={{ mb: 1.5 }}>
        {TEXT.title(student.first_name)}
      </Typography>
      <Typography>{TEXT.intro(`${student.first_name} ${student.last_name}`, school)}</Typography>
      <Section title={TEXT.what}>
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.25 }}>
          {consent.fields.map((f) => (
            <li key={f}>{SHARED_FIELD_LABELS[f]}</li>
          ))}
        </Box>
      </Section>
      <Section title={TEXT.who}>
        <Typography>{consent.recipients}</Typography>
      </Section>
      <Section title={TEXT.why}>
        <Typography>{consent.purpose}</Typography>
        <Typography sx={{ mt: 1 }}>{TEXT.nothingElse}</Typography>
      </Section>
      <Section title={TEXT.withdraw}>
        <Typography>{TEXT.withdrawBody}</Typography>
        <FamilyViewLink />
      </Section>
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        {TEXT.expires(formatLongDate(consent.expires_at))}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Box
        role="group"
        aria-label={TEXT.decisionLabel}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 3 }}
      >
        <BusyButton
          busy={busy === 'granted'}
          disabled={busy !== null}
          variant="contained"
          color="primary"
          size="large"
          startIcon={<CheckCircleRounded />}
          onClick={() => onDecide('granted')}
          sx={{ minHeight: 52, flex: { sm: 1 } }}
        >
          {busy === 'granted' ? UI_TEXT.saving : TEXT.grant}
        </BusyButton>
        <BusyButton
          busy={busy === 'refused'}
          disabled={busy !== null}
          variant="outlined"
          color="primary"
          size="large"
          startIcon={<DoNotDisturbOnRounded />}
          onClick={() => onDecide('refused')}
          sx={{ minHeight: 52, flex: { sm: 1 } }}
        >
          {busy === 'refused' ? UI_TEXT.saving : TEXT.refuse}
        </BusyButton>
      </Box>
    </Paper>
  );
}

/**
 * /autorizacion/{token} (public, no session): a parent or guardian authorizes, or not, that their
 * child's data reaches the universities it asks meetings of. One tap answers; the answer then
 * shows plainly. A used or expired link (410) and an unknown one (404) say so.
 */
export function GuardianConsentPage({ token }: { token: string }) {
  const { consent, error, retry } = useGuardianConsent(token);
  const [busy, setBusy] = useState<GuardianDecision | null>(null);
  const [answered, setAnswered] = useState<GuardianDecision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deadError, setDeadError] = useState<unknown>(null);

  const decide = async (decision: GuardianDecision) => {
    setBusy(decision);
    setFailure(null);
    try {
      const { status } = await decideGuardianConsent(token, decision);
      setAnswered(status);
    } catch (e) {
      if (isDeadLink(e)) setDeadError(e);
      else setFailure(apiErrorMessage(e, TEXT.saveError, (err) => err.status === 429));
    } finally {
      setBusy(null);
    }
  };

  if (deadError) return <DeadLink error={deadError} />;
  if (consent) {
    const status = answered ?? (consent.status === 'pending' ? null : consent.status);
    if (status) return <Answered status={status} firstName={consent.student.first_name} />;
    return <Request consent={consent} onDecide={(d) => void decide(d)} busy={busy} failure={failure} />;
  }
  if (isDeadLink(error)) return <DeadLink error={error} />;
  if (error) {
    return (
      <Outcome tone="error" title={TEXT.loadErrorTitle}>
        <Typography>{TEXT.loadErrorBody}</Typography>
        <Box>
          <Button variant="contained" onClick={retry}>
            {UI_TEXT.retry}
          </Button>
        </Box>
      </Outcome>
    );
  }
  return (
    <Paper elevation={0} role="status" sx={linkPageCardSx}>
      <Box component="span" sx={visuallyHidden}>
        {TEXT.loading}
      </Box>
      {/* Plain grey blocks: MUI's Skeleton would bring the signed-in screens' chunk to this page. */}
      {[48, 96, 160].map((height) => (
        <Box key={height} aria-hidden="true" sx={{ height, mt: 2, borderRadius: 1, bgcolor: 'action.hover' }} />
      ))}
    </Paper>
  );
}
