import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PLATFORM_INFO } from '@/content/platform-info.ts';

const ICONS: Record<(typeof PLATFORM_INFO.features)[number]['id'], ReactNode> = {
  campus: <ApartmentRounded />,
  carreras: <SchoolRounded />,
  reunion: <VideocamRounded />,
  habilidades: <PsychologyRounded />,
};

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** What the platform offers, opened from /login (content/platform-info.ts). */
export default function PlatformInfoDialog({ open, onClose }: DialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="platform-info-title" maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id="platform-info-title">{PLATFORM_INFO.title}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{PLATFORM_INFO.intro}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {PLATFORM_INFO.features.map((feature) => (
            <Box component="li" key={feature.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'brand.soft',
                  color: 'primary.main',
                }}
              >
                {ICONS[feature.id]}
              </Box>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {feature.title}
                </Typography>
                <Typography color="text.secondary">{feature.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Typography sx={{ mt: 2 }}>{PLATFORM_INFO.orienters}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {PLATFORM_INFO.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
