import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';
import { SiteFooter } from './site-footer.tsx';

const PUBLIC_LAYOUT_TEXT = { home: 'Toca la Puerta, ir a iniciar sesión', actions: 'Tu cuenta' } as const;

/**
 * Frame of the signup pages: the brand on top (with the page's `actions` at its right), the
 * content centred, the company footer.
 */
export function PublicLayout({
  children,
  maxWidth = 720,
  brandLinksToLogin = true,
  actions,
}: {
  children: ReactNode;
  maxWidth?: number;
  /** Signed-in pages outside the menu (onboarding) show the brand without the link. */
  brandLinksToLogin?: boolean;
  /** Links or buttons in the header, on the brand's colours (the onboarding's 'Mis datos' and 'Salir'). */
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          background: (theme) => theme.palette.brand.gradient,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {brandLinksToLogin ? (
          <Box
            component={RouterLink}
            to={paths.login.getHref()}
            aria-label={PUBLIC_LAYOUT_TEXT.home}
            sx={{ display: 'inline-flex', borderRadius: 2, '&:focus-visible': { outline: '3px solid #ffb59a' } }}
          >
            <Logo tone="onDark" size={36} />
          </Box>
        ) : (
          <Logo tone="onDark" size={36} />
        )}
        {actions ? (
          <Box component="nav" aria-label={PUBLIC_LAYOUT_TEXT.actions} sx={{ display: 'flex', gap: 1 }}>
            {actions}
          </Box>
        ) : null}
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, width: '100%', maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}
      >
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
