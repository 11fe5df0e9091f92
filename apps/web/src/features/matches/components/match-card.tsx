import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pesos, yearlyCost } from '@tlp/shared/degree-costs';
import { degreeFacts } from '@tlp/shared/degrees';
import type { DegreeMatch } from '@tlp/shared/matches';
import { Link as RouterLink } from 'react-router';
import { CompareToggle } from '@/components/compare/compare-toggle.tsx';
import { COMPARE_TOGGLE_TEXT } from '@/components/compare/messages.ts';
import { LabourFiguresList } from '@/components/labour-figures/labour-figures.tsx';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { paths } from '@/config/paths.ts';
import { MATCHES_TEXT as TEXT } from '../messages.ts';

const factSx = { display: 'grid', gap: 0.25 } as const;

/** What a year costs, and how that was worked out; the period's cost when the unit is unknown. */
function YearlyCost({ degree }: { degree: DegreeMatch['degree'] }) {
  const yearly = yearlyCost(degree.costo_periodo, degree.duracion_unidad);
  return (
    <Box sx={factSx}>
      <Typography variant="body2" color="text.secondary">
        {TEXT.yearlyCost}
      </Typography>
      {yearly ? (
        <>
          <Typography sx={{ fontWeight: 700 }}>{pesos(yearly.value)}</Typography>
          {/* A cost per year needs no sum to explain it. */}
          {degree.duracion_unidad === 'anios' ? null : (
            <Typography variant="body2" color="text.secondary">
              {yearly.how}
            </Typography>
          )}
        </>
      ) : (
        <Typography sx={{ fontWeight: 700 }}>{degreeFacts(degree).cost ?? TEXT.noCost}</Typography>
      )}
    </Box>
  );
}

/**
 * One match (the same degree may match at several campuses: its buttons name the campus too): the degree (a link to its page), its campus and city, why it matches, its modality
 * and yearly cost, its field's labour figures with their source (or why there are none), and
 * 'Agregar a favoritas' and 'Agregar a comparar'.
 */
export function MatchCard({
  match,
  onAddFavorite,
  adding,
}: {
  match: DegreeMatch;
  onAddFavorite: (match: DegreeMatch) => void;
  /** This card's favourite is being added. */
  adding: boolean;
}) {
  const { degree } = match;
  const modality = degreeFacts(degree).modality;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`match-${degree.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5, flex: 1, alignContent: 'start' }}>
        <Box>
          <Typography id={`match-${degree.id}`} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
            <Link component={RouterLink} to={paths.campusDegree.getHref(degree.campus_id, degree.id)}>
              {degree.name}
            </Link>
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {degree.campus} · {degree.city}
          </Typography>
        </Box>
        <Typography
          sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: 'secondary.dark', fontWeight: 700 }}
        >
          <AutoAwesomeRounded fontSize="small" aria-hidden="true" sx={{ mt: '3px' }} />
          {match.reason}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Box sx={factSx}>
            <Typography variant="body2" color="text.secondary">
              {TEXT.modality}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{modality ?? '—'}</Typography>
          </Box>
          <YearlyCost degree={degree} />
        </Box>
        <Divider />
        <LabourFiguresList figures={match.figures} missingReason={match.figures_missing_reason} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {match.is_favorite ? (
          <Typography
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: '#8f2f0f', fontWeight: 700, px: 1 }}
          >
            <FavoriteRounded fontSize="small" aria-hidden="true" />
            {TEXT.isFavorite}
          </Typography>
        ) : (
          <BusyButton
            size="small"
            variant="contained"
            color="secondary"
            startIcon={<FavoriteBorderRounded />}
            aria-label={TEXT.favoriteLabel(COMPARE_TOGGLE_TEXT.degreeAt(degree.name, degree.campus))}
            busy={adding}
            onClick={() => onAddFavorite(match)}
          >
            {TEXT.favorite}
          </BusyButton>
        )}
        <CompareToggle degreeId={degree.id} degreeName={degree.name} campus={degree.campus} size="small" />
      </CardActions>
    </Card>
  );
}
