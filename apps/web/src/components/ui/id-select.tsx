import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { controlledTextField } from '@/lib/form-field.ts';

type Option = { id: number; name: string };

/** Where a select of ids sits in its form, and its label and status texts. */
export interface IdFieldProps<T extends FieldValues, TOut = T> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  text: { label: string; loading: string; error: string };
}

/**
 * A required select of catalog ids (city, area, semester) bound to the form field `name`. An empty
 * choice is '', any other a number; a value that is not among the options shows as '' (no
 * out-of-range select value). While `query` loads, or when it failed, the help says so
 * (`text.loading`, `text.error`); a failure also shows in red.
 */
export function IdSelect<T extends FieldValues, TOut = T>({
  control,
  name,
  text,
  query,
  saved,
}: IdFieldProps<T, TOut> & {
  /** The request of the options, and the options it brought. */
  query: { options: readonly Option[]; error: unknown; isLoading: boolean };
  /** The record's saved choice: offered first while the list lacks it (it may not have loaded yet). */
  saved?: Option;
}) {
  const options = saved && !query.options.some((o) => o.id === saved.id) ? [saved, ...query.options] : query.options;
  const status = query.error ? text.error : query.isLoading ? text.loading : undefined;
  const bound = useController({ control, name });
  const chosen = Number(bound.field.value);
  return (
    <TextField
      select
      required
      fullWidth
      label={text.label}
      value={options.some((o) => o.id === chosen) ? chosen : ''}
      onChange={(event) => bound.field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      {...controlledTextField(bound, status)}
      error={!!bound.fieldState.error || !!query.error}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
