import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
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

/** A required PasswordField for a password being chosen (the browser may suggest one). */
export function NewPasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment' | 'autoComplete' | 'required'>) {
  return <PasswordField autoComplete="new-password" required {...props} />;
}
