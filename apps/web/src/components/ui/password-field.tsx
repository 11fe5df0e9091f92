import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

export const PASSWORD_FIELD_TEXT = {
  show: (label: string) => `Mostrar ${label.toLowerCase()}`,
  hide: (label: string) => `Ocultar ${label.toLowerCase()}`,
} as const;

/** A password input with a button that shows what was typed (handy on a phone keyboard). */
export function PasswordField(props: TextFieldProps & { label: string }) {
  const [visible, setVisible] = useState(false);
  const { label, disabled } = props;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
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
          ),
        },
      }}
    />
  );
}
