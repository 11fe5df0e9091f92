import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CatalogProfile } from '@/components/catalog-page/catalog-profile.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { paths } from '@/config/paths.ts';
import { useSessionUser } from '@/lib/session.ts';
import { useCampus } from '../api/get-campus.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { CAMPUS_TEXT } from '../messages.ts';
import { parseIdList } from '@/lib/id-list.ts';
import { safeHref } from '@/lib/safe-href.ts';
import { CampusDegrees } from './campus-degrees.tsx';
import { useRouteRecord } from '@/components/ui/page-states.tsx';

/**
 * /campus/{campusId}: the campus profile for every signed-in role; admins also get its edit link.
 * `extra` follows the degrees (the admins' sections the route composes).
 */
export function CampusProfile({ extra }: { extra?: ReactNode } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const areaIds = parseIdList(searchParams.get('areas'));
  const user = useSessionUser();
  const { record: campus, missing } = useRouteRecord('campusId', useCampus, CAMPUS_TEXT);
  if (!campus) return missing;

  const location = safeHref(campus.ubicacion);
  const isAdmin = hasRole(user?.type, PERMISSIONS.manageCatalog);

  return (
    <CatalogProfile
      record={campus}
      kind="campus"
      icon={ApartmentRounded}
      text={CAMPUS_TEXT}
      subtitle={{ icon: PlaceRounded, label: campus.city }}
      editHref={isAdmin ? paths.campusEdit.getHref(campus.id) : undefined}
      about={
        location ? (
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
              {` ${UI_TEXT.newTab}`}
            </Box>
          </Button>
        ) : null
      }
    >
      <CampusDegrees
        campusId={campus.id}
        areaIds={areaIds}
        onAreasChange={(ids) =>
          setSearchParams(ids.length ? { areas: ids.join(',') } : {}, { preventScrollReset: true })
        }
      />
      {extra}
    </CatalogProfile>
  );
}
