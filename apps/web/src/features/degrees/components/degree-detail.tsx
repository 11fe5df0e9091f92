import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import { Link as RouterLink, useParams } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { VideoPlayer } from '@/components/video-player/video-player.tsx';
import { paths } from '@/config/paths.ts';
import { ImageGallery } from '@/components/ui/image-gallery.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { LoadErrorState, NotFoundState } from '@/components/ui/page-states.tsx';
import { ProfileBanner } from '@/components/ui/profile-banner.tsx';
import { isNotFound, parseId } from '@/lib/is-not-found.ts';
import { useSessionUser } from '@/lib/session.ts';
import { useDegree } from '../api/get-degree.ts';
import { DEGREE_TEXT } from '../messages.ts';
import { DegreeActions } from './degree-actions.tsx';
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
 * The degree page, the same at /degrees/{id} and /campus/{campusId}/carreras/{id} (spec §2):
 * banner, video, description, PDFs, the campus link, the gallery, and for students the
 * favourite and meeting buttons.
 */
export function DegreeDetail() {
  const params = useParams();
  const degreeId = parseId(params.id);
  const user = useSessionUser();
  const { degree, error, isLoading, retry } = useDegree(degreeId);

  if (degreeId === null || (!degree && isNotFound(error))) {
    return <NotFoundState title={DEGREE_TEXT.notFoundTitle} body={DEGREE_TEXT.notFoundBody} />;
  }
  if (!degree) {
    if (error && !isLoading) return <LoadErrorState onRetry={retry} />;
    return <FullPageLoader label={DEGREE_TEXT.loading} />;
  }

  const isAdmin = hasRole(user?.type, PERMISSIONS.manageCatalog);
  const isStudent = !!user && hasRole(user.type, PERMISSIONS.studentArea);
  const slug = fileSlug(`${degree.name} ${degree.campus}`);

  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', pb: 4 }}>
      <title>{DEGREE_TEXT.pageTitle(degree.name)}</title>
      <ProfileBanner
        title={degree.name}
        subtitle={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.75 }}>
              <ApartmentRounded aria-hidden="true" fontSize="small" sx={{ mt: '0.3em' }} />
              {degree.campus}
            </Box>
            <Chip
              label={degree.area}
              size="small"
              sx={{ bgcolor: 'brand.soft', color: 'primary.dark', fontWeight: 700 }}
            />
          </Box>
        }
        coverSrc={degree.foto_portada}
        profileSrc={degree.foto_perfil ?? degree.image}
        seed={`degree-${degree.id}`}
        coverIcon={SchoolRounded}
        profileIcon={SchoolRounded}
        action={
          isAdmin ? (
            <Button
              component={RouterLink}
              to={paths.degreeEdit.getHref(degree.id)}
              variant="outlined"
              startIcon={<EditRounded />}
              fullWidth
            >
              {DEGREE_TEXT.edit}
            </Button>
          ) : null
        }
      >
        {isStudent ? <DegreeActions degreeId={degree.id} userId={user.id} /> : null}
      </ProfileBanner>

      {degree.video ? (
        <Box sx={{ mt: { xs: 3, sm: 4 } }}>
          <VideoPlayer url={degree.video} title={DEGREE_TEXT.videoTitle(degree.name)} />
        </Box>
      ) : null}

      <PageSection title={DEGREE_TEXT.about}>
        <Typography
          sx={{ whiteSpace: 'pre-line', maxWidth: '70ch' }}
          color={degree.descripcion ? 'text.primary' : 'text.secondary'}
        >
          {degree.descripcion?.trim() || DEGREE_TEXT.noDescription}
        </Typography>
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
      </PageSection>

      {degree.galeria.length ? (
        <PageSection title={DEGREE_TEXT.gallery}>
          <ImageGallery
            images={degree.galeria}
            name={DEGREE_TEXT.gallery}
            label={(index, total) => DEGREE_TEXT.galleryPhoto(index, total, degree.name)}
          />
        </PageSection>
      ) : null}
    </Box>
  );
}
