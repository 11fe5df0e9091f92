import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LogoMark } from './logo.tsx';

export const COMING_SOON_TEXT = {
  badge: 'Muy pronto',
  body: 'Estamos preparando esta sección para ti. Estará disponible en una próxima versión de Toca la Puerta.',
} as const;

/** A friendly card for a screen that arrives in a later release. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, sm: 4 } }}>
      <title>{`${title} · Toca la Puerta`}</title>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <LogoMark size={64} />
        </Box>
        <Typography
          component="p"
          sx={{
            display: 'inline-block',
            px: 1.5,
            py: 0.5,
            mb: 1.5,
            borderRadius: 999,
            bgcolor: 'brand.soft',
            color: 'primary.dark',
            fontWeight: 700,
          }}
        >
          {COMING_SOON_TEXT.badge}
        </Typography>
        <Typography component="h1" variant="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{COMING_SOON_TEXT.body}</Typography>
      </Paper>
    </Box>
  );
}
