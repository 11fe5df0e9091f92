import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';

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

/** A block that could not load, with a way to ask again. */
export function BlockError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
