import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Preferences } from '@tlp/shared/students';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { LoadError } from '@/features/favorites/components/card-grid.tsx';
import { degreeSuggestionsKey } from '@/features/student-home/api/get-degree-suggestions.ts';
import { currentUserKey } from '@/features/users/api/get-current-user.ts';
import { preferencesKey, usePreferences } from '../api/get-preferences.ts';
import { PROFILE_TEXT as TEXT } from '../messages.ts';
import { InfoList } from './info-list.tsx';
import { InterestsDialog } from './interests-dialog.tsx';
import { ProfileCard } from './profile-card.tsx';

function Chips({ items }: { items: readonly { id: number; name: string }[] }) {
  if (!items.length) return <Typography color="text.secondary">{TEXT.noneChosen}</Typography>;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <Chip
            label={item.name}
            sx={{ bgcolor: 'brand.soft', color: 'primary.dark', fontWeight: 700, maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}

/** 'Información educativa de interés': the student's areas and cities, with an edit dialog. */
export function InterestsBlock({ userId, onSaved }: { userId: number; onSaved: () => void }) {
  const { mutate } = useSWRConfig();
  const { preferences, error, retry } = usePreferences();
  const [open, setOpen] = useState(false);

  const saved = (next: Preferences) => {
    setOpen(false);
    void mutate(preferencesKey, next, { revalidate: false });
    void mutate(currentUserKey);
    // The home's suggested campuses follow the preferences.
    void mutate(degreeSuggestionsKey(userId));
    onSaved();
  };

  let body;
  if (preferences) {
    body = (
      <InfoList
        items={[
          { label: TEXT.areas, value: <Chips items={preferences.areas} /> },
          { label: TEXT.cities, value: <Chips items={preferences.cities} /> },
        ]}
      />
    );
  } else if (error) {
    body = <LoadError message={TEXT.preferencesError} retryLabel={TEXT.retry} onRetry={retry} />;
  } else {
    body = (
      <Box sx={{ '& > [role=status]': { minHeight: 0, p: 2 } }}>
        <FullPageLoader label={TEXT.loadingPreferences} />
      </Box>
    );
  }

  return (
    <ProfileCard
      title={TEXT.interests}
      editLabel={TEXT.editInterests}
      onEdit={preferences ? () => setOpen(true) : undefined}
    >
      {body}
      {preferences ? (
        <InterestsDialog open={open} preferences={preferences} onClose={() => setOpen(false)} onSaved={saved} />
      ) : null}
    </ProfileCard>
  );
}
