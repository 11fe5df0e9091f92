import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export const LOADING_TEXT = 'Cargando…';

/** A centred spinner for a screen that is on its way. */
export function FullPageLoader({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', gap: 2, p: 4 }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden="true" />
        <Typography color="text.secondary">{label}</Typography>
      </Box>
    </Box>
  );
}
