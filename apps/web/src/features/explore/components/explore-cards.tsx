import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import type { CampusListItem } from '@tlp/shared/campuses';
import { yearlyCost, pesos } from '@tlp/shared/degree-costs';
import { degreeFacts } from '@tlp/shared/degree-facts';
import type { DegreeListItem } from '@tlp/shared/degrees';
import { DegreeLinkCard, LinkCard } from '@/components/card-grid/link-card.tsx';
import { CompareToggle } from '@/components/compare/compare-toggle.tsx';
import { paths } from '@/config/paths.ts';
import { EXPLORE_TEXT as TEXT } from '../messages.ts';

const detailSx = { color: 'primary.main', fontWeight: 700 } as const;

/** 'Presencial · $37,000 al año': how the degree is taught and what a year costs, of what is known. */
function degreeFactsLine(degree: DegreeListItem) {
  const yearly = yearlyCost(degree.costo_periodo, degree.duracion_unidad);
  const facts = [degreeFacts(degree).modality, yearly ? TEXT.perYear(pesos(yearly.value)) : null].filter(Boolean);
  return facts.length ? facts.join(' · ') : null;
}

/**
 * A degree found: its picture, name, campus and area, how it is taught and what a year costs,
 * linking to its page under its campus. On a phone it is a compact row.
 */
export function DegreeResultCard({ degree, eager }: { degree: DegreeListItem; eager: boolean }) {
  const facts = degreeFactsLine(degree);
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
      compactOnPhone
      actions={
        <CardActions sx={{ pt: 0 }}>
          <CompareToggle
            degreeId={degree.id}
            degreeName={degree.name}
            campus={degree.campus}
            size="small"
            variant="text"
          />
        </CardActions>
      }
    >
      <Typography variant="body2" sx={detailSx}>
        {TEXT.areaOf(degree.area)}
      </Typography>
      {facts ? (
        <Typography variant="body2" color="text.secondary">
          {facts}
        </Typography>
      ) : null}
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
      compactOnPhone
    >
      <Typography variant="body2" sx={detailSx}>
        {TEXT.degreesOfCampus(campus.degrees_count)}
      </Typography>
    </LinkCard>
  );
}
