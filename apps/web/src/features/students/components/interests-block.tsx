import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Preferences } from '@tlp/shared/students';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { InfoList } from '@/components/ui/info-list.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { BlockError } from '@/components/ui/section-states.tsx';
import { TagList } from '@/components/ui/tag-list.tsx';
import { degreeSuggestionsKey } from '../api/get-degree-suggestions.ts';
import { preferencesKey, usePreferences } from '../api/get-preferences.ts';
import { INTERESTS_TEXT as TEXT } from '../messages.ts';
import { InterestsForm } from './interests-form.tsx';

function Chips({ items }: { items: readonly { id: number; name: string }[] }) {
  if (!items.length) return <Typography color="text.secondary">{TEXT.noneChosen}</Typography>;
  return <TagList names={items.map((item) => item.name)} />;
}

/** 'Información educativa de interés': the student's areas and cities, with an edit dialog. */
export function InterestsBlock({ userId, onSaved }: { userId: number; onSaved: () => void }) {
  const { mutate } = useSWRConfig();
  const { preferences, error, retry } = usePreferences();
  const [open, setOpen] = useState(false);

  const saved = (next: Preferences) => {
    setOpen(false);
    void mutate(preferencesKey, next, { revalidate: false });
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
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  } else {
    body = (
      <Box sx={{ '& > [role=status]': { minHeight: 0, p: 2 } }}>
        <FullPageLoader label={TEXT.loading} />
      </Box>
    );
  }

  return (
    <SectionCard title={TEXT.title} editLabel={TEXT.edit} onEdit={preferences ? () => setOpen(true) : undefined}>
      {body}
      {preferences ? (
        <FormDialog open={open} onClose={() => setOpen(false)} title={TEXT.edit}>
          <InterestsForm preferences={preferences} onClose={() => setOpen(false)} onSaved={saved} />
        </FormDialog>
      ) : null}
    </SectionCard>
  );
}
