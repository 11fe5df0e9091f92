import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A search field of a list (`role="search"`), its label above the box rather than inside it: a
 * long label then wraps and reads whole at 375 px. The list debounces what it receives.
 */
export function SearchBox({
  label,
  value,
  onChange,
  name,
  small = false,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  /** The compact size, inside a card. */
  small?: boolean;
}) {
  const id = useId();
  return (
    <Box role="search" sx={{ mb: small ? 1.5 : 2 }}>
      <Typography
        component="label"
        htmlFor={id}
        variant={small ? 'body2' : 'body1'}
        sx={{ display: 'block', mb: small ? 0.5 : 0.75, fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {label}
      </Typography>
      <OutlinedInput
        id={id}
        fullWidth
        size={small ? 'small' : 'medium'}
        type="search"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ autoComplete: 'off', maxLength: 100 }}
        sx={{ bgcolor: 'background.paper' }}
        endAdornment={
          <InputAdornment position="end">
            <SearchRounded aria-hidden="true" />
          </InputAdornment>
        }
      />
    </Box>
  );
}
