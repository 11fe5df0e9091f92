import PsychologyAltRounded from '@mui/icons-material/PsychologyAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { IconCircle } from '@/components/card-grid/card-grid.tsx';
import { INTEREST_TEST_TEXT as TEXT } from '../messages.ts';

/** Before the first statement: what the test is, that it is optional, and 'Continuar' when half done. */
export function TestIntro({
  count,
  answered,
  onStart,
  onRestart,
}: {
  count: number;
  answered: number;
  /** Starts, or resumes where the student left it. */
  onStart: () => void;
  onRestart: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <IconCircle size={64}>
        <PsychologyAltRounded />
      </IconCircle>
      <Typography sx={{ fontSize: '1.125rem' }}>{TEXT.intro(count)}</Typography>
      <Typography color="text.secondary">{TEXT.optional}</Typography>
      {answered > 0 ? (
        <>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{TEXT.resumeNote(answered, count)}</Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" color="secondary" size="large" onClick={onStart}>
              {TEXT.resume}
            </Button>
            <Button variant="outlined" size="large" onClick={onRestart}>
              {TEXT.restart}
            </Button>
          </Box>
        </>
      ) : (
        <Button variant="contained" color="secondary" size="large" onClick={onStart}>
          {TEXT.start}
        </Button>
      )}
    </Paper>
  );
}
