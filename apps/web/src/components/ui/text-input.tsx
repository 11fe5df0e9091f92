import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode, type Ref } from 'react';

export interface TextInputProps extends Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'disabled' | 'endAdornment'
> {
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputProps?: OutlinedInputProps['inputProps'];
  sx?: SxProps<Theme>;
  /** Keeps the label above the box: a date input shows its own 'dd/mm/aaaa' inside it. */
  shrinkLabel?: boolean;
  /** The input element (react-hook-form's `register` passes it as `ref`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field with label and helper text. MUI's TextField would do the same, but
 * it always bundles the whole Select machinery (menus, popovers, modals); this keeps the
 * public pages light. Use TextField only for selects.
 */
export function TextInput({
  label,
  required,
  error,
  helperText,
  inputProps,
  sx,
  shrinkLabel,
  disabled,
  ref,
  inputRef,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth required={required} error={error} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrinkLabel || undefined}
        inputRef={ref ?? inputRef}
        inputProps={{
          ...inputProps,
          'aria-describedby': helperText ? helperId : undefined,
        }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
