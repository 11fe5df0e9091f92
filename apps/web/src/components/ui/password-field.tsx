import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from './text-input.tsx';

const PASSWORD_FIELD_TEXT = {
  show: (label: string) => `Mostrar ${label.toLowerCase()}`,
  hide: (label: string) => `Ocultar ${label.toLowerCase()}`,
} as const;

/** A password input with a button that shows what was typed (handy on a phone keyboard). */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  const { label, disabled } = props;
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? PASSWORD_FIELD_TEXT.hide(label) : PASSWORD_FIELD_TEXT.show(label)}
            aria-pressed={visible}
            disabled={disabled}
            edge="end"
          >
            {visible ? <VisibilityOffRounded /> : <VisibilityRounded />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/**
 * A required PasswordField for a password being chosen (the browser may suggest one). Its `rules`
 * (the password format) stay under it: a message ('Formato incorrecto') comes above them, in bold,
 * instead of hiding them.
 */
export function NewPasswordField({
  rules,
  helperText,
  ...props
}: Omit<TextInputProps, 'type' | 'endAdornment' | 'autoComplete' | 'required'> & { rules?: ReactNode }) {
  const text = rules ? (
    <>
      {helperText ? (
        <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {helperText}
        </Box>
      ) : null}
      {rules}
    </>
  ) : (
    helperText
  );
  return <PasswordField autoComplete="new-password" required helperText={text} {...props} />;
}
