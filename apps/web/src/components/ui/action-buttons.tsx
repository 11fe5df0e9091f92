import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { Link as RouterLink } from 'react-router';
import { UI_TEXT } from '@/config/ui-text.ts';
import { BusyButton } from './busy-button.tsx';

interface ActionProps {
  /** The action's label, and the one it shows while it runs ('Guardando…'). */
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Disabled for another reason than running (e.g. nothing typed yet). */
  disabled?: boolean;
  color?: 'primary' | 'error';
  /** Without it the button submits its form. */
  onClick?: () => void;
}

function ActionButton({
  label,
  busyLabel,
  busy,
  disabled,
  color = 'primary',
  onClick,
  fullWidthOnPhone,
}: ActionProps & {
  fullWidthOnPhone?: boolean;
}) {
  return (
    <BusyButton
      busy={busy}
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      variant="contained"
      color={color}
      disabled={disabled}
      sx={fullWidthOnPhone ? { width: { xs: '100%', sm: 'auto' } } : undefined}
    >
      {busy ? busyLabel : label}
    </BusyButton>
  );
}

/** The end of a dialog: 'Cancelar', then the action (which shows a spinner while it runs). */
export function DialogButtons({
  onCancel,
  focusCancel = false,
  ...action
}: ActionProps & { onCancel: () => void; focusCancel?: boolean }) {
  return (
    <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={onCancel} disabled={action.busy} autoFocus={focusCancel}>
        {UI_TEXT.cancel}
      </Button>
      <ActionButton {...action} />
    </DialogActions>
  );
}

/**
 * The end of a page form: 'Cancelar' back to `cancelHref`, then the submit button. With
 * `fullWidthOnPhone` both fill the row on a phone, the submit on top.
 */
export function FormButtons({
  cancelHref,
  fullWidthOnPhone = false,
  ...action
}: ActionProps & { cancelHref: string; fullWidthOnPhone?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        justifyContent: 'flex-end',
        flexWrap: fullWidthOnPhone ? 'wrap-reverse' : 'wrap',
      }}
    >
      <Button
        component={RouterLink}
        to={cancelHref}
        disabled={action.busy}
        sx={fullWidthOnPhone ? { width: { xs: '100%', sm: 'auto' } } : undefined}
      >
        {UI_TEXT.cancel}
      </Button>
      <ActionButton {...action} fullWidthOnPhone={fullWidthOnPhone} />
    </Box>
  );
}
