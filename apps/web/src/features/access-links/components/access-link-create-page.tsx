import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths.ts';
import { createAccessLink } from '../api/create-access-link.ts';
import { highschoolAccessLinksKey } from '../api/get-highschool-access-links.ts';
import { AL_TEXT as TEXT } from '../messages.ts';
import { AccessLinkForm } from './access-link-form.tsx';

/** /highschools/{id}/access-links/new (admin). */
export function AccessLinkCreatePage({ highschoolId }: { highschoolId: string }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const back = paths.highschool.getHref(highschoolId);

  const submit = async ({ seats, name, date }: { seats: number; name: string; date: string }) => {
    setFailure(null);
    try {
      await createAccessLink(highschoolId, {
        seats,
        ...(name ? { name } : {}),
        ...(date ? { expirationDate: date } : {}),
      });
    } catch {
      setFailure(TEXT.createFailed);
      return;
    }
    await mutate(highschoolAccessLinksKey(highschoolId));
    await navigate(back);
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <title>{TEXT.createPageTitle}</title>
      <Link component={RouterLink} to={back} sx={{ display: 'inline-block', mb: 2 }}>
        ← {TEXT.backToSchool('la preparatoria')}
      </Link>
      <Typography component="h1" variant="h2" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {TEXT.createTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {TEXT.formIntro}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AccessLinkForm
          initial={{ seats: '', name: '', date: '' }}
          seatsUsed={0}
          submitLabel={TEXT.submitCreate}
          cancelHref={back}
          failure={failure}
          onSubmit={submit}
        />
      </Paper>
    </Box>
  );
}
