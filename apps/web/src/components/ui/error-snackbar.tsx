import { ResultSnackbar } from './result-snackbar.tsx';

/** An error message that hides itself after LIMITS.snackbarMs (3 s), like every result message. */
export function ErrorSnackbar({ message, onClose }: { message: string | null; onClose: () => void }) {
  return <ResultSnackbar result={message === null ? null : { severity: 'error', message }} onClose={onClose} />;
}
