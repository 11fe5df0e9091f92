import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ImageGallery } from '@/components/ui/image-gallery.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { ProfileBanner } from '@/components/ui/profile-banner.tsx';
import { VideoPlayer } from '@/components/video-player/video-player.tsx';

/** The fields a campus and a degree share, as the API sends them (their pages and forms). */
export interface CatalogRecord {
  id: number;
  name: string;
  descripcion: string | null;
  foto_perfil: string | null;
  foto_portada: string | null;
  video: string | null;
  galeria: string[];
}

/** What the page says around the record's own data. */
interface CatalogProfileText {
  pageTitle: (name: string) => string;
  edit: string;
  videoTitle: (name: string) => string;
  about: string;
  noDescription: string;
  gallery: string;
  galleryPhoto: (index: number, total: number, name: string) => string;
}

/**
 * The page of a campus or a degree: banner (with the admin's edit link), video, the description
 * with what `about` adds under it, the gallery, then `children`. `bannerExtra` goes under the
 * banner's title (a student's calls to action).
 */
export function CatalogProfile({
  record,
  kind,
  icon,
  text,
  subtitle,
  profileSrc = record.foto_perfil,
  editHref,
  bannerExtra,
  about,
  children,
}: {
  record: CatalogRecord;
  /** Names the drawn placeholders' colours ('campus-3'). */
  kind: 'campus' | 'degree';
  icon: ElementType;
  text: CatalogProfileText;
  /** Under the title: where it is (with its icon) and what else tells it apart. */
  subtitle: { icon: ElementType; label: string; extra?: ReactNode };
  profileSrc?: string | null;
  /** Admins only. */
  editHref?: string;
  bannerExtra?: ReactNode;
  about?: ReactNode;
  children?: ReactNode;
}) {
  const SubtitleIcon = subtitle.icon;
  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', pb: 4 }}>
      <title>{text.pageTitle(record.name)}</title>
      <ProfileBanner
        title={record.name}
        subtitle={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.75 }}>
              <SubtitleIcon aria-hidden="true" fontSize="small" sx={{ mt: '0.3em' }} />
              {subtitle.label}
            </Box>
            {subtitle.extra}
          </Box>
        }
        coverSrc={record.foto_portada}
        profileSrc={profileSrc}
        seed={`${kind}-${record.id}`}
        coverIcon={icon}
        profileIcon={icon}
        action={
          editHref ? (
            <Button component={RouterLink} to={editHref} variant="outlined" startIcon={<EditRounded />} fullWidth>
              {text.edit}
            </Button>
          ) : null
        }
      >
        {bannerExtra}
      </ProfileBanner>

      {record.video ? (
        <Box sx={{ mt: { xs: 3, sm: 4 } }}>
          <VideoPlayer url={record.video} title={text.videoTitle(record.name)} />
        </Box>
      ) : null}

      <PageSection title={text.about}>
        <Typography
          sx={{ whiteSpace: 'pre-line', maxWidth: '70ch' }}
          color={record.descripcion ? 'text.primary' : 'text.secondary'}
        >
          {record.descripcion?.trim() || text.noDescription}
        </Typography>
        {about}
      </PageSection>

      {record.galeria.length ? (
        <PageSection title={text.gallery}>
          <ImageGallery
            images={record.galeria}
            name={text.gallery}
            label={(index, total) => text.galleryPhoto(index, total, record.name)}
          />
        </PageSection>
      ) : null}

      {children}
    </Box>
  );
}
