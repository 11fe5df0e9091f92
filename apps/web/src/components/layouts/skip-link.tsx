import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

/** The id of the page's <main>, where the skip link leads. */
export const MAIN_CONTENT_ID = 'contenido-principal';

export const SKIP_LINK_TEXT = 'Saltar al contenido principal';

/** Focus moves into the page without changing the address (the router owns the URL's hash). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

/**
 * The first stop of the keyboard on every signed-in screen: hidden until it takes the focus,
 * it jumps over the menu to the page's content.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 4,
        textDecoration: 'underline',
        // Off screen until focused: still the first thing Tab reaches.
        transform: 'translateY(-200%)',
        '&:focus': {
          transform: 'none',
          outline: (theme) => `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      }}
    >
      {SKIP_LINK_TEXT}
    </Box>
  );
}
