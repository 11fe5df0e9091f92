import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** IdSelect's `status` while its options load (`text.loading`) or when they failed (`text.error`). */
export function optionsStatus(
  { error, isLoading }: { error: unknown; isLoading: boolean },
  text: { loading: string; error: string },
): string | undefined {
  return error ? text.error : isLoading ? text.loading : undefined;
}

/**
 * A required select of catalog ids (city, area, semester) bound to the form field `name`. An empty
 * choice is '', any other a number; a value that is not among the options shows as '' (no
 * out-of-range select value).
 */
export function IdSelect<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  options,
  status,
  failed = false,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly { id: number; name: string }[];
  /** The help while the options load or when they failed. */
  status: string | undefined;
  /** The options could not load: the field says so in red. */
  failed?: boolean;
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
          value={options.some((o) => o.id === Number(field.value)) ? Number(field.value) : ''}
          onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={field.onBlur}
          error={!!fieldState.error || failed}
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
