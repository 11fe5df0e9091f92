import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import type { Degree } from '@tlp/shared/degrees';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RefObject } from 'react';
import { COMPARE_TEXT as TEXT } from '../messages.ts';
import type { CompareColumn } from './compare-rows.tsx';

/**
 * 'Agregar a favoritas', or 'Entre tus favoritas' once it is. The button it replaces had the
 * focus: the focus moves to the text instead of to the page (`focusOn` names that degree).
 */
export function FavoriteCell({
  degree,
  column,
  adding,
  onAddFavorite,
  focusOn,
}: {
  degree: Degree;
  column: CompareColumn;
  adding: number | null;
  onAddFavorite: (degree: Degree) => void;
  focusOn: RefObject<number | null>;
}) {
  if (column.preferences?.is_favorite) {
    return (
      <Box
        ref={(el: HTMLElement | null) => {
          if (el && focusOn.current === degree.id && document.activeElement === document.body) el.focus();
        }}
        tabIndex={focusOn.current === degree.id ? -1 : undefined}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: '#8f2f0f',
          fontWeight: 700,
          '&:focus-visible': { outline: (theme) => `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }}
      >
        <FavoriteRounded fontSize="small" aria-hidden="true" />
        {TEXT.isFavorite}
      </Box>
    );
  }
  return (
    <Button
      size="small"
      variant="contained"
      color="secondary"
      startIcon={<FavoriteBorderRounded />}
      aria-label={TEXT.addFavoriteLabel(degree.name)}
      aria-busy={adding === degree.id || undefined}
      onClick={
        adding === null
          ? (event) => {
              if (event.currentTarget === document.activeElement) focusOn.current = degree.id;
              onAddFavorite(degree);
            }
          : undefined
      }
    >
      {TEXT.addFavorite}
    </Button>
  );
}
