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

/**
 * The grid's measures, in px. Each avatar sits in a square tile; the box shows whole rows only
 * (its height is that of `VISIBLE_ROWS` rows, and scrolling snaps from row to row), and it has as
 * many columns as fit among those that divide the 36 avatars, so the last row is full too.
 */
export const AVATAR_GRID = {
  tile: 72,
  gap: 12,
  padding: 12,
  border: 1,
  visibleRows: 4,
  columns: [3, 4, 6, 9],
} as const;

const { tile, gap, padding, border, visibleRows, columns } = AVATAR_GRID;
/** The box's height (border-box) for `rows` whole rows. */
export const gridHeight = (rows: number) => rows * (tile + gap) - gap + 2 * padding + 2 * border;
/** The box's width (border-box) that `count` columns need. */
const gridWidth = (count: number) => count * (tile + gap) - gap + 2 * padding + 2 * border;
const columnsSx = Object.fromEntries(
  columns
    .slice(1)
    .map((count) => [
      `@container (min-width: ${gridWidth(count)}px)`,
      { gridTemplateColumns: `repeat(${count}, minmax(${tile}px, 1fr))` },
    ]),
);

/** Columns the browser laid out ('76px 76px 76px' → 3); 1 when it cannot tell (tests). */
function columnCount(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const tracks = getComputedStyle(grid).gridTemplateColumns.trim().split(/\s+/);
  return tracks.every((t) => /^[\d.]+px$/.test(t)) ? tracks.length : 1;
}

/**
 * The 36 avatars as a radio group (WAI-ARIA radio pattern): one tab stop, arrow keys move
 * the choice (up and down by a row), Home and End jump to the ends. The grid scrolls
 * within 24rem (so it never pushes the rest of the form off a phone's screen), showing whole rows.
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
    // The columns follow the room the form gives the grid (a container query), not the window's.
    <Box sx={{ containerType: 'inline-size' }}>
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
          gridTemplateColumns: `repeat(${columns[0]}, minmax(${tile}px, 1fr))`,
          ...columnsSx,
          gap: `${gap}px`,
          boxSizing: 'border-box',
          maxHeight: `${gridHeight(visibleRows)}px`,
          overflowY: 'auto',
          scrollSnapType: 'y mandatory',
          scrollPaddingBlock: `${padding}px`,
          p: `${padding}px`,
          borderRadius: 3,
          border: `${border}px solid`,
          borderColor: invalid ? 'error.main' : 'divider',
          // Whole rows leave no half avatar to hint at more: a soft shadow at the edge that has
          // more to scroll does (the covers move with the content, the shadows stay).
          background: (theme) => {
            const bg = theme.palette.background.default;
            const shade = 'rgba(29, 23, 54, 0.22)';
            return [
              `linear-gradient(${bg} 30%, transparent) top / 100% 40px no-repeat local`,
              `linear-gradient(transparent, ${bg} 70%) bottom / 100% 40px no-repeat local`,
              `radial-gradient(farthest-side at 50% 0, ${shade}, transparent) top / 100% 14px no-repeat scroll`,
              `radial-gradient(farthest-side at 50% 100%, ${shade}, transparent) bottom / 100% 14px no-repeat scroll`,
              bg,
            ].join(', ');
          },
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
                display: 'grid',
                placeItems: 'center',
                width: tile,
                height: tile,
                scrollSnapAlign: 'start',
                p: 0,
                border: 0,
                borderRadius: '50%',
                bgcolor: 'transparent',
                cursor: 'pointer',
                boxShadow: (theme) => (checked ? `0 0 0 3px ${theme.palette.primary.main}` : 'none'),
                transition: 'transform 120ms ease',
                '&:hover': { transform: 'scale(1.05)' },
                '&:focus-visible': {
                  outline: (theme) => `3px solid ${theme.palette.secondary.main}`,
                  outlineOffset: 3,
                },
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
    </Box>
  );
}
