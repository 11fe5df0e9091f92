import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
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
import { CampusAreaFilter } from './campus-area-filter.tsx';
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
          sizes="128px"
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

/**
 * 'Carreras por área de estudio': the campus degrees grouped by area, optionally only some areas,
 * with chips to change which.
 */
export function CampusDegrees({
  campusId,
  areaIds,
  onAreasChange,
}: {
  campusId: number;
  areaIds: readonly number[];
  onAreasChange: (areaIds: number[]) => void;
}) {
  const { degrees, error, isLoading, retry } = useCampusDegrees(campusId);
  const filtering = areaIds.length > 0;
  const allGroups = degrees ? groupDegreesByArea(degrees) : [];
  const groups = filtering ? allGroups.filter((g) => areaIds.includes(g.areaId)) : allGroups;

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
      {allGroups.length > 1 || (filtering && allGroups.length > 0) ? (
        <CampusAreaFilter
          campusId={campusId}
          areas={allGroups.map((g) => ({ areaId: g.areaId, area: g.area, count: g.degrees.length }))}
          selected={areaIds}
          total={degrees?.length ?? 0}
          onChange={onAreasChange}
        />
      ) : null}
      {body}
    </PageSection>
  );
}
