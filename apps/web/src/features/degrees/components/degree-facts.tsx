import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { degreeFacts, type Degree } from '@tlp/shared/degrees';
import { DEGREE_TEXT } from '../messages.ts';

/** Modality, duration and approximate cost per period, those the degree has; nothing when none. */
export function DegreeFacts({ degree }: { degree: Degree }) {
  const facts = degreeFacts(degree);
  const rows = (
    [
      [DEGREE_TEXT.modality, facts.modality],
      [DEGREE_TEXT.duration, facts.duration],
      [DEGREE_TEXT.cost, facts.cost],
    ] as const
  ).filter(([, value]) => value !== null);
  if (!rows.length) return null;
  return (
    <Box
      component="dl"
      aria-label={DEGREE_TEXT.facts}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 1.5,
        m: 0,
        mt: 3,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ p: 2, borderRadius: 2, bgcolor: 'brand.soft' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.0625rem' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
