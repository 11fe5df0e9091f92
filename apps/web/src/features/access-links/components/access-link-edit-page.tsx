import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AccessLinkDetail } from '@tlp/shared/access-links';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { LoadErrorState, NotFoundState } from '@/components/ui/page-states.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { paths } from '@/config/paths.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { isNotFound } from '@/lib/is-not-found.ts';
import { accessLinkKey, useAccessLink } from '../api/get-access-link.ts';
import { highschoolAccessLinksKey } from '../api/get-highschool-access-links.ts';
import { updateAccessLink } from '../api/update-access-link.ts';
import { AL_TEXT as TEXT } from '../messages.ts';
import { AccessLinkForm } from './access-link-form.tsx';

/** 'YYYY-MM-DD' of a stored expiry, in Mexico City (where a date-only expiry ends). */
function dayOf(expiresAt: string | null): string {
  if (!expiresAt) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(expiresAt)) return expiresAt;
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(date);
}

function EditForm({ link }: { link: AccessLinkDetail }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const back = paths.highschool.getHref(link.highschool_id);
  const initialDate = dayOf(link.expires_at);

  const submit = async ({ seats, name, date }: { seats: number; name: string; date: string }) => {
    setFailure(null);
    try {
      const updated = await updateAccessLink(link.uuid, {
        seats,
        name: name || null,
        // An untouched date is not sent again, so its time of day is kept.
        ...(date === initialDate ? {} : { expiresAt: date || null }),
      });
      await mutate(accessLinkKey(link.uuid), updated, { revalidate: false });
    } catch (error) {
      setFailure(
        isApiRequestError(error) && error.errorCode === 'SeatsBelowUsed'
          ? `${TEXT.editFailed}: ${TEXT.seatsBelowUsed}`
          : TEXT.editFailed,
      );
      return;
    }
    await mutate(highschoolAccessLinksKey(link.highschool_id));
    await navigate(back);
  };

  return (
    <>
      <Link component={RouterLink} to={back} sx={{ display: 'inline-block', mb: 2 }}>
        ← {TEXT.backToSchool(link.highschool_name)}
      </Link>
      <Typography component="h1" variant="h2" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {TEXT.editTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {`${link.highschool_name} · ${link.highschool_city}`}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AccessLinkForm
          editing
          initial={{ seats: String(link.seats), name: link.name ?? '', date: initialDate }}
          seatsUsed={link.seats_used}
          submitLabel={TEXT.submitEdit}
          cancelHref={back}
          failure={failure}
          onSubmit={submit}
        />
      </Paper>
    </>
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
