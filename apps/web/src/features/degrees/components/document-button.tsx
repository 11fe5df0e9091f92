import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { safeHref } from '@/lib/safe-href.ts';
import { DEGREE_TEXT } from '../messages.ts';

/** A PDF of the degree as a download link styled as a button; disabled when there is none. */
export function DocumentButton({ label, href, fileName }: { label: string; href: string | null; fileName: string }) {
  const noteId = useId();
  const url = safeHref(href);
  if (!url) {
    return (
      <Box sx={{ display: 'grid', justifyItems: { xs: 'stretch', sm: 'start' }, gap: 0.5 }}>
        <Button variant="outlined" disabled startIcon={<DownloadRounded />} aria-describedby={noteId}>
          {label}
        </Button>
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ fontSize: '0.875rem', pl: 1 }}>
          {DEGREE_TEXT.notAvailable}
        </Typography>
      </Box>
    );
  }
  return (
    <Button component="a" href={url} download={fileName} variant="outlined" startIcon={<DownloadRounded />}>
      {label}
      <Box component="span" sx={visuallyHidden}>
        {` ${DEGREE_TEXT.downloadHint}`}
      </Box>
    </Button>
  );
}
