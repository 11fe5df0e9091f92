import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import PsychologyAltRounded from '@mui/icons-material/PsychologyAltRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import { hasRole, homePathFor, PERMISSIONS, type UserType } from '@tlp/shared/roles';
import type { CurrentUser } from '@tlp/shared/users';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths.ts';

export const SHELL_TEXT = {
  nav: 'Menú principal',
  toggle: 'Menú',
  greeting: (firstName: string) => `¡Hola, ${firstName}!`,
  logout: 'Salir',
  loggingOut: 'Saliendo…',
} as const;

export interface MenuEntry {
  label: string;
  href: string;
  icon: ReactNode;
  roles: readonly UserType[];
}

/** The menu, in its order, each entry for the roles PERMISSIONS allows. Home is '/', which redirects by role. */
export const MENU: readonly MenuEntry[] = [
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

/** The menu's entries for the user's role, in its order. */
export const menuOf = (user: CurrentUser) => MENU.filter((entry) => hasRole(user.type, entry.roles));

/**
 * The bottom bar of a phone holds the first four of these that the role has, in this order; 'Más'
 * holds the rest of its menu: a student's bar is Home, Explorar, Favoritas and Mi Perfil; an
 * admin's Home, Campuses, Carreras and Mi Perfil; a representative's Solicitudes, Horarios, Mi
 * Perfil and Habilidades blandas.
 */
const PHONE_BAR_ORDER: readonly string[] = [
  paths.root.getHref(),
  paths.meetingRequests.getHref(),
  paths.meetingSlots.getHref(),
  paths.explore.getHref(),
  paths.favorites.getHref(),
  paths.campuses.getHref(),
  paths.degrees.getHref(),
  paths.profile.getHref(),
  paths.softSkills.getHref(),
];
const PHONE_BAR_SIZE = 4;

/** A role's menu split for a phone: the bottom bar's entries, and those of 'Más' (in the menu's order). */
export function phoneMenuOf(entries: readonly MenuEntry[]): { bar: MenuEntry[]; more: MenuEntry[] } {
  const rank = (entry: MenuEntry) => PHONE_BAR_ORDER.indexOf(entry.href);
  const bar = entries
    .filter((entry) => rank(entry) >= 0)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, PHONE_BAR_SIZE);
  return { bar, more: entries.filter((entry) => !bar.includes(entry)) };
}

/** Whether the entry is the screen shown (Home, '/', is the role's home too). */
export function isActive(entry: MenuEntry, pathname: string, user: CurrentUser): boolean {
  if (entry.href === '/') {
    try {
      return pathname === '/' || pathname === homePathFor(user);
    } catch {
      return false;
    }
  }
  return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}

/** What the menu shows of the user and their role, and how the menu signs out. */
export interface MenuProps {
  user: CurrentUser;
  entries: readonly MenuEntry[];
  /** An entry's label as shown ('Comparar (2)'). */
  labelOf: (entry: MenuEntry) => string;
  pathname: string;
  signOut: { label: string; busy: boolean; onClick: () => void };
}
