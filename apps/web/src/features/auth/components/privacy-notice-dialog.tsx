import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { company } from '@/content/company.ts';
import {
  PRIVACY_NOTICE_TITLE,
  PRIVACY_UPDATED_LABEL,
  privacyIntro,
  privacySections,
} from '@/content/privacy-notice.ts';
import { formatLongDate } from '@tlp/shared/mexico-time';

const PRIVACY_DIALOG_TEXT = { close: 'Cerrar' } as const;

interface PrivacyNoticeDialogProps {
  open: boolean;
  onClose: () => void;
  /** On /signup the button reads 'Volver al registro', back to the form. */
  closeLabel?: string;
}

/** The privacy notice (content/privacy-notice.ts), full screen on phones. */
export default function PrivacyNoticeDialog({
  open,
  onClose,
  closeLabel = PRIVACY_DIALOG_TEXT.close,
}: PrivacyNoticeDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="privacy-notice-title"
    >
      <DialogTitle id="privacy-notice-title" component="h2" variant="h3">
        {PRIVACY_NOTICE_TITLE}
      </DialogTitle>
      <DialogContent dividers>
        {privacyIntro.map((text) => (
          <Typography key={text} sx={{ mb: 1.5 }}>
            {text}
          </Typography>
        ))}
        {privacySections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={`privacy-${section.id}`} sx={{ mt: 3 }}>
            <Typography id={`privacy-${section.id}`} component="h3" variant="h6" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
            {section.paragraphs?.map((text) => (
              <Typography key={text} sx={{ mb: 1.5 }}>
                {text}
              </Typography>
            ))}
            {section.items ? (
              <Box component="ul" sx={{ pl: 3, my: 1, display: 'grid', gap: 0.75 }}>
                {section.items.map((text) => (
                  <Typography component="li" key={text}>
                    {text}
                  </Typography>
                ))}
              </Box>
            ) : null}
            {section.closing?.map((text) => (
              <Typography key={text} sx={{ mb: 1.5 }}>
                {text}
              </Typography>
            ))}
          </Box>
        ))}
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {PRIVACY_UPDATED_LABEL} {formatLongDate(company.privacyNoticeUpdatedAt)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
