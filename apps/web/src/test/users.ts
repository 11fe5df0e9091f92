import type { CurrentUser } from '@tlp/shared/users';

/** A signed-in student for tests; override what the test is about. */
export function testStudent(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 9,
    first_name: 'Ana',
    last_name: 'López',
    email: 'estudiante@demo.mx',
    phone: null,
    avatar: 'girl-B-2',
    type: 'student',
    role_title: 'Estudiante',
    highschool_id: 7,
    highschool_name: 'Preparatoria Demo',
    highschool_city: 'Puebla',
    semester_id: 3,
    semester_name: '3º',
    onboarded: true,
    ...overrides,
  };
}
