import Box from '@mui/material/Box';
import { createAccessLink } from '../api/create-access-link.ts';
import { AL_OWNER_TEXT, AL_TEXT as TEXT } from '../messages.ts';
import type { AccessLinkOwner } from '../owner.ts';
import { AccessLinkFormPage } from './access-link-form.tsx';

/** /highschools/{id}/access-links/new and /campus/{id}/representantes/nuevo (admin). */
export function AccessLinkCreatePage({ owner }: { owner: AccessLinkOwner }) {
  const ownerText = AL_OWNER_TEXT[owner.kind];
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <title>{TEXT.createPageTitle}</title>
      <AccessLinkFormPage
        owner={owner}
        backLabel={ownerText.back}
        title={TEXT.createTitle}
        intro={ownerText.formIntro}
        initial={{ seats: '', name: '', date: '' }}
        seatsUsed={0}
        seatsHint={ownerText.seatsHint}
        submitLabel={TEXT.submitCreate}
        save={({ seats, name, date }) =>
          createAccessLink(owner, {
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
