import type { MyData } from '@/features/privacy/api/my-data.ts';

/** What GET /users/me/export answers for a student, for tests; override what the test is about. */
export function testMyData(overrides: Partial<MyData> = {}): MyData {
  return {
    profile: {
      id: 5,
      type: 'student',
      first_name: 'Ana',
      last_name: 'López',
      email: 'ana@demo.mx',
      phone: null,
      contact_sharing_withdrawn_at: null,
    },
    school: { id: 7, name: 'Preparatoria Demo', city: 'Puebla' },
    semester: { id: 3, name: '3º' },
    preferences: { areas: [{ id: 1, name: 'Derecho' }], cities: [{ id: 2, name: 'Puebla' }] },
    favorites: [{ degree_id: 9, degree: 'Ingeniería Civil', campus: 'Campus Sur' }],
    meetings: [{ id: 1, degree: 'Ingeniería Civil', campus: 'Campus Sur' }],
    sessions: [{ id: 'f', started_at: '2027-03-01T00:00:00Z', last_used_at: '2027-03-01T00:00:00Z', ended: false }],
    ...overrides,
  };
}
