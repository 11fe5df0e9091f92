import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ARCO_MESSAGES } from '@tlp/shared/arco-messages';
import type { DataSharingState } from '@tlp/shared/consents';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DialogButtons } from '@/components/ui/action-buttons.tsx';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';
import { paths } from '@/config/paths.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { BOOKING_TEXT as TEXT } from '../messages.ts';
import { ConsentStates } from './consent-status.tsx';
import { useBirthDateForm } from './use-birth-date-form.tsx';

/** What the dialog ends with: the notice to show once the request is sent (held: said so). */
export interface BookingConfirmed {
  notice?: string;
}

interface BookingBodyProps {
  state: DataSharingState;
  campusName: string;
  bodyId: string;
  onCancel: () => void;
  onConfirm: (confirmed: BookingConfirmed) => void;
  onState: (state: DataSharingState) => void;
}

/**
 * What is shared and with whom, in the consent's own sentence (ARCO_MESSAGES.consentToShare, from
 * the one list of shared fields), then how the authorizations stand.
 */
function Summary({
  state,
  campusName,
  bodyId,
  held,
  unknownAge,
}: Pick<BookingBodyProps, 'state' | 'campusName' | 'bodyId'> & { held?: ReactNode; unknownAge?: ReactNode }) {
  return (
    <>
      <Typography id={bodyId} sx={{ mb: 2 }}>
        {ARCO_MESSAGES.consentToShare(campusName)}
      </Typography>
      {held ? (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {held}
        </Alert>
      ) : null}
      <ConsentStates state={state} unknownAge={unknownAge} />
    </>
  );
}

const MyDataLink = () => (
  <Link component={RouterLink} to={paths.myData.getHref()} sx={{ display: 'inline-block', mt: 2 }}>
    {TEXT.myData}
  </Link>
);

/** The age is known: one look, then 'Agendar reunión' (held requests said so first). */
function KnownAge({ state, campusName, bodyId, onCancel, onConfirm }: BookingBodyProps) {
  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <Summary
          state={state}
          campusName={campusName}
          bodyId={bodyId}
          held={state.shareable ? null : TEXT.held(campusName)}
        />
        <MyDataLink />
      </DialogContent>
      <DialogButtons
        onCancel={onCancel}
        label={TEXT.confirm}
        busyLabel={UI_TEXT.saving}
        busy={false}
        onClick={() => onConfirm(state.shareable ? {} : { notice: TEXT.heldNotice(campusName) })}
      />
    </>
  );
}

/** The age is unknown: the birth date (and a minor's guardian e-mail) is saved first, then the request goes. */
function UnknownAge({ state, campusName, bodyId, onCancel, onConfirm, onState }: BookingBodyProps) {
  const form = useBirthDateForm((next) => {
    onState(next);
    onConfirm(next.shareable ? {} : { notice: TEXT.heldNotice(campusName) });
  });
  const unknownAge = (
    <Box sx={{ display: 'grid', gap: 2, mt: 0.5 }}>
      <Typography>{TEXT.askBirthDate}</Typography>
      {form.fields}
    </Box>
  );
  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent) => void form.submit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        <Summary
          state={state}
          campusName={campusName}
          bodyId={bodyId}
          held={state.school.authorized ? TEXT.heldIfMinor(campusName) : TEXT.held(campusName)}
          unknownAge={unknownAge}
        />
        {form.failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {form.failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogButtons
        onCancel={onCancel}
        label={TEXT.confirmWithBirthDate}
        busyLabel={UI_TEXT.saving}
        busy={form.busy}
      />
    </Box>
  );
}

/**
 * 'Agendar reunión', before the first request and whenever the data cannot leave now: what the
 * campus receives, and how the school's and the guardian's authorizations stand (or the birth
 * date, when it is unknown). The request is recorded either way; a held one is said to wait.
 */
export function BookingDialog({
  open,
  campusName,
  state,
  error,
  onRetry,
  onCancel,
  onConfirm,
  onState,
}: {
  open: boolean;
  campusName: string;
  state: DataSharingState | undefined;
  error: unknown;
  onRetry: () => void;
  onCancel: () => void;
  onConfirm: (confirmed: BookingConfirmed) => void;
  onState: (state: DataSharingState) => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  let body: ReactNode;
  if (state) {
    const props = { state, campusName, bodyId, onCancel, onConfirm, onState };
    body = state.age === 'unknown' ? <UnknownAge {...props} /> : <KnownAge {...props} />;
  } else {
    body = (
      <>
        <DialogContent sx={{ pt: 0 }} id={bodyId}>
          {error ? (
            <BlockError message={TEXT.loadError} onRetry={onRetry} framed={false} />
          ) : (
            <BlockSkeleton label={TEXT.loading} rows={3} height={40} />
          )}
        </DialogContent>
        <DialogButtons
          onCancel={onCancel}
          label={TEXT.confirm}
          busyLabel={UI_TEXT.saving}
          busy={false}
          disabled
          onClick={() => {}}
        />
      </>
    );
  }
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
      {body}
    </Dialog>
  );
}
