import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { FavoriteDegree } from '@tlp/shared/favorites';
import { useId, useState } from 'react';
import { FAVORITES_TEXT as TEXT } from '../messages.ts';
import { BusyButton } from '@/components/ui/busy-button.tsx';

interface RemoveFavoriteDialogProps {
  degree: FavoriteDegree | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a favourite is removed. */
export function RemoveFavoriteDialog({ degree, busy, onCancel, onConfirm }: RemoveFavoriteDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  // Keeps the text while the dialog fades out.
  const [shown, setShown] = useState(degree);
  if (degree && degree !== shown) setShown(degree);
  return (
    <Dialog
      open={!!degree}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{TEXT.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{shown ? TEXT.confirmBody(shown.name, shown.campus) : null}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          {TEXT.cancel}
        </Button>
        <BusyButton busy={busy} onClick={onConfirm} variant="contained" color="error" disabled={busy}>
          {busy ? TEXT.removing : TEXT.confirm}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
