import { ResultSnackbar } from './result-snackbar.tsx';

/** An error message that hides itself after 3000 ms (spec §9). */
export function ErrorSnackbar({ message, onClose }: { message: string | null; onClose: () => void }) {
  return <ResultSnackbar result={message === null ? null : { severity: 'error', message }} onClose={onClose} />;
}
