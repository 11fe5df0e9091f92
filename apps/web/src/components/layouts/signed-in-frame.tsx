import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { mainSx, WIDTH_EXPANDED } from './app-shell.tsx';
import { PHONE_BAR_HEIGHT, SAFE_BOTTOM } from './phone-nav.tsx';

const menuColor = { background: (theme: Theme) => theme.palette.brand.gradient };

/**
 * The signed-in frame as a page draws it before its code has run (src/app/prerender.tsx): the
 * menu's place, in its colour (the bottom bar on a phone, the left column wider), and the page's
 * area with `children`, the parts of the screen that are the same for everyone. It says nothing of
 * the user: who is signed in is known only once the code asks. Widths come from CSS, not from
 * a media query in code, since it is drawn once for every screen size.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box
        sx={{
          ...menuColor,
          display: { xs: 'none', sm: 'block' },
          width: WIDTH_EXPANDED,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100dvh',
        }}
      />
      <Box component="main" sx={mainSx}>
        {children}
      </Box>
      <Box
        sx={{
          ...menuColor,
          display: { xs: 'block', sm: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          height: `calc(${PHONE_BAR_HEIGHT}px + ${SAFE_BOTTOM})`,
        }}
      />
    </Box>
  );
}
