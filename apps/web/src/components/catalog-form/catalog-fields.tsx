import TextField from '@mui/material/TextField';
import { EDITOR_LIMITS } from '@tlp/shared/editor-fields';
import { createContext, use, type ComponentType, type ReactNode, type Ref } from 'react';
import {
  useController,
  type Control,
  type FieldError,
  type FieldPathByValue,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { TextInput } from '@/components/ui/text-input.tsx';
import { controlledInput, messageProps } from '@/lib/form-field.ts';
import { FormSection } from './form-layout.tsx';
import { CATALOG_FORM_TEXT as TEXT } from './messages.ts';

/** One index per gallery slot of the campus and degree forms. */
export const GALLERY_SLOTS = Array.from({ length: EDITOR_LIMITS.galleryMax }, (_, i) => i);

/** What a media input (an image or PDF, by link or upload) takes: the uploads feature draws it. */
export interface MediaInputProps {
  label: string;
  kind: 'image' | 'pdf';
  name: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
  /** The help under the field; null when the section already says it (gallery). */
  hint?: string | null;
}

/**
 * The media input of the form. The kit cannot import a feature, so the form that uses it hands
 * the input in (CatalogFormShell's `mediaInput`).
 */
export const MediaInputContext = createContext<ComponentType<MediaInputProps> | null>(null);

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
  const MediaInput = use(MediaInputContext);
  const bound = useController({ control, name });
  if (!MediaInput) throw new Error('MediaController needs a CatalogFormShell with a mediaInput');
  return (
    <MediaInput
      kind={kind}
      label={label}
      hint={hint}
      value={bound.field.value as MediaValue}
      onChange={bound.field.onChange}
      {...controlledInput(bound)}
      error={bound.fieldState.error?.message ?? error}
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
function NameInput({ field, label, error }: TextFieldProps) {
  const limit = { maxLength: EDITOR_LIMITS.nameMax };
  return <TextInput {...field} label={label} required inputProps={limit} {...messageProps(error)} />;
}

/** The optional multi-line description. */
function DescriptionInput({ field, label, error }: TextFieldProps) {
  return (
    <TextField
      {...field}
      label={label}
      multiline
      minRows={4}
      fullWidth
      {...messageProps(error)}
      slotProps={{ htmlInput: { maxLength: EDITOR_LIMITS.descriptionMax } }}
    />
  );
}

/** An optional URL; `hint` shows while it has no error (the video's by default). */
export function UrlInput({ field, label, error, hint = TEXT.videoHint }: TextFieldProps & { hint?: string }) {
  return (
    <TextInput {...field} label={label} type="url" {...messageProps(error, hint)} inputProps={{ inputMode: 'url' }} />
  );
}

/**
 * The first section of a catalog form: the name, then `choices` (what the record belongs to),
 * the description, `links` (a map) and the video.
 */
export function DetailsSection({
  title,
  text,
  register,
  errors,
  choices,
  links,
}: {
  title: string;
  text: { name: string; description: string; video: string };
  register: (name: 'name' | 'description' | 'video') => UseFormRegisterReturn;
  errors: Partial<Record<'name' | 'description' | 'video', FieldError>>;
  choices: ReactNode;
  links?: ReactNode;
}) {
  return (
    <FormSection title={title}>
      <NameInput field={register('name')} label={text.name} error={errors.name} />
      {choices}
      <DescriptionInput field={register('description')} label={text.description} error={errors.description} />
      {links}
      <UrlInput field={register('video')} label={text.video} error={errors.video} />
    </FormSection>
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
    <FormSection title={TEXT.images}>
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
    <FormSection title={TEXT.gallery} hint={TEXT.galleryHint}>
      {GALLERY_SLOTS.map((i) => (
        <MediaController
          key={i}
          control={control}
          name={`gallery.${i}` as FieldPathByValue<T, MediaValue>}
          kind="image"
          label={TEXT.gallerySlot(i + 1)}
          hint={null}
          error={i === 0 ? error : undefined}
        />
      ))}
    </FormSection>
  );
}
