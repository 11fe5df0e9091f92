import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type Ref } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useCampusSearch } from '../api/search-campuses.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';

export interface CampusOption {
  id: number;
  name: string;
  city?: string;
}

interface CampusPickerProps {
  value: CampusOption | null;
  onChange: (value: CampusOption | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  error?: string;
}

/** The degree's campus: searches GET /campuses?search= as the admin types (debounced). */
export function CampusPicker({ value, onChange, onBlur, inputRef, name, error }: CampusPickerProps) {
  const [input, setInput] = useState(value?.name ?? '');
  const search = useDebouncedValue(input, 300);
  const { campuses, isLoading, error: loadError } = useCampusSearch(value && search === value.name ? '' : search);
  const options: CampusOption[] = value && !campuses.some((c) => c.id === value.id) ? [value, ...campuses] : campuses;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onBlur={onBlur}
      filterOptions={(x) => x}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={isLoading}
      loadingText={TEXT.campusLoading}
      noOptionsText={TEXT.campusNone}
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
          label={TEXT.campus}
          required
          error={!!error}
          helperText={error ?? (loadError ? TEXT.campusError : TEXT.campusHelp)}
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
