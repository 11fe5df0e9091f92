import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DoNotDisturbOnRounded from '@mui/icons-material/DoNotDisturbOnRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DataSharingState, GuardianStatus } from '@tlp/shared/consents';
import { SHARED_FIELD_LABELS, type SharedField } from '@tlp/shared/shared-fields';
import type { ReactNode } from 'react';
import { CONSENT_TEXT, GUARDIAN_STATUS_TEXT, schoolText } from '../messages.ts';

type Tone = 'ok' | 'wait' | 'no' | 'ask';

const TONES: Record<Tone, { Icon: typeof CheckCircleRounded; color: string }> = {
  ok: { Icon: CheckCircleRounded, color: 'success.main' },
  wait: { Icon: HourglassTopRounded, color: '#8a4b00' },
  no: { Icon: DoNotDisturbOnRounded, color: 'error.main' },
  ask: { Icon: HelpOutlineRounded, color: 'primary.main' },
};

const GUARDIAN_TONE: Record<GuardianStatus, Tone> = {
  pending: 'wait',
  granted: 'ok',
  refused: 'no',
  withdrawn: 'no',
  expired: 'wait',
};

/** One state with its icon: what it is about, then how it stands (and what can be done). */
export function StatusRow({ tone, label, children }: { tone: Tone; label: string; children: ReactNode }) {
  const { Icon, color } = TONES[tone];
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      <Icon aria-hidden="true" sx={{ color, mt: '2px', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** The fields a university receives, as the one list names them (SHARED_FIELDS). */
export function SharedFieldChips({ fields, label }: { fields: readonly SharedField[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {fields.map((f) => (
        <li key={f}>
          <Chip size="small" label={SHARED_FIELD_LABELS[f]} />
        </li>
      ))}
    </Box>
  );
}

/**
 * The school's authorization and, by the student's age, their own consent, the guardian's answer
 * (with what can be done about it: `guardianActions`) or the question of the birth date.
 */
export function ConsentStates({
  state,
  guardianActions,
  unknownAge,
}: {
  state: DataSharingState;
  guardianActions?: ReactNode;
  /** What shows when the age is unknown (a form, a button); the sentence alone without it. */
  unknownAge?: ReactNode;
}) {
  const { school, guardian } = state;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      <StatusRow tone={school.authorized ? 'ok' : 'wait'} label={CONSENT_TEXT.schoolLabel}>
        <Typography>{schoolText(school)}</Typography>
      </StatusRow>
      {state.age === 'adult' ? (
        <StatusRow tone="ok" label={CONSENT_TEXT.ageLabel}>
          <Typography>{CONSENT_TEXT.adult}</Typography>
        </StatusRow>
      ) : null}
      {state.age === 'unknown' ? (
        <StatusRow tone="ask" label={CONSENT_TEXT.ageLabel}>
          {unknownAge ?? <Typography>{CONSENT_TEXT.unknownAge}</Typography>}
        </StatusRow>
      ) : null}
      {state.age === 'minor' ? (
        <StatusRow tone={guardian ? GUARDIAN_TONE[guardian.status] : 'wait'} label={CONSENT_TEXT.guardianLabel}>
          <Typography>{GUARDIAN_STATUS_TEXT[guardian?.status ?? 'pending']}</Typography>
          {guardian ? (
            <Typography color="text.secondary" variant="body2">
              {CONSENT_TEXT.sentTo(guardian.email_masked, guardian.sent_at)}
            </Typography>
          ) : null}
          {guardianActions}
        </StatusRow>
      ) : null}
    </Box>
  );
}
