import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { UI_TEXT } from '@/config/ui-text.ts';
import { spreadRow } from '@/components/ui/layout.ts';

interface SectionCardProps {
  title: string;
  /** The edit button's accessible name; no button without it. */
  editLabel?: string;
  onEdit?: () => void;
  children: ReactNode;
}

/** A titled card (a block of the profile) with an optional 'Editar' button. */
export function SectionCard({ title, editLabel, onEdit, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ ...spreadRow, flexWrap: 'nowrap', alignItems: 'flex-start', gap: 1.5, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h5" sx={{ minWidth: 0, pt: 0.5 }}>
          {title}
        </Typography>
        {onEdit ? (
          <Button
            variant="outlined"
            size="small"
            startIcon={<EditRounded />}
            aria-label={editLabel}
            onClick={onEdit}
            sx={{ flexShrink: 0 }}
          >
            {UI_TEXT.edit}
          </Button>
        ) : null}
      </Box>
      {children}
    </Paper>
  );
}
