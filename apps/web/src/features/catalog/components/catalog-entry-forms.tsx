import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { cityBody, type CityBody } from '@tlp/shared/catalog';
import { DEFAULT_TIME_ZONE, type MexicoTimeZone } from '@tlp/shared/slots';
import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { DialogForm, type DialogFormProps } from '@/components/ui/form-dialog.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { NameInput } from '@/components/ui/name-input.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { addCatalogEntry } from '../api/add-catalog-entry.ts';
import { changeCatalogEntry } from '../api/change-catalog-entry.ts';
import type { AdminEntry, CatalogList } from '../api/get-catalog-entries.ts';
import { CATALOG_ADMIN_TEXT as TEXT } from '../messages.ts';
import { TimeZoneField } from './time-zone-field.tsx';

/**
 * The form of an entry: its name and, for a city, its time zone (the other lists ignore it; the
 * schema takes it as optional).
 */
const entryForm = (name: string, timeZone?: string) => ({
  resolver: zodResolver(cityBody),
  defaultValues: { name, timeZone: timeZone as MexicoTimeZone | undefined },
});

/** What the API is sent: a city's zone goes with its name. */
const bodyOf = (list: CatalogList, { name, timeZone }: CityBody) => (list === 'cities' ? { name, timeZone } : { name });

/**
 * Puts what the API refused on its field (a 400 on the name or the zone, or a 409: the name is
 * taken); false when the error is of another kind.
 */
function fieldRefused(error: unknown, setError: UseFormSetError<CityBody>): boolean {
  const onField = (field: 'name' | 'timeZone', message: string) =>
    setError(field, { type: 'server', message }, { shouldFocus: true });
  if (isApiRequestError(error) && error.status === 409 && error.response?.message) {
    onField('name', error.response.message);
    return true;
  }
  return applyServerFieldErrors(error, ['name', 'timeZone'] as const, onField);
}

/** The name field of a list's new entry (and a new city's time zone), with 'Agregar'. */
export function AddEntryForm({ list, onAdded }: { list: CatalogList; onAdded: (entry: AdminEntry) => void }) {
  const [failed, setFailed] = useState(false);
  const city = list === 'cities';
  const blank = entryForm('', city ? DEFAULT_TIME_ZONE : undefined);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CityBody>(blank);

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      const entry = await addCatalogEntry(list, bodyOf(list, values));
      reset(blank.defaultValues);
      onAdded(entry);
    } catch (error) {
      if (!fieldRefused(error, setError)) setFailed(true);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mb: 3, display: 'grid', gap: 2 }}>
      <FormError message={failed ? TEXT.saveError : null} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        <TextInput
          label={TEXT.lists[list].newLabel}
          autoComplete="off"
          {...register('name')}
          error={!!errors.name}
          helperText={errors.name?.message}
          sx={{ flex: '1 1 240px', minWidth: 0 }}
        />
        {city ? <TimeZoneField control={control} sx={{ flex: '1 1 200px', minWidth: 0, width: 'auto' }} /> : null}
        <BusyButton
          type="submit"
          variant="contained"
          busy={isSubmitting}
          sx={{ minHeight: 56, width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? TEXT.adding : TEXT.add}
        </BusyButton>
      </Box>
    </Box>
  );
}

/** A new name for an entry (and a city's time zone), inside a FormDialog. */
export function RenameEntryForm({
  list,
  entry,
  onClose,
  onSaved,
}: { list: CatalogList; entry: AdminEntry } & DialogFormProps<AdminEntry>) {
  const [failed, setFailed] = useState(false);
  const city = list === 'cities';
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CityBody>(entryForm(entry.name, city ? (entry.time_zone ?? DEFAULT_TIME_ZONE) : undefined));

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      onSaved(await changeCatalogEntry(list, entry.id, bodyOf(list, values)));
    } catch (error) {
      if (!fieldRefused(error, setError)) setFailed(true);
    }
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isSubmitting}>
      <FormError message={failed ? TEXT.saveError : null} />
      <NameInput label={TEXT.nameField} {...register('name')} error={errors.name} />
      {city ? <TimeZoneField control={control} hint /> : null}
    </DialogForm>
  );
}
