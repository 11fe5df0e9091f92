import CategoryRounded from '@mui/icons-material/CategoryRounded';
import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import PsychologyAltRounded from '@mui/icons-material/PsychologyAltRounded';
import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIMITS } from '@tlp/shared/limits';
import { hasRole, homePathFor, PERMISSIONS, type UserType } from '@tlp/shared/roles';
import type { CurrentUser } from '@tlp/shared/users';
import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FlashNotice } from '@/components/ui/flash-notice.tsx';
import { Logo, LogoMark } from '@/components/ui/logo.tsx';
import { AvatarImage } from '@/components/avatars/avatar-image.tsx';
import { paths } from '@/config/paths.ts';
import { useCompareList } from '@/lib/compare-list.ts';
import { MenuItem, MenuButton } from './app-shell-item.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

const SHELL_TEXT = {
  nav: 'Menú principal',
  toggle: 'Menú',
  greeting: (firstName: string) => `¡Hola, ${firstName}!`,
  logout: 'Salir',
  loggingOut: 'Saliendo…',
} as const;

interface MenuEntry {
  label: string;
  href: string;
  icon: ReactNode;
  roles: readonly UserType[];
}

/** The menu, in its order, each entry for the roles PERMISSIONS allows. Home is '/', which redirects by role. */
const MENU: readonly MenuEntry[] = [
  {
    label: 'Solicitudes',
    href: paths.meetingRequests.getHref(),
    icon: <InboxRounded />,
    roles: PERMISSIONS.universityArea,
  },
  {
    label: 'Horarios',
    href: paths.meetingSlots.getHref(),
    icon: <EventNoteRounded />,
    roles: PERMISSIONS.universityArea,
  },
  { label: 'Home', href: paths.root.getHref(), icon: <HomeRounded />, roles: ['student', 'orienter', 'admin'] },
  { label: 'Explorar', href: paths.explore.getHref(), icon: <TravelExploreRounded />, roles: PERMISSIONS.studentArea },
  { label: 'Mi Perfil', href: paths.profile.getHref(), icon: <PersonRounded />, roles: PERMISSIONS.profile },
  { label: 'Favoritas', href: paths.favorites.getHref(), icon: <FavoriteRounded />, roles: PERMISSIONS.studentArea },
  { label: 'Comparar', href: paths.compare.getHref(), icon: <CompareArrowsRounded />, roles: PERMISSIONS.studentArea },
  {
    label: 'Test de intereses',
    href: paths.interestTest.getHref(),
    icon: <PsychologyAltRounded />,
    roles: PERMISSIONS.studentArea,
  },
  {
    label: 'Coincidencias',
    href: paths.matches.getHref(),
    icon: <AutoAwesomeRounded />,
    roles: PERMISSIONS.studentArea,
  },
  { label: 'Campuses', href: paths.campuses.getHref(), icon: <ApartmentRounded />, roles: PERMISSIONS.manageCatalog },
  { label: 'Carreras', href: paths.degrees.getHref(), icon: <SchoolRounded />, roles: PERMISSIONS.manageCatalog },
  { label: 'Catálogos', href: paths.catalogs.getHref(), icon: <CategoryRounded />, roles: PERMISSIONS.manageCatalog },
  {
    label: 'Cifras laborales',
    href: paths.labourFigures.getHref(),
    icon: <QueryStatsRounded />,
    roles: PERMISSIONS.labourFigures,
  },
  { label: 'Correos', href: paths.mail.getHref(), icon: <MailOutlineRounded />, roles: PERMISSIONS.manageMail },
  { label: 'Auditoría', href: paths.audit.getHref(), icon: <FactCheckRounded />, roles: PERMISSIONS.auditTrail },
  {
    label: 'Habilidades blandas',
    href: paths.softSkills.getHref(),
    icon: <PsychologyRounded />,
    roles: PERMISSIONS.softSkills,
  },
];

const WIDTH_EXPANDED = 264;
const WIDTH_COLLAPSED = 64;
const MENU_ID = 'app-menu';

function isActive(entry: MenuEntry, pathname: string, user: CurrentUser): boolean {
  if (entry.href === '/') {
    try {
      return pathname === '/' || pathname === homePathFor(user);
    } catch {
      return false;
    }
  }
  return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}

interface AppShellProps {
  user: CurrentUser;
  onLogout: () => Promise<void>;
}

/**
 * The signed-in frame: a collapsible left menu and the page. The menu starts
 * collapsed at 500 px or less; on those widths the open menu floats over the page.
 */
export function AppShell({ user, onLogout }: AppShellProps) {
  const narrow = useMediaQuery(`(max-width:${LIMITS.menuCollapseWidth}px)`, { noSsr: true });
  const [expanded, setExpanded] = useState(!narrow);
  const [loggingOut, setLoggingOut] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setExpanded(!narrow), [narrow]);

  // On a phone the open menu covers the page: close it after moving to another screen.
  useEffect(() => {
    if (narrow) setExpanded(false);
  }, [pathname, narrow]);

  useEffect(() => {
    if (!(narrow && expanded)) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [narrow, expanded]);

  const entries = MENU.filter((entry) => hasRole(user.type, entry.roles));
  // 'Comparar (2)': how many degrees the student is comparing.
  const compareCount = useCompareList(hasRole(user.type, PERMISSIONS.studentArea) ? user.id : null).length;
  const labelOf = (entry: MenuEntry) =>
    entry.href === paths.compare.getHref() && compareCount ? `${entry.label} (${compareCount})` : entry.label;
  const collapsed = !expanded;

  const logout = async () => {
    setLoggingOut(true);
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <Box
        component="nav"
        id={MENU_ID}
        aria-label={SHELL_TEXT.nav}
        sx={{
          width: expanded ? WIDTH_EXPANDED : WIDTH_COLLAPSED,
          flexShrink: 0,
          position: narrow ? 'fixed' : 'sticky',
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
          boxShadow: narrow && expanded ? 8 : 'none',
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
              <Tooltip title={collapsed ? labelOf(entry) : ''} placement="right">
                <MenuItem
                  href={entry.href}
                  icon={entry.icon}
                  label={labelOf(entry)}
                  collapsed={collapsed}
                  active={isActive(entry, pathname, user)}
                />
              </Tooltip>
            </li>
          ))}
          <li>
            <Tooltip title={collapsed ? SHELL_TEXT.logout : ''} placement="right">
              <MenuButton
                icon={<LogoutRounded />}
                label={loggingOut ? SHELL_TEXT.loggingOut : SHELL_TEXT.logout}
                collapsed={collapsed}
                busy={loggingOut}
                onClick={() => void logout()}
              />
            </Tooltip>
          </li>
        </Box>
      </Box>

      {narrow && expanded ? (
        <Box
          aria-hidden="true"
          onClick={() => setExpanded(false)}
          sx={{
            position: 'fixed',
            inset: 0,
            bgcolor: 'rgba(29, 23, 54, 0.45)',
            zIndex: (theme) => theme.zIndex.drawer - 1,
          }}
        />
      ) : null}

      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          '&:focus': { outline: 'none' },
          flex: 1,
          minWidth: 0,
          ml: narrow ? `${WIDTH_COLLAPSED}px` : 0,
          px: { xs: 2, sm: 3, md: 5 },
          py: { xs: 3, md: 5 },
        }}
      >
        <Outlet />
      </Box>
      <FlashNotice />
    </Box>
  );
}
