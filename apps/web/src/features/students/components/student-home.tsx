import Box from '@mui/material/Box';
import type { CurrentUser } from '@tlp/shared/users';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HOME_TEXT } from '../messages.ts';
import { FavoritesSection } from './favorites-section.tsx';
import { HomeHeader } from './home-header.tsx';
import { MeetingsSection } from './meetings-section.tsx';
import { SuggestionsSection } from './suggestions-section.tsx';

/** The student home (spec §2): header picture, suggested campuses, favourites and meetings. */
export function StudentHome({ user }: { user: CurrentUser }) {
  const { hash } = useLocation();
  // '/home#reuniones' lands on the meetings once the page is drawn.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash]);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: { xs: 4, md: 5 } }}>
      <title>{HOME_TEXT.pageTitle}</title>
      <HomeHeader firstName={user.first_name} />
      <SuggestionsSection userId={user.id} />
      <FavoritesSection userId={user.id} />
      <MeetingsSection userId={user.id} />
    </Box>
  );
}
