import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { RIASEC_LETTERS, RIASEC_NAMES, type InterestProfile } from '@tlp/shared/interest-test';
import { PROFILE_TEXT as TEXT } from '../messages.ts';

/**
 * The six scores as bars, each named by its letter and name; a screen reader reads a list of
 * 'Realista (R): 72 de 100' (the bars themselves are drawing only).
 */
export function InterestScores({ profile }: { profile: InterestProfile }) {
  const labelId = useId();
  return (
    <Box>
      <Box component="span" id={labelId} sx={visuallyHidden}>
        {TEXT.scoresLabel}
      </Box>
      <Box component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {RIASEC_LETTERS.map((letter) => {
          const value = profile.scores[letter];
          const top = profile.top.includes(letter);
          return (
            <Box
              component="li"
              key={letter}
              sx={{ display: 'grid', gridTemplateColumns: '40px 1fr', columnGap: 1.5, alignItems: 'center' }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  gridRow: 'span 2',
                  display: 'grid',
                  placeItems: 'center',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  fontWeight: 800,
                  fontSize: '1.125rem',
                  bgcolor: top ? 'secondary.main' : 'brand.soft',
                  color: top ? '#ffffff' : 'primary.main',
                }}
              >
                {letter}
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {RIASEC_NAMES[letter]}
                  <Box component="span" sx={visuallyHidden}>
                    {` (${letter})`}
                  </Box>
                  {top ? (
                    <Typography component="span" sx={{ ml: 1, color: 'secondary.dark', fontWeight: 700 }}>
                      · {TEXT.topBadge}
                    </Typography>
                  ) : null}
                </Typography>
                <Typography sx={{ fontWeight: 700 }}>{TEXT.score(value)}</Typography>
              </Box>
              <Box aria-hidden="true" sx={{ height: 12, borderRadius: 6, bgcolor: 'brand.soft', overflow: 'hidden' }}>
                <Box
                  sx={{
                    width: `${Math.max(0, Math.min(100, value))}%`,
                    height: '100%',
                    borderRadius: 6,
                    bgcolor: top ? 'secondary.main' : 'primary.main',
                  }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
