import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { AccessLinkDetail } from '@tlp/shared/access-links';
import { dayOf } from '@tlp/shared/dates';
import { ERRORS } from '@tlp/shared/errors';
import { useSWRConfig } from 'swr';
import { LoadErrorState, NotFoundState } from '@/components/ui/page-states.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { isNotFound } from '@/lib/is-not-found.ts';
import { accessLinkKey, useAccessLink } from '../api/get-access-link.ts';
import { updateAccessLink } from '../api/update-access-link.ts';
import { AL_OWNER_TEXT, AL_TEXT as TEXT } from '../messages.ts';
import type { AccessLinkOwner } from '../owner.ts';
import { AccessLinkFormPage } from './access-link-form.tsx';

function EditForm({ link }: { link: AccessLinkDetail }) {
  const { mutate } = useSWRConfig();
  // The day of the stored expiry in Mexico City, where a date-only expiry ends.
  const initialDate = link.expires_at ? (dayOf(link.expires_at) ?? '') : '';
  // A school's link goes back to the school, a campus's to the campus.
  const owner: AccessLinkOwner =
    link.kind === 'campus'
      ? { kind: 'campus', id: link.campus_id ?? '' }
      : { kind: 'highschool', id: link.highschool_id ?? '' };
  const ownerName = (link.kind === 'campus' ? link.campus_name : link.highschool_name) ?? '';
  return (
    <AccessLinkFormPage
      owner={owner}
      backLabel={TEXT.backToSchool(ownerName)}
      title={TEXT.editTitle}
      intro={link.highschool_city ? `${ownerName} · ${link.highschool_city}` : ownerName}
      seatsHint={AL_OWNER_TEXT[owner.kind].seatsHint}
      editing
      initial={{ seats: String(link.seats), name: link.name ?? '', date: initialDate }}
      seatsUsed={link.seats_used}
      submitLabel={UI_TEXT.saveChanges}
      save={async ({ seats, name, date }) => {
        const updated = await updateAccessLink(link.uuid, {
          seats,
          name: name || null,
          // An untouched date is not sent again, so its time of day is kept.
          ...(date === initialDate ? {} : { expiresAt: date || null }),
        });
        await mutate(accessLinkKey(link.uuid), updated, { revalidate: false });
      }}
      savedMessage={TEXT.updatedNotice}
      failureFor={(error) =>
        isApiRequestError(error) && error.errorCode === 'SeatsBelowUsed'
          ? `${TEXT.editFailed}: ${ERRORS.SeatsBelowUsed.message}`
          : TEXT.editFailed
      }
    />
  );
}

/** /highschools/access-links/{uuid}/edit (admin): loads the link, then edits it. */
export function AccessLinkEditPage({ uuid }: { uuid: string }) {
  const { link, error, retry } = useAccessLink(uuid);
  let body;
  if (link) body = <EditForm link={link} />;
  else if (isNotFound(error)) return <NotFoundState title={TEXT.notFoundTitle} body={TEXT.notFoundBody} />;
  else if (error) return <LoadErrorState onRetry={retry} />;
  else
    body = (
      <Box role="status">
        <Box component="span" sx={visuallyHidden}>
          {TEXT.loadingLink}
        </Box>
        <Skeleton variant="text" width="60%" sx={{ fontSize: '2.25rem' }} aria-hidden="true" />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} aria-hidden="true" />
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <title>{TEXT.editPageTitle}</title>
      {body}
    </Box>
  );
}
