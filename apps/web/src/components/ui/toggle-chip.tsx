import CheckRounded from '@mui/icons-material/CheckRounded';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A chip that is pressed or not (`aria-pressed`): filled with a check when chosen, outlined
 * otherwise. Enter and Space press it like a button.
 */
export function ToggleChip({
  label,
  selected,
  onToggle,
  dimmed = false,
  sx,
}: {
  label: string;
  selected: boolean;
  onToggle: () => void;
  /** Drawn as unavailable (a choice past the maximum), but still focusable. */
  dimmed?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Chip
      label={label}
      aria-pressed={selected}
      onClick={onToggle}
      icon={selected ? <CheckRounded /> : undefined}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      sx={[
        { height: 40, fontSize: '1rem', borderRadius: 999, maxWidth: '100%' },
        !selected && dimmed ? { color: 'text.secondary', borderStyle: 'dashed' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
