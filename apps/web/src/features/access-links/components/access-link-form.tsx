import { zodResolver } from '@hookform/resolvers/zod';
import { EXPIRY_MAX_YEARS } from '@tlp/shared/dates';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { FormButtons } from '@/components/ui/action-buttons.tsx';
import { showNotice } from '@/components/ui/flash-notice.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { accessLinkFormSchema, type AccessLinkFormValues } from '../access-link-form-schema.ts';
import { AL_TEXT as TEXT } from '../messages.ts';
import { accessLinksKey, ownerHref, type AccessLinkOwner } from '../owner.ts';
import { todayIso } from '../share-link.ts';

interface AccessLinkFormProps {
  initial: AccessLinkFormValues;
  /** seats_used of the link being edited; 0 when creating. */
  seatsUsed: number;
  submitLabel: string;
  cancelHref: string;
  /** What went wrong with the last submit ('Hubo un error al crear el enlace'). */
  failure: string | null;
  onSubmit: (values: AccessLinkValues) => Promise<void>;
  editing?: boolean;
  /** What the seats field explains ('Cuántos orientadores pueden registrarse…'). */
  seatsHint?: string;
}

/** The last day an expiry may name (the shared rule: 5 years from today). */
const latestExpiry = (today: string) => `${Number(today.slice(0, 4)) + EXPIRY_MAX_YEARS}${today.slice(4)}`;

/** The fields of an access link: seats, optional name, optional expiry date. */
function AccessLinkForm({
  initial,
  seatsUsed,
  submitLabel,
  cancelHref,
  failure,
  onSubmit,
  editing = false,
  seatsHint = TEXT.seatsHint,
}: AccessLinkFormProps) {
  const today = todayIso();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccessLinkFormValues, unknown, z.output<ReturnType<typeof accessLinkFormSchema>>>({
    resolver: zodResolver(
      accessLinkFormSchema({
        usedSeats: seatsUsed,
        today,
        ...(editing && initial.date ? { unchangedDate: initial.date } : {}),
      }),
    ),
    defaultValues: initial,
  });

  const { ref: dateRef, ...dateProps } = register('date');

  const submit = handleSubmit(onSubmit);

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
      <FormError message={failure} />
      <TextInput
        label={TEXT.seatsField}
        required
        type="number"
        {...register('seats')}
        inputProps={{ min: Math.max(1, seatsUsed), step: 1, inputMode: 'numeric' }}
        error={!!errors.seats}
        helperText={errors.seats?.message ?? (seatsUsed > 0 ? TEXT.seatsUsedHint(seatsUsed) : seatsHint)}
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
      <FormButtons cancelHref={cancelHref} busy={isSubmitting} label={submitLabel} busyLabel={UI_TEXT.saving} />
    </Box>
  );
}

/** One of the access-link form's saved values, ready to send. */
type AccessLinkValues = { seats: number; name: string; date: string };

/**
 * The page around the form (create and edit): '← back' to the owner (a school or a campus), the
 * heading, the form; saving sends `save`, then refreshes the owner's links and goes back to it, where
 * `savedMessage` shows. A failed save says `failureFor(error)` above the fields.
 */
export function AccessLinkFormPage({
  owner,
  backLabel,
  title,
  intro,
  save,
  savedMessage,
  failureFor,
  ...form
}: Omit<AccessLinkFormProps, 'cancelHref' | 'failure' | 'onSubmit'> & {
  owner: AccessLinkOwner;
  backLabel: string;
  title: string;
  intro: string;
  save: (values: AccessLinkValues) => Promise<unknown>;
  /** Said on the owner's page once saved ('Enlace creado correctamente'). */
  savedMessage: string;
  failureFor: (error: unknown) => string;
}) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const back = ownerHref(owner);

  const submit = async (values: AccessLinkValues) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setFailure(failureFor(error));
      return;
    }
    await mutate(accessLinksKey(owner));
    showNotice(savedMessage);
    await navigate(back);
  };

  return (
    <>
      <PageHeading backHref={back} backLabel={backLabel} title={title} intro={intro} spaced />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AccessLinkForm {...form} cancelHref={back} failure={failure} onSubmit={submit} />
      </Paper>
    </>
  );
}
