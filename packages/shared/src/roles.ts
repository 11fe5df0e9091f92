export const USER_TYPES = ['student', 'orienter', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Titles shown under the greeting and on the profile. */
export const ROLE_TITLES: Record<UserType, string> = {
  student: 'Estudiante',
  orienter: 'Orientador',
  admin: 'Administrador',
};

/** The helper of spec §6: is a role among the allowed ones? */
export function hasRole(type: string | null | undefined, allowed: readonly UserType[]): boolean {
  return !!type && (allowed as readonly string[]).includes(type);
}

/** Who may use what (spec §6). The server checks these; the web app hides by the same table. */
export const PERMISSIONS = {
  studentArea: ['student'],
  profile: ['student', 'orienter', 'admin'],
  softSkills: ['student', 'orienter', 'admin'],
  campusProfile: ['student', 'orienter', 'admin'],
  ownHighschool: ['orienter', 'admin'],
  manageHighschools: ['admin'],
  manageCatalog: ['admin'],
  deleteUsers: ['admin'],
} as const satisfies Record<string, readonly UserType[]>;

/** Where `/` sends each role (spec §2, root). */
export function homePathFor(user: { type: string; highschool_id?: number | null }): string {
  switch (user.type) {
    case 'student':
      return '/home';
    case 'orienter':
      return `/highschools/${user.highschool_id ?? ''}`;
    case 'admin':
      return '/highschools';
    default:
      throw new Error('Invalid user role');
  }
}
