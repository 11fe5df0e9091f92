import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';
import { SiteFooter } from './site-footer.tsx';

const PUBLIC_LAYOUT_TEXT = { home: 'Toca la Puerta, ir a iniciar sesión' } as const;

/** Frame of the signup pages: the brand on top, the content centred, the company footer. */
export function PublicLayout({
  children,
  maxWidth = 720,
  brandLinksToLogin = true,
}: {
  children: ReactNode;
  maxWidth?: number;
  /** Signed-in pages outside the menu (onboarding) show the brand without the link. */
  brandLinksToLogin?: boolean;
}) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ background: (theme) => theme.palette.brand.gradient, px: { xs: 2, sm: 3 }, py: 1.5 }}
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
