import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import type { Degree } from '@tlp/shared/degrees';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { CatalogProfile } from '@/components/catalog-page/catalog-profile.tsx';
import { LabourFiguresList } from '@/components/labour-figures/labour-figures.tsx';
import { useRouteRecord } from '@/components/ui/page-states.tsx';
import { useSessionUser } from '@/lib/session.ts';
import { useDegree } from '../api/get-degree.ts';
import { DEGREE_TEXT } from '../messages.ts';
import { DegreeFacts } from './degree-facts.tsx';
import { DocumentButton } from './document-button.tsx';

function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The degree page, the same at /degrees/{id} and /campus/{campusId}/carreras/{id}: banner,
 * video, description, PDFs, the campus link and the gallery. `actions` go under the banner's
 * title (the route puts the student's favourite and meeting buttons there).
 */
export function DegreeDetail({ actions }: { actions?: (degree: Degree) => ReactNode }) {
  const user = useSessionUser();
  const { record: degree, missing } = useRouteRecord('id', useDegree, DEGREE_TEXT);
  if (!degree) return missing;

  const isAdmin = hasRole(user?.type, PERMISSIONS.manageCatalog);
  const slug = fileSlug(`${degree.name} ${degree.campus}`);

  return (
    <CatalogProfile
      record={degree}
      kind="degree"
      icon={SchoolRounded}
      text={DEGREE_TEXT}
      subtitle={{
        icon: ApartmentRounded,
        label: degree.campus,
        extra: (
          <Chip
            label={degree.area}
            size="small"
            sx={{ bgcolor: 'brand.soft', color: 'primary.dark', fontWeight: 700 }}
          />
        ),
      }}
      profileSrc={degree.foto_perfil ?? degree.image}
      editHref={isAdmin ? paths.degreeEdit.getHref(degree.id) : undefined}
      bannerExtra={actions?.(degree)}
      about={
        <>
          <DegreeFacts degree={degree} />
          {degree.figures ? (
            <Box component="section" aria-labelledby="degree-figures" sx={{ mt: 3 }}>
              <Typography id="degree-figures" component="h2" variant="h6" sx={{ mb: 1 }}>
                {DEGREE_TEXT.figuresTitle(degree.figures.field.name)}
              </Typography>
              <LabourFiguresList figures={degree.figures} missingReason={null} hideField />
            </Box>
          ) : null}
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              flexWrap: 'wrap',
              alignItems: { xs: 'stretch', sm: 'flex-start' },
              gap: 1.5,
              mt: 3,
            }}
          >
            <DocumentButton
              label={DEGREE_TEXT.studyPlan}
              href={degree.pdf_plan_estudios}
              fileName={`plan-de-estudios-${slug}.pdf`}
            />
            <DocumentButton label={DEGREE_TEXT.scholarships} href={degree.pdf_becas} fileName={`becas-${slug}.pdf`} />
            <Button
              component={RouterLink}
              to={paths.campus.getHref(degree.campus_id)}
              variant="outlined"
              endIcon={<ArrowForwardRounded />}
            >
              {DEGREE_TEXT.knowCampus}
            </Button>
          </Box>
        </>
      }
    />
  );
}
