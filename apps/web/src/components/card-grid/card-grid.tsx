import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Children, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';

/** One column on a phone (375 px), as many cards of at least `minCard` (240 px) as fit above that. */
const gridOf = (minCard = '15rem') =>
  ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCard}), 1fr))`,
    listStyle: 'none',
    m: 0,
    p: 0,
  }) as const;
const GRID = gridOf();

/**
 * Cards as a list, so screen readers announce how many there are. `minCard`: the narrowest a card
 * may be, for cards whose content needs more room than the usual 15rem.
 */
export function CardGrid({ children, label, minCard }: { children: ReactNode; label?: string; minCard?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={minCard ? gridOf(minCard) : GRID}>
      {Children.map(children, (child) => (
        <Box component="li" sx={{ minWidth: 0 }}>
          {child}
        </Box>
      ))}
    </Box>
  );
}

/** The shape of the cards while they load; the label is read instead of the grey boxes. */
export function CardGridSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <Box role="status" sx={GRID}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined" aria-hidden="true">
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <CardContent>
            <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="80%" />
            <Skeleton variant="text" width="55%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** An icon on a soft round badge, beside a card's text; drawing only (screen readers skip it). */
export function IconCircle({ children, size = 56 }: { children: ReactNode; size?: 56 | 64 }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: 'brand.soft',
        color: 'primary.main',
        ...(size === 64 ? { '& svg': { fontSize: 36 } } : {}),
      }}
    >
      {children}
    </Box>
  );
}

/**
 * What an empty list says, and what to do next: `action`, or a `link` drawn as the main button
 * ('Explorar carreras').
 */
export function EmptyState({
  icon,
  children,
  action,
  link,
}: {
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        p: { xs: 2, sm: 3 },
        borderRadius: 4,
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'brand.soft',
        bgcolor: 'background.paper',
      }}
    >
      <IconCircle>{icon}</IconCircle>
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography>{children}</Typography>
        {link ? (
          <Button component={RouterLink} to={link.to} variant="contained">
            {link.label}
          </Button>
        ) : (
          action
        )}
      </Box>
    </Box>
  );
}
