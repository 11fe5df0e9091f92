import CloseRounded from '@mui/icons-material/CloseRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AvatarImage } from '@/components/avatars/avatar-image.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { isActive, phoneMenuOf, SHELL_TEXT, type MenuProps } from './app-menu.tsx';
import { MenuButton, MenuItem } from './app-shell-item.tsx';

const PHONE_NAV_TEXT = { more: 'Más', moreTitle: 'Más opciones' } as const;

/** The bar's height, without the phone's own bottom edge (safe area). */
export const PHONE_BAR_HEIGHT = 64;
export const SAFE_BOTTOM = 'env(safe-area-inset-bottom, 0px)';
/** What the page leaves free at its end so that the bar never hides its last lines. */
export const PHONE_BAR_SPACE = `calc(${PHONE_BAR_HEIGHT + 24}px + ${SAFE_BOTTOM})`;

/**
 * Snackbars (results, errors) rise above the bar instead of covering it; and what takes the focus
 * (or is scrolled into view) stops above the bar, never under it.
 */
const ABOVE_BAR = {
  html: { scrollPaddingBottom: `calc(${PHONE_BAR_HEIGHT + 16}px + ${SAFE_BOTTOM})` },
  'body .MuiSnackbar-anchorOriginBottomCenter, body .MuiSnackbar-anchorOriginBottomLeft, body .MuiSnackbar-anchorOriginBottomRight':
    { bottom: `calc(${PHONE_BAR_HEIGHT + 8}px + ${SAFE_BOTTOM})` },
};

const barItemSx = (active: boolean): SxProps<Theme> => ({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.25,
  px: 0.5,
  color: '#ffffff',
  textDecoration: 'none',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.15,
  textAlign: 'center',
  // The icon of the screen shown sits on a light pill.
  '& .bar-icon': {
    display: 'inline-flex',
    px: 2,
    py: 0.25,
    borderRadius: 4,
    bgcolor: active ? 'rgba(255, 255, 255, 0.22)' : 'transparent',
  },
  '&.Mui-focusVisible': { outline: '3px solid #ffb59a', outlineOffset: -3 },
});

function BarContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span className="bar-icon" aria-hidden="true">
        {icon}
      </span>
      <span>{label}</span>
    </>
  );
}

/**
 * The menu on a phone: a bottom bar with the role's four main entries, each with its label, and
 * 'Más', which opens a drawer with the rest of the menu and 'Salir'. The drawer is a labelled
 * dialog: it takes the focus, Escape closes it, and the focus goes back to 'Más'.
 */
export function PhoneNav({ user, entries, labelOf, pathname, signOut }: MenuProps) {
  const { bar, more } = phoneMenuOf(entries);
  // Open on the screen where 'Más' was pressed: moving to another screen closes the drawer.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const titleId = useId();
  const drawerId = useId();
  const moreActive = more.some((entry) => isActive(entry, pathname, user));

  return (
    <>
      <GlobalStyles styles={ABOVE_BAR} />
      <Box
        component="nav"
        aria-label={SHELL_TEXT.nav}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          background: (theme) => theme.palette.brand.gradient,
          boxShadow: '0 -4px 16px rgba(29, 23, 54, 0.25)',
          pb: SAFE_BOTTOM,
        }}
      >
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            height: PHONE_BAR_HEIGHT,
            display: 'grid',
            gridTemplateColumns: `repeat(${bar.length + 1}, minmax(0, 1fr))`,
          }}
        >
          {bar.map((entry) => {
            const active = isActive(entry, pathname, user);
            return (
              <li key={entry.href}>
                <ButtonBase
                  component={RouterLink}
                  to={entry.href}
                  aria-current={active ? 'page' : undefined}
                  sx={barItemSx(active)}
                >
                  <BarContent icon={entry.icon} label={labelOf(entry)} />
                </ButtonBase>
              </li>
            );
          })}
          <li>
            <ButtonBase
              onClick={() => setOpenOn(pathname)}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? drawerId : undefined}
              sx={barItemSx(moreActive)}
            >
              <BarContent icon={<MoreHorizRounded />} label={PHONE_NAV_TEXT.more} />
            </ButtonBase>
          </li>
        </Box>
      </Box>

      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            id: drawerId,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: {
              background: (theme: Theme) => theme.palette.brand.gradient,
              color: '#ffffff',
              borderTopLeftRadius: 20,
              borderTopRightRadius: 20,
              maxHeight: '85dvh',
              pb: SAFE_BOTTOM,
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 2, pb: 1 }}>
          <Box sx={{ borderRadius: '50%', border: '3px solid rgba(255,255,255,0.85)', display: 'flex' }}>
            <AvatarImage avatar={user.avatar} size={48} decorative />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.3 }}>
              {PHONE_NAV_TEXT.moreTitle}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {SHELL_TEXT.greeting(user.first_name)}{' '}
              <Box component="span" sx={{ color: 'brand.highlight', fontWeight: 700 }}>
                {user.role_title}
              </Box>
            </Typography>
          </Box>
          <IconButton aria-label={UI_TEXT.close} onClick={close} sx={{ color: 'inherit' }}>
            <CloseRounded />
          </IconButton>
        </Box>
        <Box component="nav" aria-labelledby={titleId}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 1, pb: 1.5, display: 'grid', gap: 0.5 }}>
            {more.map((entry) => (
              <li key={entry.href}>
                <MenuItem
                  href={entry.href}
                  icon={entry.icon}
                  label={labelOf(entry)}
                  collapsed={false}
                  active={isActive(entry, pathname, user)}
                  onClick={close}
                />
              </li>
            ))}
            <li>
              <MenuButton
                icon={<LogoutRounded />}
                label={signOut.label}
                collapsed={false}
                busy={signOut.busy}
                onClick={signOut.onClick}
              />
            </li>
          </Box>
        </Box>
      </Drawer>
    </>
  );
}
