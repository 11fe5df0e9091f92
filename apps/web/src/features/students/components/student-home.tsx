import Box from '@mui/material/Box';
import type { CurrentUser } from '@tlp/shared/users';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HOME_TEXT } from '../messages.ts';
import { HomeHeader } from './home-header.tsx';
import { SuggestionsPlaceholder, SuggestionsSection } from './suggestions-section.tsx';

/**
 * The student home: header picture and suggested campuses, then `children` (the route adds the
 * favourites and meetings sections of their own features).
 */
export function StudentHome({ user, children }: { user: CurrentUser; children?: ReactNode }) {
  const { hash } = useLocation();
  // '/home#reuniones' lands on the meetings once the page is drawn.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash]);

  return (
    <HomeColumn>
      <HomeHeader firstName={user.first_name} />
      <SuggestionsSection userId={user.id} />
      {children}
    </HomeColumn>
  );
}

function HomeColumn({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: { xs: 4, md: 5 } }}>
      <title>{HOME_TEXT.pageTitle}</title>
      {children}
    </Box>
  );
}

/**
 * The home before the student is known, as its page draws it (src/app/prerender.tsx): the header
 * picture, without the greeting, and the suggestions' placeholders (they ask for nothing there).
 */
export function StudentHomeFrame() {
  return (
    <HomeColumn>
      <HomeHeader />
      <SuggestionsPlaceholder />
    </HomeColumn>
  );
}
