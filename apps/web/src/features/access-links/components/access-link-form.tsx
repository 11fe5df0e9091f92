import { zodResolver } from '@hookform/resolvers/zod';
import { EXPIRY_MAX_YEARS } from '@tlp/shared/dates';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { TextInput } from '@/components/ui/text-input.tsx';
import { accessLinkFormSchema, type AccessLinkFormValues } from '../access-link-form-schema.ts';
import { AL_TEXT as TEXT } from '../messages.ts';
import { todayIso } from '../share-link.ts';

interface AccessLinkFormProps {
  initial: AccessLinkFormValues;
  /** seats_used of the link being edited; 0 when creating. */
  seatsUsed: number;
  submitLabel: string;
  cancelHref: string;
  /** Problems of the last submit (the spec's failure message). */
  failure: string | null;
  onSubmit: (values: { seats: number; name: string; date: string }) => Promise<void>;
  editing?: boolean;
}

/** The last day an expiry may name (the shared rule: 5 years from today). */
const latestExpiry = (today: string) => `${Number(today.slice(0, 4)) + EXPIRY_MAX_YEARS}${today.slice(4)}`;

/** The fields of an access link: seats, optional name, optional expiry date. */
export function AccessLinkForm({
  initial,
  seatsUsed,
  submitLabel,
  cancelHref,
  failure,
  onSubmit,
  editing = false,
}: AccessLinkFormProps) {
  const today = todayIso();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccessLinkFormValues>({
    resolver: zodResolver(
      accessLinkFormSchema({
        minSeats: Math.max(1, seatsUsed),
        usedSeats: seatsUsed,
        today,
        ...(editing && initial.date ? { unchangedDate: initial.date } : {}),
      }),
    ),
    defaultValues: initial,
  });

  const { ref: dateRef, ...dateProps } = register('date');

  const submit = handleSubmit(async (values) => {
    await onSubmit({ seats: Number(values.seats.trim()), name: values.name.trim(), date: values.date });
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextInput
        label={TEXT.seatsField}
        required
        type="number"
        {...register('seats')}
        inputProps={{ min: Math.max(1, seatsUsed), step: 1, inputMode: 'numeric' }}
        error={!!errors.seats}
        helperText={errors.seats?.message ?? (seatsUsed > 0 ? TEXT.seatsUsedHint(seatsUsed) : TEXT.seatsHint)}
      />
      <TextInput
        label={TEXT.nameField}
        {...register('name')}
        inputProps={{ maxLength: 100 }}
        error={!!errors.name}
        helperText={errors.name?.message ?? TEXT.nameHint}
      />
      <TextField
        label={TEXT.dateField}
        type="date"
        {...dateProps}
        inputRef={dateRef}
        fullWidth
        error={!!errors.date}
        helperText={errors.date?.message ?? TEXT.dateHint}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: latestExpiry(today) } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={cancelHref} disabled={isSubmitting}>
          {TEXT.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {isSubmitting ? TEXT.saving : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
