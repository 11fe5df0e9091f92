import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import { AVATARS } from '@tlp/shared/avatars';
import { useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react';
import { avatarLabel, AvatarImage } from './avatar-image.tsx';

interface AvatarGridProps {
  value: string | null | undefined;
  onChange: (avatar: string) => void;
  onBlur?: () => void;
  /** The id of the element that names the group (its visible label). */
  labelledBy: string;
  /** The id of the element that describes it (hint or error). */
  describedBy?: string;
  invalid?: boolean;
  /** react-hook-form focuses the group through this when the choice is missing. */
  ref?: Ref<{ focus: () => void }>;
}

/** Columns the browser laid out ('76px 76px 76px' → 3); 1 when it cannot tell (tests). */
function columnCount(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const tracks = getComputedStyle(grid).gridTemplateColumns.trim().split(/\s+/);
  return tracks.every((t) => /^[\d.]+px$/.test(t)) ? tracks.length : 1;
}

/**
 * The 36 avatars as a radio group (WAI-ARIA radio pattern): one tab stop, arrow keys move
 * the choice (up and down by a row), Home and End jump to the ends. The grid scrolls
 * within 24rem (so it never pushes the rest of the form off a phone's screen).
 */
export function AvatarGrid({ value, onChange, onBlur, labelledBy, describedBy, invalid, ref }: AvatarGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const selected = value ? AVATARS.indexOf(value) : -1;
  const tabStop = Math.max(selected, 0);

  const focusAt = (index: number) => {
    const radios = gridRef.current?.querySelectorAll<HTMLElement>('[role="radio"]');
    radios?.[index]?.focus();
  };
  useImperativeHandle(ref, () => ({ focus: () => focusAt(tabStop) }), [tabStop]);

  const move = (to: number) => {
    const index = (to + AVATARS.length) % AVATARS.length;
    onChange(AVATARS[index]!);
    focusAt(index);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const row = columnCount(gridRef.current);
    const moves: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      ArrowDown: () => move(row > 1 ? Math.min(index + row, AVATARS.length - 1) : index + 1),
      ArrowUp: () => move(row > 1 ? Math.max(index - row, 0) : index - 1),
      Home: () => move(0),
      End: () => move(AVATARS.length - 1),
      ' ': () => onChange(AVATARS[index]!),
      Enter: () => onChange(AVATARS[index]!),
    };
    const action = moves[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Box
      ref={gridRef}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required="true"
      aria-invalid={invalid || undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
        gap: 1.5,
        maxHeight: '24rem',
        overflowY: 'auto',
        p: 1.5,
        borderRadius: 3,
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        bgcolor: 'background.default',
      }}
    >
      {AVATARS.map((avatar, index) => {
        const checked = index === selected;
        return (
          <Box
            key={avatar}
            component="button"
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={avatarLabel(avatar)}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => onChange(avatar)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              position: 'relative',
              justifySelf: 'center',
              p: 0.5,
              border: 0,
              borderRadius: '50%',
              bgcolor: 'transparent',
              cursor: 'pointer',
              boxShadow: (theme) => (checked ? `0 0 0 3px ${theme.palette.primary.main}` : 'none'),
              transition: 'transform 120ms ease',
              '&:hover': { transform: 'scale(1.05)' },
              '&:focus-visible': { outline: (theme) => `3px solid ${theme.palette.secondary.main}`, outlineOffset: 3 },
            }}
          >
            <AvatarImage avatar={avatar} size={64} decorative />
            {checked ? (
              <CheckCircleRounded
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  right: -2,
                  bottom: -2,
                  fontSize: 24,
                  color: 'primary.main',
                  bgcolor: 'background.paper',
                  borderRadius: '50%',
                }}
              />
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
