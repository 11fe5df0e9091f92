import Alert from '@mui/material/Alert';

/** Why a form failed, read out as it appears; nothing while there is no failure. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}
