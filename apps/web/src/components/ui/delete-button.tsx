import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import { UI_TEXT } from '@/config/ui-text.ts';

interface DeleteButtonProps {
  /** The accessible name, which says what is deleted ("Eliminar a …"). */
  label: string;
  onClick: () => void;
  small?: boolean;
}

/** 'Eliminar' in the error colour with its bin icon; what it deletes is asked for after (a dialog). */
export function DeleteButton({ label, onClick, small = false }: DeleteButtonProps) {
  return (
    <Button
      color="error"
      size={small ? 'small' : 'medium'}
      startIcon={<DeleteOutlineRounded />}
      aria-label={label}
      onClick={onClick}
    >
      {UI_TEXT.delete}
    </Button>
  );
}
