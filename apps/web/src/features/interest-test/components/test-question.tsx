import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { ANSWER_SCALE, INTEREST_TEST_TEXT as TEXT } from '../messages.ts';

/** A tap on an answer moves on after this long, so the choice is seen first. */
const ADVANCE_MS = 250;

const optionSx = {
  m: 0,
  px: 1.5,
  minHeight: 56,
  borderRadius: 3,
  border: 2,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '& .MuiFormControlLabel-label': { fontSize: '1.0625rem', fontWeight: 700 },
  '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'brand.soft' },
  '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * One statement of the test: how much the student likes it, on five large choices, with the
 * progress ('12 de 36'), 'Anterior' and 'Siguiente' (or 'Ver mis resultados' on the last one).
 * A tap on a choice moves on by itself; with the keyboard, arrows choose and 'Siguiente' moves on.
 */
export function TestQuestion({
  text,
  position,
  count,
  value,
  onAnswer,
  onPrevious,
  onNext,
  sending,
  error,
}: {
  text: string;
  /** 0-based. */
  position: number;
  count: number;
  value: number | undefined;
  onAnswer: (value: number) => void;
  onPrevious: () => void;
  /** Moves on, or sends the answers on the last statement. */
  onNext: () => void;
  sending: boolean;
  error: string | null;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const legendId = useId();
  const hintId = useId();
  const tapped = useRef(false);
  const advance = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [missing, setMissing] = useState(false);
  const last = position === count - 1;

  // Each new statement is read out first: the focus goes to it. A pending move on is dropped.
  useEffect(() => {
    setMissing(false);
    headingRef.current?.focus();
    return () => clearTimeout(advance.current);
  }, [position]);

  const next = () => {
    if (value === undefined) {
      setMissing(true);
      return;
    }
    onNext();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography aria-hidden="true" sx={{ fontWeight: 700, color: 'primary.main', mb: 0.75 }}>
          {TEXT.progress(position + 1, count)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((position + 1) / count) * 100}
          aria-label={TEXT.progressLabel}
          aria-valuetext={TEXT.progress(position + 1, count)}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Box>
        <Typography id={hintId} color="text.secondary" sx={{ fontWeight: 700, mb: 0.5 }}>
          {TEXT.howMuch}
        </Typography>
        <Typography
          ref={headingRef}
          id={legendId}
          component="h2"
          variant="h3"
          tabIndex={-1}
          sx={{ mb: 2, outline: 'none', fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
        >
          <Box component="span" sx={visuallyHidden}>
            {TEXT.question(position + 1, count)}:{' '}
          </Box>
          {text}
        </Typography>
        <RadioGroup
          aria-labelledby={legendId}
          aria-describedby={hintId}
          value={value === undefined ? '' : String(value)}
          onPointerDown={() => {
            tapped.current = true;
          }}
          onKeyDown={() => {
            tapped.current = false;
          }}
          onChange={(_event, chosen) => {
            setMissing(false);
            onAnswer(Number(chosen));
            if (tapped.current && !last) {
              clearTimeout(advance.current);
              advance.current = setTimeout(onNext, ADVANCE_MS);
            }
            tapped.current = false;
          }}
          sx={{ display: 'grid', gap: 1.25 }}
        >
          {ANSWER_SCALE.map((option) => (
            <FormControlLabel
              key={option.value}
              value={String(option.value)}
              control={<Radio />}
              label={option.label}
              sx={optionSx}
            />
          ))}
        </RadioGroup>
      </Box>
      {missing ? <Alert severity="warning">{TEXT.pickOne}</Alert> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onPrevious} disabled={sending} sx={{ minHeight: 48 }}>
          {TEXT.previous}
        </Button>
        {last ? (
          <BusyButton variant="contained" color="secondary" busy={sending} onClick={next} sx={{ minHeight: 48 }}>
            {sending ? TEXT.sending : TEXT.finish}
          </BusyButton>
        ) : (
          <Button variant="contained" onClick={next} sx={{ minHeight: 48 }}>
            {TEXT.next}
          </Button>
        )}
      </Box>
    </Box>
  );
}
