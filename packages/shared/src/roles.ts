export const USER_TYPES = ['student', 'orienter', 'admin', 'university'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Titles shown under the greeting and on the profile. */
export const ROLE_TITLES: Record<UserType, string> = {
  student: 'Estudiante',
  orienter: 'Orientador',
  admin: 'Administrador',
  university: 'Representante',
};

/** Is a role among the allowed ones? The server and the web app ask it of the PERMISSIONS table. */
export function hasRole(type: string | null | undefined, allowed: readonly UserType[]): boolean {
  return !!type && (allowed as readonly string[]).includes(type);
}

/**
 * Who may use what. The server checks these on every route; the web app hides what a role may
 * not use by the same table. A student reaches only their own data, an orienter only their own
 * school, an admin everything but another person's student area.
 */
export const PERMISSIONS = {
  /** Favourites, meetings, onboarding, preferences, suggestions, change of school. */
  studentArea: ['student'],
  profile: ['student', 'orienter', 'admin', 'university'],
  softSkills: ['student', 'orienter', 'admin'],
  campusProfile: ['student', 'orienter', 'admin'],
  /** A school's page, stats and groups: the orienter's own school, any school for an admin. */
  ownHighschool: ['orienter', 'admin'],
  /** The orienter key that students sign up with. */
  orienterKey: ['orienter'],
  /** Adding and editing schools; every school's stats, notebooks, orienter list (names, e-mails, phones) and access links. */
  manageHighschools: ['admin'],
  /** Creating, filling and deleting a school's student groups. */
  manageGroups: ['admin'],
  /** Campuses, degrees and their uploaded files; areas of study, cities and semesters (/catalogos). */
  manageCatalog: ['admin'],
  /** The labour-market figures per field of study: importing them (CSV) and reading them all. */
  labourFigures: ['admin'],
  /** The CSV report of every meeting. */
  meetingsReport: ['admin'],
  deleteUsers: ['admin'],
  /** The outbox of e-mails: its list, and retrying a failed one. */
  manageMail: ['admin'],
  /** The audit trail of staff actions (/auditoria) and its CSV. */
  auditTrail: ['admin'],
  /** A campus's representative: the meeting requests that reached it, its time slots, outcomes. */
  universityArea: ['university'],
  /** A campus's meetings, requested → booked → attended per school: admins, and its representatives. */
  campusMeetings: ['admin', 'university'],
} as const satisfies Record<string, readonly UserType[]>;

/** Where `/` sends each role: students home, orienters their school, admins the list of schools, representatives their requests. */
export function homePathFor(user: { type: string; highschool_id?: number | null }): string {
  switch (user.type) {
    case 'student':
      return '/home';
    case 'orienter':
      return `/highschools/${user.highschool_id ?? ''}`;
    case 'admin':
      return '/highschools';
    case 'university':
      return '/solicitudes';
    default:
      throw new Error('Invalid user role');
  }
}
