import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from '@/components/ui/text-input.tsx';

/**
 * The required name of what a dialog creates or renames, focused when the dialog opens, with the
 * field's message under it: `<NameInput label={…} {...register('name')} error={errors.name} />`.
 */
export function NameInput({
  label,
  error,
  ...registration
}: UseFormRegisterReturn & { label: string; error?: FieldError }) {
  return (
    <TextInput
      label={label}
      required
      autoComplete="off"
      {...registration}
      error={!!error}
      helperText={error?.message}
      inputProps={{ autoFocus: true }}
    />
  );
}
