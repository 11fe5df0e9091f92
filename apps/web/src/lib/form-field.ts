import type { ReactNode, Ref } from 'react';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * Binds text inputs to a react-hook-form form: `field('email')` is the registration plus the
 * field's message under it (or `hint` while it has none), and `disabled` for all of them.
 */
export function fieldBinder<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  disabled = false,
) {
  return (name: Path<T>, hint?: ReactNode) => {
    const message = (get(errors, name) as FieldError | undefined)?.message;
    return { ...register(name), disabled, error: !!message, helperText: message ?? hint };
  };
}

/** A field bound by useController (or a Controller's render props). */
interface BoundField {
  field: { name: string; ref: Ref<HTMLInputElement>; onBlur: () => void };
  fieldState: { error?: FieldError };
}

/** What an input takes from a bound field: its name, ref, blur, and the field's message. */
export function controlledInput({ field, fieldState }: BoundField) {
  return { name: field.name, inputRef: field.ref, onBlur: field.onBlur, error: fieldState.error?.message };
}

/** What a TextField takes from a bound field: its name, ref and blur, and the field's message or `hint`. */
export function controlledTextField({ field, fieldState }: BoundField, hint?: ReactNode) {
  return { name: field.name, inputRef: field.ref, onBlur: field.onBlur, ...messageProps(fieldState.error, hint) };
}

/** An input's error state and the text under it: the field's message, or `hint` while it has none. */
export function messageProps(error: FieldError | undefined, hint?: ReactNode) {
  return { error: !!error, helperText: error?.message ?? hint };
}
