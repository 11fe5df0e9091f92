// The scenarios of `npm run bench`: what each one loads, with which session.
import type { Request } from 'autocannon';
import type { BenchFixtures } from './bench-fixtures.ts';
import { DEMO_STUDENT } from './bench-fixtures.ts';
import type { LoadTarget } from './load.ts';

export interface Scenario {
  key: string;
  label: string;
  /** The request, as the tables show it. */
  what: string;
  target(urls: { api: string; baseline: string }, f: BenchFixtures): LoadTarget;
}

const API = '/api/v1';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (path: string, token?: string): Request => ({
  method: 'GET',
  path: API + path,
  ...(token ? { headers: bearer(token) } : {}),
});

/** The n-th connection's pair: its student adds a degree to their favourites, then removes it. */
function addAndRemove(f: BenchFixtures, n: number): Request[] {
  const writer = f.writers[n % f.writers.length]!;
  const degreeId = f.freeDegreeIds[n % f.freeDegreeIds.length]!;
  const path = `${API}/users/${writer.userId}/favorite-degrees`;
  return [
    {
      method: 'POST',
      path,
      headers: { ...bearer(writer.token), 'content-type': 'application/json' },
      body: JSON.stringify({ degreeId }),
    },
    { method: 'DELETE', path: `${path}/${degreeId}`, headers: bearer(writer.token) },
  ];
}

export const SCENARIOS: Scenario[] = [
  {
    key: 'base',
    label: 'base (Fastify + pg)',
    what: 'GET /campuses/:id, SELECT por llave primaria',
    target: (urls, f) => ({ baseUrl: urls.baseline, requests: [{ method: 'GET', path: `/campuses/${f.campusId}` }] }),
  },
  {
    key: 'campus',
    label: 'campus',
    what: 'GET /api/v1/campuses/:id',
    target: (urls, f) => ({ baseUrl: urls.api, requests: [get(`/campuses/${f.campusId}`, f.student.token)] }),
  },
  {
    key: 'degree',
    label: 'carrera',
    what: 'GET /api/v1/degrees/:id',
    target: (urls, f) => ({ baseUrl: urls.api, requests: [get(`/degrees/${f.degreeId}`, f.student.token)] }),
  },
  {
    key: 'favorites',
    label: 'favoritas',
    what: 'GET /api/v1/users/:id/favorite-degrees',
    target: (urls, f) => ({
      baseUrl: urls.api,
      requests: [get(`/users/${f.student.userId}/favorite-degrees`, f.student.token)],
    }),
  },
  {
    key: 'suggestions',
    label: 'sugerencias',
    what: 'GET /api/v1/users/:id/degrees-suggestions?pageSize=24',
    target: (urls, f) => ({
      baseUrl: urls.api,
      requests: [get(`/users/${f.student.userId}/degrees-suggestions?pageSize=24`, f.student.token)],
    }),
  },
  {
    key: 'meetings',
    label: 'reuniones',
    what: 'GET /api/v1/users/:id/meetings',
    target: (urls, f) => ({
      baseUrl: urls.api,
      requests: [get(`/users/${f.student.userId}/meetings`, f.student.token)],
    }),
  },
  {
    key: 'areas',
    label: 'áreas',
    what: 'GET /api/v1/areas',
    target: (urls, f) => ({ baseUrl: urls.api, requests: [get('/areas', f.student.token)] }),
  },
  {
    key: 'login',
    label: 'inicio de sesión',
    what: 'POST /api/v1/auth/login (argon2id)',
    target: (urls) => ({
      baseUrl: urls.api,
      requests: [
        {
          method: 'POST',
          path: `${API}/auth/login`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...DEMO_STUDENT, role: 'student' }),
        },
      ],
    }),
  },
  {
    // Each connection is its own student and alternates adding one degree and removing it, so
    // the cap of 12 is never reached and no two requests wait on the same student's row lock:
    // it measures the write path (transaction, user row lock, checks, insert or delete). A run
    // cut between the two leaves one favourite; the next run's connection takes another degree.
    key: 'favorite-add',
    label: 'favorita: agregar y quitar',
    what: 'POST + DELETE /api/v1/users/:id/favorite-degrees',
    target: (urls, f) => ({
      baseUrl: urls.api,
      requests: addAndRemove(f, 0),
      perConnection: (n) => addAndRemove(f, n),
    }),
  },
];
