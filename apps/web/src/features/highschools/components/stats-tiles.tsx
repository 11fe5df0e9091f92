import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HighschoolStats } from '@tlp/shared/highschools';
import type { ReactNode } from 'react';
import { formatNumber } from '../format-number.ts';
import { HS_TEXT } from '../messages.ts';

interface Tile {
  label: string;
  value: number | undefined;
  hint?: string;
  icon: ReactNode;
}

/** Libretas, Registros, Favoritas ('1 por estudiante') and Reuniones as a list of tiles. */
export function StatsTiles({ stats, label }: { stats: HighschoolStats | undefined; label: string }) {
  const tiles: Tile[] = [
    { label: HS_TEXT.notebooks, value: stats?.notebooks, icon: <AutoStoriesRounded /> },
    { label: HS_TEXT.registers, value: stats?.registers, icon: <HowToRegRounded /> },
    {
      label: HS_TEXT.favorites,
      value: stats?.favorite_degrees,
      hint: HS_TEXT.favoritesHint,
      icon: <FavoriteRounded />,
    },
    { label: HS_TEXT.meetings, value: stats?.meetings, icon: <EventAvailableRounded /> },
  ];
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={stats ? undefined : true}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {tiles.map((tile) => (
        <Paper component="li" key={tile.label} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 0.5 }}>
            <Box aria-hidden="true" sx={{ display: 'flex', '& svg': { fontSize: 22 } }}>
              {tile.icon}
            </Box>
            <Typography component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {tile.label}
            </Typography>
          </Box>
          {tile.value === undefined ? (
            <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
          ) : (
            <Typography
              component="span"
              sx={{ display: 'block', fontSize: { xs: '1.75rem', sm: '2.125rem' }, fontWeight: 700, lineHeight: 1.2 }}
            >
              {formatNumber(tile.value)}
            </Typography>
          )}
          {tile.hint ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {tile.hint}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
