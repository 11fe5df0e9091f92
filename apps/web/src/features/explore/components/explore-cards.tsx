import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import type { CampusListItem } from '@tlp/shared/campuses';
import type { DegreeListItem } from '@tlp/shared/degrees';
import { DegreeLinkCard, LinkCard } from '@/components/card-grid/link-card.tsx';
import { CompareToggle } from '@/components/compare/compare-toggle.tsx';
import { paths } from '@/config/paths.ts';
import { EXPLORE_TEXT as TEXT } from '../messages.ts';

const detailSx = { color: 'primary.main', fontWeight: 700 } as const;

/** A degree found: its picture, name, campus and area, linking to its page under its campus. */
export function DegreeResultCard({ degree, eager }: { degree: DegreeListItem; eager: boolean }) {
  return (
    <DegreeLinkCard
      degree={{
        id: degree.id,
        name: degree.name,
        campusId: degree.campus_id,
        campus: degree.campus,
        image: degree.image,
      }}
      eagerImage={eager}
      actions={
        <CardActions sx={{ pt: 0 }}>
          <CompareToggle degreeId={degree.id} degreeName={degree.name} size="small" variant="text" />
        </CardActions>
      }
    >
      <Typography variant="body2" sx={detailSx}>
        {TEXT.areaOf(degree.area)}
      </Typography>
    </DegreeLinkCard>
  );
}

/**
 * A campus found: its picture, name, city and number of degrees. With areas chosen, its page
 * opens showing only the degrees of those areas.
 */
export function CampusResultCard({
  campus,
  areas,
  eager,
}: {
  campus: CampusListItem;
  areas: readonly number[];
  eager: boolean;
}) {
  return (
    <LinkCard
      href={paths.campus.getHref(campus.id, areas)}
      title={campus.name}
      subtitle={campus.city}
      image={campus.foto_perfil}
      kind="campus"
      eagerImage={eager}
    >
      <Typography variant="body2" sx={detailSx}>
        {TEXT.degreesOfCampus(campus.degrees_count)}
      </Typography>
    </LinkCard>
  );
}
