import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Meeting } from '@tlp/shared/meetings';
import type { MeetingSlot } from '@tlp/shared/slots';
import { useId, useState, type FormEvent } from 'react';
import { DialogButtons } from '@/components/ui/action-buttons.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { useViewerTimeZone } from '@/lib/current-user.ts';
import { formatInZone } from '@/lib/zoned-time.ts';
import { bookSlot } from '../api/book-slot.ts';
import { useOpenSlots } from '../api/get-open-slots.ts';
import { SLOT_PICKER_TEXT as TEXT } from '../messages.ts';

interface SlotPickerProps {
  userId: number;
  /** The request to book (or move); null while closed. */
  meeting: Meeting | null;
  onClose: () => void;
  /** Said once booked ('¡Listo! Reservaste tu horario'). */
  onBooked: (message: string) => void;
}

function SlotChoices({
  slots,
  current,
  labelledBy,
  value,
  onChange,
}: {
  slots: readonly MeetingSlot[];
  current: number | null;
  labelledBy: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const viewerZone = useViewerTimeZone();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ gap: 1 }}
    >
      {slots.map((slot) => {
        const isCurrent = slot.id === current;
        const full = slot.seats_left <= 0;
        return (
          <FormControlLabel
            key={slot.id}
            value={String(slot.id)}
            disabled={isCurrent || full}
            control={<Radio />}
            sx={{ m: 0, p: 1, pr: 2, border: 1, borderColor: 'divider', borderRadius: 2, alignItems: 'flex-start' }}
            label={
              <Box sx={{ pt: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {formatInZone(slot.starts_at, viewerZone ?? slot.time_zone)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${TEXT.duration(slot.minutes)} · ${isCurrent ? TEXT.current : TEXT.seatsLeft(slot.seats_left)}`}
                </Typography>
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}

/**
 * 'Elige un horario' / 'Cambiar horario': the campus's open slots, one to pick, then PUT
 * /meetings/{id}/slot. A slot that filled meanwhile (409 SlotFull) is said so and the list is
 * asked again; any other refusal shows the server's sentence.
 */
export function SlotPickerDialog({ userId, meeting, onClose, onBooked }: SlotPickerProps) {
  const titleId = useId();
  const listId = useId();
  // Kept while the dialog fades out.
  const [shown, setShown] = useState(meeting);
  if (meeting && meeting !== shown) setShown(meeting);
  const { slots, error, retry, mutate } = useOpenSlots(meeting ? meeting.campusId : null);
  const [choice, setChoice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const moving = !!shown?.slot;

  const reset = () => {
    setChoice('');
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!meeting || busy) return;
    if (!choice) {
      setFailure(TEXT.noChoice);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await bookSlot(userId, meeting.id, Number(choice));
      onBooked(moving ? TEXT.moved : TEXT.booked);
      onClose();
    } catch (err) {
      if (isApiRequestError(err) && err.errorCode === 'SlotFull') {
        setFailure(TEXT.full);
        setChoice('');
        void mutate();
      } else {
        setFailure(apiErrorMessage(err, TEXT.failed));
        if (isApiRequestError(err) && err.status === 409) void mutate();
      }
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (slots) {
    body = slots.length ? (
      <SlotChoices
        slots={slots}
        current={shown?.slot?.id ?? null}
        labelledBy={listId}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setFailure(null);
        }}
      />
    ) : (
      <EmptyNote>{TEXT.empty}</EmptyNote>
    );
  } else if (error) {
    body = <BlockError message={TEXT.error} onRetry={retry} framed={false} />;
  } else {
    body = <BlockSkeleton label={TEXT.loading} rows={3} height={64} />;
  }

  return (
    <Dialog
      open={meeting !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>{moving ? TEXT.changeTitle : TEXT.title}</DialogTitle>
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
          <Typography id={listId}>{shown ? TEXT.intro(shown.campus, shown.degree) : ''}</Typography>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {body}
        </DialogContent>
        <DialogButtons
          onCancel={onClose}
          label={TEXT.book}
          busyLabel={TEXT.booking}
          busy={busy}
          disabled={!slots?.length}
        />
      </Box>
    </Dialog>
  );
}
