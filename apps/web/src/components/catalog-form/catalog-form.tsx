import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EDITOR_LIMITS } from '@tlp/shared/editor-fields';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type DefaultValues,
  type FieldError,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { ADMIN_TEXT } from '../messages.ts';
import { FormSection } from './form-layout.tsx';
import { MediaField } from './media-field.tsx';

/** One index per gallery slot of the campus and degree forms. */
export const GALLERY_SLOTS = Array.from({ length: EDITOR_LIMITS.galleryMax }, (_, i) => i);

/** The fields campuses and degrees share, as the API sends them. */
interface CatalogEntity {
  name: string;
  descripcion: string | null;
  foto_perfil: string | null;
  foto_portada: string | null;
  video: string | null;
  galeria: string[];
}

/** The shared fields the API may name in a 400's details. */
export const SHARED_FIELDS = ['name', 'description', 'profilePicture', 'coverPicture', 'video', 'gallery'] as const;

/** The form values of the shared fields: the saved ones, or empty; one value per gallery slot. */
export function sharedInitialValues(entity: CatalogEntity | undefined) {
  return {
    name: entity?.name ?? '',
    description: entity?.descripcion ?? '',
    profilePicture: entity?.foto_perfil ?? '',
    coverPicture: entity?.foto_portada ?? '',
    video: entity?.video ?? '',
    gallery: GALLERY_SLOTS.map((i) => entity?.galeria[i] ?? ''),
  };
}

type MediaValue = string | null | undefined;

/** A media field (image or PDF) bound to the form; its message is the field's error. */
export function MediaController<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  kind,
  hint,
  error,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, MediaValue>;
  label: string;
  kind: 'image' | 'pdf';
  hint?: string | null;
  /** Shown when the field itself has no error. */
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MediaField
          kind={kind}
          label={label}
          hint={hint}
          name={field.name}
          value={field.value as MediaValue}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message ?? error}
        />
      )}
    />
  );
}

interface TextFieldProps {
  /** What `register(name)` returns. */
  field: UseFormRegisterReturn;
  label: string;
  error: FieldError | undefined;
}

/** The required name of a campus or degree. */
export function NameInput({ field, label, error }: TextFieldProps) {
  return (
    <TextInput
      {...field}
      label={label}
      required
      error={!!error}
      helperText={error?.message}
      inputProps={{ maxLength: EDITOR_LIMITS.nameMax }}
    />
  );
}

/** The optional multi-line description. */
export function DescriptionInput({ field, label, error }: TextFieldProps) {
  return (
    <TextField
      {...field}
      label={label}
      multiline
      minRows={4}
      fullWidth
      error={!!error}
      helperText={error?.message}
      slotProps={{ htmlInput: { maxLength: EDITOR_LIMITS.descriptionMax } }}
    />
  );
}

/** An optional URL; `hint` shows while it has no error. */
export function UrlInput({ field, label, error, hint }: TextFieldProps & { hint: string }) {
  return (
    <TextInput
      {...field}
      label={label}
      type="url"
      error={!!error}
      helperText={error?.message ?? hint}
      inputProps={{ inputMode: 'url' }}
    />
  );
}

/** The "Imágenes" section: profile and cover pictures. */
export function ImagesSection<T extends FieldValues, TOut = T>({
  control,
  text,
}: {
  control: Control<T, unknown, TOut>;
  text: { profilePicture: string; coverPicture: string };
}) {
  return (
    <FormSection title="Imágenes">
      {(['profilePicture', 'coverPicture'] as const).map((name) => (
        <MediaController
          key={name}
          control={control}
          name={name as FieldPathByValue<T, MediaValue>}
          kind="image"
          label={text[name]}
        />
      ))}
    </FormSection>
  );
}

/**
 * A required select of catalog ids (city, area). An empty choice is '', any other a number;
 * with no options yet the value is '' (no out-of-range select value).
 */
export function IdSelect<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  options,
  status,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly { id: number; name: string }[];
  /** The help while the options load or when they failed. */
  status: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          fullWidth
          name={field.name}
          inputRef={field.ref}
          label={label}
          value={options.length ? (field.value as number | string) : ''}
          onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? status}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The gallery section: one image slot per GALLERY_SLOTS, the list's own error on the first. */
export function GallerySection<T extends FieldValues, TOut = T>({
  control,
  error,
}: {
  control: Control<T, unknown, TOut>;
  /** The error of the whole list (e.g. too many images). */
  error: string | undefined;
}) {
  return (
    <FormSection title={ADMIN_TEXT.gallery} hint={ADMIN_TEXT.galleryHint}>
      {GALLERY_SLOTS.map((i) => (
        <MediaController
          key={i}
          control={control}
          name={`gallery.${i}` as FieldPathByValue<T, MediaValue>}
          kind="image"
          label={ADMIN_TEXT.gallerySlot(i + 1)}
          hint={null}
          error={i === 0 ? error : undefined}
        />
      ))}
    </FormSection>
  );
}

/**
 * A catalog form (react-hook-form) and its submit: clears the last failure, sends the body, and on
 * error puts the server's field messages on the fields and shows `failureMessage`.
 * `shell` is what CatalogFormShell needs.
 */
export function useCatalogForm<T extends FieldValues, TOut>({
  resolver,
  defaultValues,
  fields,
  onSubmit,
  failureMessage,
  onError,
}: {
  resolver: Resolver<T, unknown, TOut>;
  defaultValues: DefaultValues<T>;
  fields: readonly Path<T>[];
  /** Sends the body; throws the API's error. */
  onSubmit: (body: TOut) => Promise<void>;
  failureMessage: string;
  /** Runs on a failed submit after the server's field messages (e.g. a 409 on a field). */
  onError?: (error: unknown, setError: UseFormSetError<T>) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<T, unknown, TOut>({ resolver, defaultValues });
  const { handleSubmit, setError } = form;
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerFieldErrors(error, fields, (field, message) => setError(field, { message }, { shouldFocus: true }));
      onError?.(error, setError);
      setFailure(failureMessage);
    }
  });
  const shell = {
    submit,
    failure,
    clearFailure: () => setFailure(null),
    isSubmitting: form.formState.isSubmitting,
  };
  return { ...form, shell };
}

/** The saved option first when the loaded list lacks it (no out-of-range select value). */
export function withSavedOption(
  options: readonly { id: number; name: string }[],
  saved: { id: number; name: string } | undefined,
): readonly { id: number; name: string }[] {
  return saved && !options.some((o) => o.id === saved.id) ? [saved, ...options] : options;
}

/** The `<form>` of a catalog form: its sections, then cancel and submit, and the failure snackbar. */
export function CatalogFormShell({
  submit,
  failure,
  clearFailure,
  cancelHref,
  isSubmitting,
  submitLabel,
  children,
}: ReturnType<typeof useCatalogForm>['shell'] & {
  cancelHref: string;
  /** The submit label when idle. */
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      {children}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap-reverse' }}>
        <Button
          component={RouterLink}
          to={cancelHref}
          disabled={isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {ADMIN_TEXT.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? ADMIN_TEXT.saving : submitLabel}
        </Button>
      </Box>
      <ErrorSnackbar message={failure} onClose={clearFailure} />
    </Box>
  );
}
