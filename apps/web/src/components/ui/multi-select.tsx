import CheckBoxOutlineBlankRounded from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface MultiSelectOption {
  id: number;
  name: string;
}

interface MultiSelectProps {
  label: string;
  hint?: string;
  options: readonly MultiSelectOption[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  onBlur?: () => void;
  error?: string;
  name: string;
  required?: boolean;
}

/** A select of several ids (areas, cities): a checkbox per option, the chosen ones as chips. */
export function MultiSelect({
  label,
  hint,
  options,
  value,
  onChange,
  onBlur,
  error,
  name,
  required,
}: MultiSelectProps) {
  const names = new Map(options.map((o) => [o.id, o.name]));
  return (
    <TextField
      select
      fullWidth
      required={required}
      name={name}
      label={label}
      value={value}
      onChange={(event) => {
        const next = event.target.value as unknown as (number | string)[];
        onChange(next.map(Number));
      }}
      onBlur={onBlur}
      error={!!error}
      helperText={error ?? hint}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as number[])
                .filter((id) => names.has(id))
                .map((id) => (
                  <Chip key={id} label={names.get(id)} size="small" sx={{ maxWidth: '100%' }} />
                ))}
            </Box>
          ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ gap: 1.5, whiteSpace: 'normal' }}>
          {value.includes(option.id) ? (
            <CheckBoxRounded color="primary" aria-hidden="true" />
          ) : (
            <CheckBoxOutlineBlankRounded sx={{ color: 'text.secondary' }} aria-hidden="true" />
          )}
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
