import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import { BlockError } from '@/components/ui/section-states.tsx';
import { ToggleChip } from '@/components/ui/toggle-chip.tsx';
import { ONBOARDING_TEXT } from '../messages.ts';

interface Option {
  id: number;
  name: string;
}

interface ChoiceChipsProps {
  legend: string;
  hint: string;
  options: readonly Option[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  max: number;
  error?: string;
  loading?: boolean;
  loadError?: boolean;
  onRetry: () => void;
  ref?: Ref<{ focus: () => void }>;
}

/**
 * Toggle chips for 1 to `max` choices. With `max` chosen, another pick is ignored:
 * the student unpicks one first; the count next to the hint says why nothing happened.
 */
export function ChoiceChips({
  legend,
  hint,
  options,
  value,
  onChange,
  max,
  error,
  loading,
  loadError,
  onRetry,
  ref,
}: ChoiceChipsProps) {
  const id = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  useImperativeHandle(
    ref,
    () => ({ focus: () => groupRef.current?.querySelector<HTMLElement>('[aria-pressed]')?.focus() }),
    [],
  );
  const full = value.length >= max;

  const toggle = (optionId: number) => {
    if (value.includes(optionId)) onChange(value.filter((v) => v !== optionId));
    else if (!full) onChange([...value, optionId]);
  };

  return (
    <Box
      component="fieldset"
      ref={groupRef}
      aria-describedby={`${id}-hint`}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
        {legend}
      </Typography>
      <Box id={`${id}-hint`} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, mb: 1.5 }}>
        <FormHelperText component="span" sx={{ m: 0 }}>
          {hint}
        </FormHelperText>
        <FormHelperText component="span" aria-live="polite" sx={{ m: 0, fontWeight: 700, color: 'primary.main' }}>
          {ONBOARDING_TEXT.selected(value.length, max)}
        </FormHelperText>
      </Box>
      {loadError ? (
        <BlockError message={ONBOARDING_TEXT.loadError} onRetry={onRetry} framed={false} small />
      ) : loading ? (
        <Box role="status" aria-label={ONBOARDING_TEXT.loading} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {[96, 128, 80, 112, 140, 90].map((w) => (
            <Skeleton key={w} variant="rounded" width={w} height={40} sx={{ borderRadius: 999 }} />
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {options.map((option) => {
            const selected = value.includes(option.id);
            return (
              <ToggleChip
                key={option.id}
                label={option.name}
                selected={selected}
                onToggle={() => toggle(option.id)}
                dimmed={full}
              />
            );
          })}
        </Box>
      )}
      {error ? (
        <FormHelperText error role="alert" sx={{ mx: 0, mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
