import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type Ref } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import { controlledInput } from '@/lib/form-field.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

interface SearchOption {
  id: number;
  name: string;
  city?: string;
}

export interface SearchAutocompleteText {
  label: string;
  help: string;
  none: string;
  loading: string;
  error: string;
}

interface SearchAutocompleteProps<T extends SearchOption> {
  value: T | null;
  onChange: (value: T | null) => void;
  /** The API path of a search ('/highschools?search=…'): also its SWR key. */
  searchKey: (term: string) => string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  error?: string;
  disabled?: boolean;
  text: SearchAutocompleteText;
}

/** A required picker that searches the server as the user types (debounced), showing name and city. */
function SearchAutocomplete<T extends SearchOption>({
  value,
  onChange,
  searchKey,
  onBlur,
  inputRef,
  name,
  error,
  disabled,
  text,
}: SearchAutocompleteProps<T>) {
  const [input, setInput] = useState(value?.name ?? '');
  const search = useDebouncedValue(input, 300);
  const term = value && search === value.name ? '' : search;
  const { data, error: loadError, isLoading } = useSWR<T[]>(searchKey(term), swrFetcher, { keepPreviousData: true });
  const found = data ?? [];
  // The chosen option stays among the options while another search runs.
  const options = value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onBlur={onBlur}
      disabled={disabled}
      filterOptions={(x) => x}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={isLoading}
      loadingText={text.loading}
      noOptionsText={text.none}
      openText="Abrir lista"
      closeText="Cerrar lista"
      clearText="Borrar"
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{option.name}</Typography>
            {option.city ? (
              <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>{option.city}</Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={text.label}
          required
          error={!!error}
          helperText={error ?? (loadError ? text.error : text.help)}
          slotProps={{
            inputLabel: InputLabelProps,
            htmlInput: inputProps,
            input: {
              ...InputProps,
              endAdornment: (
                <>
                  {isLoading ? <CircularProgress color="inherit" size={20} aria-hidden="true" /> : null}
                  {InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

/**
 * A SearchAutocomplete bound to the form field `name`, which holds the chosen option's id ('' for
 * none); the chosen option itself stays here, starting from `initial` (the saved one).
 */
export function SearchField<T extends SearchOption, F extends FieldValues, FOut = F>({
  control,
  name,
  initial = null,
  onPick,
  searchKey,
  text,
}: {
  control: Control<F, unknown, FOut>;
  name: Path<F>;
  initial?: T | null;
  /** Told of every choice. */
  onPick?: (option: T | null) => void;
  searchKey: (term: string) => string;
  text: SearchAutocompleteText;
}) {
  const [chosen, setChosen] = useState(initial);
  const bound = useController({ control, name });
  return (
    <SearchAutocomplete
      value={chosen}
      onChange={(next) => {
        setChosen(next);
        onPick?.(next);
        bound.field.onChange(next?.id ?? '');
      }}
      {...controlledInput(bound)}
      searchKey={searchKey}
      text={text}
    />
  );
}
