import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UI_TEXT } from '@/config/ui-text.ts';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { renewOrienterKey, useOrienterKey } from '../api/orienter-key.ts';
import { HS_TEXT } from '../messages.ts';
import { useConfirmedAction } from '@/components/ui/confirmed-action.tsx';
import { copyResult } from '@/components/ui/result-snackbar.tsx';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';

/** The orienter's key for their students' signup, with copy and renew (decisions.md). */
export function OrienterKeyCard() {
  const { key, missing, error, mutate } = useOrienterKey();
  const renewal = useConfirmedAction<true>({
    action: async () => {
      await mutate(await renewOrienterKey(), { revalidate: false });
      return { severity: 'success', message: HS_TEXT.keyRenewed };
    },
    failure: () => ({ severity: 'error', message: HS_TEXT.keyRenewFailed }),
    confirm: () => ({
      title: HS_TEXT.keyRenewTitle,
      body: HS_TEXT.keyRenewBody,
      confirmLabel: HS_TEXT.keyRenew,
      busyLabel: UI_TEXT.updating,
      color: 'primary',
    }),
  });
  const copy = async (text: string) => renewal.notify(await copyResult(text, HS_TEXT.keyCopied));

  let body;
  if (key) {
    body = (
      <>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
          <Typography
            component="span"
            sx={{
              fontFamily: 'monospace',
              fontSize: '1.5rem',
              fontWeight: 700,
              letterSpacing: '0.12em',
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              overflowWrap: 'anywhere',
            }}
          >
            {key.key}
          </Typography>
          <Button variant="contained" startIcon={<ContentCopyRounded />} onClick={() => void copy(key.key)}>
            {HS_TEXT.keyCopy}
          </Button>
          <Button startIcon={<AutorenewRounded />} onClick={() => renewal.ask(true)}>
            {HS_TEXT.keyRenew}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {HS_TEXT.keySince(formatLongDate(key.created_at))}
        </Typography>
      </>
    );
  } else if (missing) {
    body = (
      <Box sx={{ mt: 1.5 }}>
        <Typography sx={{ mb: 1.5 }}>{HS_TEXT.keyMissing}</Typography>
        <Button
          variant="contained"
          startIcon={<AutorenewRounded />}
          onClick={() => void renewal.run(true)}
          disabled={renewal.busy}
        >
          {HS_TEXT.keyCreate}
        </Button>
      </Box>
    );
  } else if (error) {
    body = <BlockError message={HS_TEXT.loadError} onRetry={() => void mutate()} />;
  } else {
    body = <BlockSkeleton label={HS_TEXT.keyLoading} rows={1} />;
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="orienter-key-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id="orienter-key-title" component="h2" variant="h5">
        {HS_TEXT.keyTitle}
      </Typography>
      <Typography color="text.secondary">{HS_TEXT.keyIntro}</Typography>
      {body}
      {renewal.ui}
    </Paper>
  );
}
