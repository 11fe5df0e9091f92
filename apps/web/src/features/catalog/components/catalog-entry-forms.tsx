import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { catalogEntryBody, type CatalogEntryBody } from '@tlp/shared/catalog';
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

/**
 * Puts what the API refused on the name field (a 400 on it, or a 409: the name is taken);
 * false when the error is of another kind.
 */
function nameRefused(error: unknown, setError: UseFormSetError<CatalogEntryBody>): boolean {
  const onName = (_field: 'name', message: string) =>
    setError('name', { type: 'server', message }, { shouldFocus: true });
  if (isApiRequestError(error) && error.status === 409 && error.response?.message) {
    onName('name', error.response.message);
    return true;
  }
  return applyServerFieldErrors(error, ['name'] as const, onName);
}

/** The name field of a list's new entry, with 'Agregar'. */
export function AddEntryForm({ list, onAdded }: { list: CatalogList; onAdded: (entry: AdminEntry) => void }) {
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CatalogEntryBody>({ resolver: zodResolver(catalogEntryBody), defaultValues: { name: '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    setFailed(false);
    try {
      const entry = await addCatalogEntry(list, name);
      reset({ name: '' });
      onAdded(entry);
    } catch (error) {
      if (!nameRefused(error, setError)) setFailed(true);
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

/** A new name for an entry, inside a FormDialog. */
export function RenameEntryForm({
  list,
  entry,
  onClose,
  onSaved,
}: { list: CatalogList; entry: AdminEntry } & DialogFormProps<AdminEntry>) {
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CatalogEntryBody>({ resolver: zodResolver(catalogEntryBody), defaultValues: { name: entry.name } });

  const onSubmit = handleSubmit(async ({ name }) => {
    setFailed(false);
    try {
      onSaved(await changeCatalogEntry(list, entry.id, { name }));
    } catch (error) {
      if (!nameRefused(error, setError)) setFailed(true);
    }
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isSubmitting}>
      <FormError message={failed ? TEXT.saveError : null} />
      <NameInput label={TEXT.nameField} {...register('name')} error={errors.name} />
    </DialogForm>
  );
}
