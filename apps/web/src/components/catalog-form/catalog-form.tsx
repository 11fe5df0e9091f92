import Box from '@mui/material/Box';
import { useState, type ComponentType, type ReactNode } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import type { CatalogRecord } from '@/components/catalog-page/catalog-profile.tsx';
import { FormButtons } from '@/components/ui/action-buttons.tsx';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import type { CatalogFormProps } from './catalog-editor.tsx';
import {
  DetailsSection,
  GALLERY_SLOTS,
  GallerySection,
  ImagesSection,
  MediaInputContext,
  type MediaInputProps,
} from './catalog-fields.tsx';

/** The shared fields the API may name in a 400's details. */
const SHARED_FIELDS = ['name', 'description', 'profilePicture', 'coverPicture', 'video', 'gallery'] as const;

/**
 * A form's starting values from a saved record: each field (a key of `columns`) takes the
 * record's column it names, or '' when there is no record or the column is null.
 */
export function savedValues<R extends object, C extends Record<string, keyof R>>(
  record: R | undefined,
  columns: C,
): { [F in keyof C]: NonNullable<R[C[F]]> | '' } {
  return Object.fromEntries(
    Object.entries(columns).map(([field, column]) => [field, record?.[column as keyof R] ?? '']),
  ) as { [F in keyof C]: NonNullable<R[C[F]]> | '' };
}

/** The shared fields' columns (the gallery aside). */
const SHARED_COLUMNS = {
  name: 'name',
  description: 'descripcion',
  profilePicture: 'foto_perfil',
  coverPicture: 'foto_portada',
  video: 'video',
} as const;

/** The form values of the shared fields: the saved ones, or empty; one value per gallery slot. */
function sharedInitialValues(entity: CatalogRecord | undefined) {
  return {
    ...savedValues(entity, SHARED_COLUMNS),
    gallery: GALLERY_SLOTS.map((i) => entity?.galeria[i] ?? ''),
  };
}

/**
 * A catalog form (react-hook-form) and its submit: clears the last failure, sends the body, and on
 * error puts the server's field messages on the fields and shows the editor's failure message.
 * The shared fields (SHARED_FIELDS, sharedInitialValues) come with it; `ownValues` and
 * `ownFields` are the record's own. `shell` is what CatalogFormShell needs.
 */
export function useCatalogForm<TRecord extends CatalogRecord, T extends FieldValues, TOut>(
  { record, cancelHref, onSubmit, failureMessage }: CatalogFormProps<TRecord, TOut>,
  {
    resolver,
    ownValues,
    ownFields,
    text,
    mediaInput,
    onError,
  }: {
    resolver: Resolver<T, unknown, TOut>;
    /** The initial values of the record's own fields (the saved ones, or empty). */
    ownValues: NoInfer<Omit<T, (typeof SHARED_FIELDS)[number]>>;
    /** The record's own fields the API may name in a 400's details. */
    ownFields: readonly NoInfer<Path<T>>[];
    /** The form's labels; `submitCreate` is the submit's label on an empty form. */
    text: CatalogFormText;
    /** Draws the image and PDF fields (the uploads feature's field, handed in by the form). */
    mediaInput: ComponentType<MediaInputProps>;
    /** Runs on a failed submit after the server's field messages (e.g. a 409 on a field). */
    onError?: (error: unknown, setError: UseFormSetError<NoInfer<T>>) => void;
  },
) {
  const defaultValues = { ...sharedInitialValues(record), ...ownValues } as DefaultValues<T>;
  const fields = [...SHARED_FIELDS, ...ownFields] as readonly Path<T>[];
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
    cancelHref,
    submitLabel: record ? UI_TEXT.saveChanges : text.submitCreate,
    mediaInput,
  };
  return { ...form, errors: form.formState.errors, shell, text };
}

/** The `<form>` of a catalog form: its sections, then cancel and submit, and the failure snackbar. */
export function CatalogFormShell({
  submit,
  failure,
  clearFailure,
  cancelHref,
  isSubmitting,
  submitLabel,
  mediaInput,
  children,
}: ReturnType<typeof useCatalogForm>['shell'] & { children: ReactNode }) {
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <MediaInputContext value={mediaInput}>{children}</MediaInputContext>
      <FormButtons
        cancelHref={cancelHref}
        fullWidthOnPhone
        busy={isSubmitting}
        label={submitLabel}
        busyLabel={UI_TEXT.saving}
      />
      <ErrorSnackbar message={failure} onClose={clearFailure} />
    </Box>
  );
}

type DetailsProps = Parameters<typeof DetailsSection>[0];

/** The labels of a catalog form's shared fields and sections. */
type CatalogFormText = DetailsProps['text'] & {
  details: string;
  profilePicture: string;
  coverPicture: string;
  submitCreate: string;
};

/**
 * A whole catalog form inside its shell: the details (the record's `choices` and `links`), the
 * images, `children` (the record's own sections, e.g. documents), then the gallery.
 */
export function CatalogFormFields<T extends FieldValues, TOut = T>({
  form: { shell, control, register, errors, text },
  choices,
  links,
  children,
}: {
  /** What useCatalogForm returned. */
  form: {
    shell: ReturnType<typeof useCatalogForm>['shell'];
    control: Control<T, unknown, TOut>;
    register: DetailsProps['register'];
    errors: DetailsProps['errors'] & { gallery?: { message?: string } };
    text: CatalogFormText;
  };
  choices: ReactNode;
  links?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <CatalogFormShell {...shell}>
      <DetailsSection
        title={text.details}
        text={text}
        register={register}
        errors={errors}
        choices={choices}
        links={links}
      />
      <ImagesSection control={control} text={text} />
      {children}
      <GallerySection control={control} error={errors.gallery?.message} />
    </CatalogFormShell>
  );
}
