// Regression cases: bad inputs that once made the app answer 500, sent on every run whatever the generator picks.
import { orienterSignupForm, unique, VALID_BODIES, type World } from '../../../test/world.ts';
import { pct } from './bad-values.ts';
import { multipartOf } from './payloads.ts';
import type { Role, Sent } from './requests.ts';

/** A request named by its route key (the test finds the registered route, and fails if there is none). */
type KnownCase = Omit<Sent, 'route'> & { key: string };

export async function knownCases(w: World): Promise<KnownCase[]> {
  const A = w.schoolA.school.id;
  const tokenHeaderOf = (role: Role): Record<string, string> =>
    w.tokens[role] ? { authorization: `Bearer ${w.tokens[role]}` } : {};
  const json = (role: Role, key: string, url: string, body: object) => ({
    role,
    key,
    method: key.split(' ')[0]!,
    url,
    headers: { ...tokenHeaderOf(role), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    what: 'known case',
  });
  const get = (role: Role, key: string, url: string) => ({
    ...json(role, key, url, {}),
    headers: tokenHeaderOf(role),
    payload: undefined,
  });
  const signup = (await VALID_BODIES['POST /api/v1/users']!(w)) as Record<string, unknown>;
  const orienterForm = (field: string) => {
    const values = orienterSignupForm(w);
    values[field] = `Carla\u0000${field}`;
    return Object.entries(values)
      .map(([k, v]) => `${pct(k)}=${pct(v)}`)
      .join('&');
  };
  const orienterMultipart = multipartOf(Object.entries({ ...orienterSignupForm(w), firstName: 'Carla\u0000' }));
  const link = `/api/v1/auth/access-links/${w.link.uuid}`;
  const campus = `/api/v1/campuses/${w.campusA.id}`;
  const degree = `/api/v1/degrees/${w.degreeToEdit.id}`;
  const campusBody = (await VALID_BODIES['PUT /api/v1/campuses/:id']!(w)) as object;
  const degreeBody = (await VALID_BODIES['PUT /api/v1/degrees/:id']!(w)) as object;
  return [
    get('anonymous', 'GET /api/v1/highschools', '/api/v1/highschools?search=a%00b'),
    get('admin', 'GET /api/v1/campuses', '/api/v1/campuses?search=a%00b'),
    get('student', 'GET /api/v1/degrees', '/api/v1/degrees?search=a%00b'),
    get('student', 'GET /api/v1/degrees', '/api/v1/degrees?areas=2147483648'),
    get('student', 'GET /api/v1/degrees', '/api/v1/degrees?campusId=2147483648'),
    get('admin', 'DELETE /api/v1/users/:id', '/api/v1/users/2147483648'),
    json('anonymous', 'POST /api/v1/users', '/api/v1/users', { ...signup, firstName: 'Ana\u0000María' }),
    json('anonymous', 'POST /api/v1/users', '/api/v1/users', {
      ...signup,
      email: `a${unique()}@test.mx`,
      lastName: 'L\u0000pez',
    }),
    {
      ...json('anonymous', 'POST /api/v1/users', '/api/v1/users', {}),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: orienterForm('firstName'),
    },
    {
      ...json('anonymous', 'POST /api/v1/users', '/api/v1/users', {}),
      headers: { 'content-type': orienterMultipart.contentType },
      payload: orienterMultipart.payload,
    },
    json('admin', 'POST /api/v1/highschools/:id/access-links', `/api/v1/highschools/${A}/access-links`, {
      seats: 3,
      expirationDate: '9999-12-31T23:59:59-14:00',
    }),
    json('admin', 'POST /api/v1/highschools/:id/access-links', `/api/v1/highschools/${A}/access-links`, {
      seats: 3,
      name: 'Enlace\u0000',
    }),
    json('admin', 'PUT /api/v1/auth/access-links/:id', link, { seats: 1000, expiresAt: '0000-01-01' }),
    json('admin', 'PUT /api/v1/auth/access-links/:id', link, { seats: 1000, expiresAt: '9999-12-31T23:59:59-14:00' }),
    json('admin', 'PUT /api/v1/auth/access-links/:id', link, { seats: 1000, name: 'Enlace\u0000' }),
    json('student', 'POST /api/v1/users/:id/onboarding-data', `/api/v1/users/${w.student.id}/onboarding-data`, {
      avatar: 'girl-A-1',
      universityCheck: true,
      currentUniversity: 'UNAM\u0000 Medicina',
    }),
    json('admin', 'POST /api/v1/campuses', '/api/v1/campuses', { name: 'Campus\u0000', cityId: w.city1.id }),
    json('admin', 'PUT /api/v1/campuses/:id', campus, { ...campusBody, name: 'Campus\u0000' }),
    json('admin', 'PUT /api/v1/campuses/:id', campus, { ...campusBody, description: 'Descripción\u0000' }),
    json('admin', 'POST /api/v1/degrees', '/api/v1/degrees', {
      name: 'Carrera\u0000',
      campusId: w.campusA.id,
      areaId: w.area1.id,
    }),
    json('admin', 'PUT /api/v1/degrees/:id', degree, { ...degreeBody, name: 'Carrera\u0000' }),
    json('admin', 'PUT /api/v1/degrees/:id', degree, { ...degreeBody, description: 'Plan\u0000' }),
    json('admin', 'POST /api/v1/students-groups', '/api/v1/students-groups', { highschool_id: A, name: 'Grupo\u0000' }),
  ];
}
