import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

/**
 * A select that narrows a list to one of `options`; its first choice, '', keeps them all and
 * says so (`allLabel`, 'Todas las acciones'). The label stays up, over that first choice.
 */
export function FilterSelect<V extends string>({
  allLabel,
  options,
  optionLabel,
  ...field
}: {
  allLabel: string;
  options: readonly V[];
  optionLabel: (option: V) => ReactNode;
} & Omit<TextFieldProps, 'select' | 'children' | 'slotProps'>) {
  return (
    <TextField select {...field} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
