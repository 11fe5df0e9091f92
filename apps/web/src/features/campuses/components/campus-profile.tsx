import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { VideoPlayer } from '@/components/video-player/video-player.tsx';
import { paths } from '@/config/paths.ts';
import { useSessionUser } from '@/lib/session.ts';
import { useCampus } from '../api/get-campus.ts';
import { parseAreaIds } from '../group-degrees-by-area.ts';
import { isNotFound, parseId } from '@/lib/is-not-found.ts';
import { PAGE_STATE_TEXT } from '@/components/ui/page-state-text.ts';
import { CAMPUS_TEXT } from '../messages.ts';
import { safeHref } from '@/lib/safe-href.ts';
import { CampusDegrees } from './campus-degrees.tsx';
import { ImageGallery } from '@/components/ui/image-gallery.tsx';
import { LoadErrorState, NotFoundState } from '@/components/ui/page-states.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { ProfileBanner } from '@/components/ui/profile-banner.tsx';

/** /campus/{campusId}: the campus profile for every signed-in role (spec §2). */
export function CampusProfile() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const campusId = parseId(params.campusId);
  const areaIds = parseAreaIds(searchParams.get('areas'));
  const user = useSessionUser();
  const { campus, error, isLoading, retry } = useCampus(campusId);

  if (campusId === null || (!campus && isNotFound(error))) {
    return <NotFoundState title={CAMPUS_TEXT.notFoundTitle} body={CAMPUS_TEXT.notFoundBody} />;
  }
  if (!campus) {
    if (error && !isLoading) return <LoadErrorState onRetry={retry} />;
    return <FullPageLoader label={CAMPUS_TEXT.loading} />;
  }

  const location = safeHref(campus.ubicacion);
  const isAdmin = hasRole(user?.type, PERMISSIONS.manageCatalog);

  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', pb: 4 }}>
      <title>{CAMPUS_TEXT.pageTitle(campus.name)}</title>
      <ProfileBanner
        title={campus.name}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.75 }}>
            <PlaceRounded aria-hidden="true" fontSize="small" sx={{ mt: '0.3em' }} />
            {campus.city}
          </Box>
        }
        coverSrc={campus.foto_portada}
        profileSrc={campus.foto_perfil}
        seed={`campus-${campus.id}`}
        coverIcon={ApartmentRounded}
        profileIcon={ApartmentRounded}
        action={
          isAdmin ? (
            <Button
              component={RouterLink}
              to={paths.campusEdit.getHref(campus.id)}
              variant="outlined"
              startIcon={<EditRounded />}
              fullWidth
            >
              {CAMPUS_TEXT.edit}
            </Button>
          ) : null
        }
      />

      {campus.video ? (
        <Box sx={{ mt: { xs: 3, sm: 4 } }}>
          <VideoPlayer url={campus.video} title={CAMPUS_TEXT.videoTitle(campus.name)} />
        </Box>
      ) : null}

      <PageSection title={CAMPUS_TEXT.about}>
        <Typography
          sx={{ whiteSpace: 'pre-line', maxWidth: '70ch' }}
          color={campus.descripcion ? 'text.primary' : 'text.secondary'}
        >
          {campus.descripcion?.trim() || CAMPUS_TEXT.noDescription}
        </Typography>
        {location ? (
          <Button
            component="a"
            href={location}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<PlaceRounded />}
            endIcon={<OpenInNewRounded aria-hidden="true" />}
            sx={{ mt: 2.5 }}
          >
            {CAMPUS_TEXT.location}
            <Box component="span" sx={visuallyHidden}>
              {` ${PAGE_STATE_TEXT.newTab}`}
            </Box>
          </Button>
        ) : null}
      </PageSection>

      {campus.galeria.length ? (
        <PageSection title={CAMPUS_TEXT.gallery}>
          <ImageGallery
            images={campus.galeria}
            name={CAMPUS_TEXT.gallery}
            label={(index, total) => CAMPUS_TEXT.galleryPhoto(index, total, campus.name)}
          />
        </PageSection>
      ) : null}

      <CampusDegrees campusId={campus.id} areaIds={areaIds} />
    </Box>
  );
}
