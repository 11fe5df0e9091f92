import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { UI_TEXT } from '@/config/ui-text.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** Grey rows while a block loads; screen readers hear the label. */
export function BlockSkeleton({ label, rows = 3, height = 56 }: { label: string; rows?: number; height?: number }) {
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1 }}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} aria-hidden="true" />
      ))}
    </Box>
  );
}

/**
 * A block or list that could not load, with 'Reintentar'. `framed` draws the outlined alert of
 * the page sections; inside a form or a table the filled one reads better.
 */
export function BlockError({
  message,
  onRetry,
  framed = true,
  small = false,
}: {
  message: string;
  onRetry: () => void;
  framed?: boolean;
  small?: boolean;
}) {
  return (
    <Alert
      severity="error"
      variant={framed ? 'outlined' : 'standard'}
      action={
        <Button color="inherit" size={small ? 'small' : 'medium'} onClick={onRetry}>
          {UI_TEXT.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** What an empty section says, in a plain framed box. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography>{children}</Typography>
    </Paper>
  );
}

/**
 * The body of a section that loads a list: the rows once they are in (`children`), `empty` for
 * an empty list, the error with a retry, or the skeleton while it loads.
 */
export function SectionBody<T>({
  data,
  error,
  errorMessage,
  onRetry,
  loading,
  empty,
  children,
}: {
  data: readonly T[] | undefined;
  error: unknown;
  errorMessage: string;
  onRetry: () => void;
  /** What shows while nothing has arrived yet (a skeleton). */
  loading: ReactNode;
  empty: ReactNode;
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (data) return data.length ? children(data) : empty;
  if (error) return <BlockError message={errorMessage} onRetry={onRetry} />;
  return loading;
}
