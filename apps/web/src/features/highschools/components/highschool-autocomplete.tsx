import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HighschoolSummary } from '@tlp/shared/catalog';
import { useState, type Ref } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useHighschoolSearch } from '../api/search-highschools.ts';

export interface HighschoolAutocompleteText {
  label: string;
  help: string;
  none: string;
  loading: string;
  error: string;
}

interface HighschoolAutocompleteProps {
  value: HighschoolSummary | null;
  onChange: (value: HighschoolSummary | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  error?: string;
  disabled?: boolean;
  text: HighschoolAutocompleteText;
}

/** The academic-unit picker: searches the server as the user types (debounced). */
export function HighschoolAutocomplete({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  error,
  disabled,
  text,
}: HighschoolAutocompleteProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 300);
  const {
    highschools,
    isLoading,
    error: loadError,
  } = useHighschoolSearch(value && search === value.name ? '' : search);
  // The chosen school stays among the options while another search runs.
  const options = value && !highschools.some((h) => h.id === value.id) ? [value, ...highschools] : highschools;
  const helperText = error ?? (loadError ? text.error : text.help);

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
            <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>{option.city}</Typography>
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
          helperText={helperText}
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
