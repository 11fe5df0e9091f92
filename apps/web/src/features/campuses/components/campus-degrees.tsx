import SchoolRounded from '@mui/icons-material/SchoolRounded';
import FilterAltRounded from '@mui/icons-material/FilterAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DegreeListItem } from '@tlp/shared/degrees';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCampusDegrees } from '../api/get-campus-degrees.ts';
import { groupDegreesByArea } from '../group-degrees-by-area.ts';
import { BlockError } from '@/components/ui/section-states.tsx';
import { CAMPUS_TEXT } from '../messages.ts';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
} as const;

function DegreeCard({ degree, campusId }: { degree: DegreeListItem; campusId: number }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.campusDegree.getHref(campusId, degree.id)}
        sx={{ height: '100%', display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <MediaImage
          src={degree.image}
          alt=""
          seed={`degree-${degree.id}`}
          icon={SchoolRounded}
          ratio="4 / 3"
          sx={{ width: { xs: 112, sm: 128 } }}
        />
        <Box sx={{ p: 2, display: 'flex', alignItems: 'center', minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
            {degree.name}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

function AreaGroupList({ area, degrees, campusId }: { area: string; degrees: DegreeListItem[]; campusId: number }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ '& + &': { mt: 3.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5, mb: 1.5 }}>
        <Typography id={id} component="h3" variant="h5">
          {area}
        </Typography>
        <Typography component="span" color="text.secondary">
          {CAMPUS_TEXT.degreesInArea(degrees.length)}
        </Typography>
      </Box>
      <Box component="ul" sx={gridSx}>
        {degrees.map((degree) => (
          <li key={degree.id}>
            <DegreeCard degree={degree} campusId={campusId} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** 'Carreras por área de estudio': the campus degrees grouped by area, optionally only some areas. */
export function CampusDegrees({ campusId, areaIds }: { campusId: number; areaIds: readonly number[] }) {
  const { degrees, error, isLoading, retry } = useCampusDegrees(campusId);
  const filtering = areaIds.length > 0;
  const groups = degrees ? groupDegreesByArea(degrees, areaIds) : [];
  const filteredAreas = filtering ? groups.map((g) => g.area) : [];

  let body;
  if (degrees) {
    body =
      degrees.length === 0 ? (
        <Typography color="text.secondary">{CAMPUS_TEXT.noDegrees}</Typography>
      ) : groups.length === 0 ? (
        <Typography color="text.secondary">{CAMPUS_TEXT.noFilteredDegrees}</Typography>
      ) : (
        groups.map((group) => (
          <AreaGroupList key={group.areaId} area={group.area} degrees={group.degrees} campusId={campusId} />
        ))
      );
  } else if (error && !isLoading) {
    body = <BlockError message={CAMPUS_TEXT.degreesError} onRetry={retry} framed={false} />;
  } else {
    body = (
      <Box role="status" aria-label={CAMPUS_TEXT.degreesLoading}>
        <Skeleton variant="text" width={180} height={36} />
        <Box sx={{ ...gridSx, mt: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Box>
      </Box>
    );
  }

  return (
    <PageSection title={CAMPUS_TEXT.degrees}>
      {filtering && degrees && degrees.length > 0 ? (
        <Box sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: 'brand.soft' }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <FilterAltRounded aria-hidden="true" sx={{ color: 'primary.main', mt: '3px' }} />
            <Typography>{CAMPUS_TEXT.filtered}</Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
            {filteredAreas.map((area) => (
              <Chip key={area} label={area} size="small" sx={{ bgcolor: '#ffffff', fontWeight: 700 }} />
            ))}
            <Button
              component={RouterLink}
              to={paths.campus.getHref(campusId)}
              variant="outlined"
              size="small"
              sx={{ bgcolor: '#ffffff' }}
            >
              {CAMPUS_TEXT.showAll(degrees.length)}
            </Button>
          </Box>
        </Box>
      ) : null}
      {body}
    </PageSection>
  );
}
