import Box from '@mui/material/Box';
import { createAccessLink } from '../api/create-access-link.ts';
import { AL_TEXT as TEXT } from '../messages.ts';
import { AccessLinkFormPage } from './access-link-form.tsx';

/** /highschools/{id}/access-links/new (admin). */
export function AccessLinkCreatePage({ highschoolId }: { highschoolId: string }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <title>{TEXT.createPageTitle}</title>
      <AccessLinkFormPage
        highschoolId={highschoolId}
        backLabel={TEXT.backToSchool('la preparatoria')}
        title={TEXT.createTitle}
        intro={TEXT.formIntro}
        initial={{ seats: '', name: '', date: '' }}
        seatsUsed={0}
        submitLabel={TEXT.submitCreate}
        save={({ seats, name, date }) =>
          createAccessLink(highschoolId, {
            seats,
            ...(name ? { name } : {}),
            ...(date ? { expirationDate: date } : {}),
          })
        }
        savedMessage={TEXT.createdNotice}
        failureFor={() => TEXT.createFailed}
      />
    </Box>
  );
}
