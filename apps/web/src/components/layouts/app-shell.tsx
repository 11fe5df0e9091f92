import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import type { CurrentUser } from '@tlp/shared/users';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FlashNotice } from '@/components/ui/flash-notice.tsx';
import { Logo, LogoMark } from '@/components/ui/logo.tsx';
import { AvatarImage } from '@/components/avatars/avatar-image.tsx';
import { paths } from '@/config/paths.ts';
import { useCompareList } from '@/lib/compare-list.ts';
import { isActive, menuOf, SHELL_TEXT, type MenuEntry, type MenuProps } from './app-menu.tsx';
import { MenuItem, MenuButton } from './app-shell-item.tsx';
import { CollapsedTooltip } from './collapsed-tooltip.tsx';
import { PHONE_BAR_SPACE, PhoneNav } from './phone-nav.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

export const WIDTH_EXPANDED = 264;
const WIDTH_COLLAPSED = 64;
const MENU_ID = 'app-menu';

/** Above a phone: the left menu, expanded, and a toggle that collapses it to its icons. */
function SideMenu({ user, entries, labelOf, pathname, signOut }: MenuProps) {
  const [expanded, setExpanded] = useState(true);
  const collapsed = !expanded;
  return (
    <Box
      component="nav"
      id={MENU_ID}
      aria-label={SHELL_TEXT.nav}
      sx={{
        width: expanded ? WIDTH_EXPANDED : WIDTH_COLLAPSED,
        flexShrink: 0,
        position: 'sticky',
        zIndex: (theme) => theme.zIndex.drawer,
        top: 0,
        left: 0,
        height: '100dvh',
        overflowY: 'auto',
        overflowX: 'hidden',
        background: (theme) => theme.palette.brand.gradient,
        color: '#ffffff',
        display: 'flex',
        flexDirection: 'column',
        transition: 'width 180ms ease',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          px: collapsed ? 0 : 2,
          pt: 1.5,
          pb: 1,
          gap: 1,
        }}
      >
        {collapsed ? null : <Logo tone="onDark" size={34} />}
        <IconButton
          onClick={() => setExpanded((v) => !v)}
          aria-label={SHELL_TEXT.toggle}
          aria-expanded={expanded}
          aria-controls={`${MENU_ID}-items`}
          sx={{ color: 'inherit' }}
        >
          {expanded ? <MenuOpenRounded /> : <MenuRounded />}
        </IconButton>
      </Box>

      {collapsed ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <LogoMark tone="onDark" size={32} />
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }}>
          <Box sx={{ borderRadius: '50%', border: '3px solid rgba(255,255,255,0.85)', display: 'flex' }}>
            <AvatarImage avatar={user.avatar} size={56} decorative />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {SHELL_TEXT.greeting(user.first_name)}
            </Typography>
            <Typography sx={{ color: 'brand.highlight', fontWeight: 700 }}>{user.role_title}</Typography>
          </Box>
        </Box>
      )}

      <Box
        component="ul"
        id={`${MENU_ID}-items`}
        sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 0.5, flex: 1, alignContent: 'start' }}
      >
        {entries.map((entry) => (
          <li key={entry.href}>
            <CollapsedTooltip title={labelOf(entry)} collapsed={collapsed}>
              <MenuItem
                href={entry.href}
                icon={entry.icon}
                label={labelOf(entry)}
                collapsed={collapsed}
                active={isActive(entry, pathname, user)}
              />
            </CollapsedTooltip>
          </li>
        ))}
        <li>
          <CollapsedTooltip title={SHELL_TEXT.logout} collapsed={collapsed}>
            <MenuButton
              icon={<LogoutRounded />}
              label={signOut.label}
              collapsed={collapsed}
              busy={signOut.busy}
              onClick={signOut.onClick}
            />
          </CollapsedTooltip>
        </li>
      </Box>
    </Box>
  );
}

interface AppShellProps {
  user: CurrentUser;
  onLogout: () => Promise<void>;
}

/** The page's area beside (above a phone) or above (on a phone) the menu. */
export const mainSx = {
  flex: 1,
  minWidth: 0,
  px: { xs: 2, sm: 3, md: 5 },
  pt: { xs: 3, md: 5 },
  // On a phone the bottom bar covers the end of the page: room for it below the content.
  pb: { xs: PHONE_BAR_SPACE, sm: 3, md: 5 },
} as const;

/**
 * The signed-in frame: the menu and the page. Above a phone (600 px and more) the menu is on the
 * left, expanded, with a toggle that collapses it to its icons; on a phone it is a bottom bar
 * with the role's four main entries, labelled, and 'Más' for the rest (PhoneNav).
 */
export function AppShell({ user, onLogout }: AppShellProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [loggingOut, setLoggingOut] = useState(false);
  const { pathname } = useLocation();
  const entries = menuOf(user);
  // 'Comparar (2)': how many degrees the student is comparing.
  const compareCount = useCompareList(hasRole(user.type, PERMISSIONS.studentArea) ? user.id : null).length;
  const labelOf = (entry: MenuEntry) =>
    entry.href === paths.compare.getHref() && compareCount ? `${entry.label} (${compareCount})` : entry.label;

  const logout = async () => {
    setLoggingOut(true);
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
    }
  };
  const menu: MenuProps = {
    user,
    entries,
    labelOf,
    pathname,
    signOut: {
      label: loggingOut ? SHELL_TEXT.loggingOut : SHELL_TEXT.logout,
      busy: loggingOut,
      onClick: () => void logout(),
    },
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      {phone ? <PhoneNav {...menu} /> : <SideMenu {...menu} />}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ ...mainSx, '&:focus': { outline: 'none' } }}>
        <Outlet />
      </Box>
      <FlashNotice />
    </Box>
  );
}
