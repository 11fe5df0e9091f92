// The pages of the web app and the API calls each one makes when it opens (read from
// apps/web/src/features/*/api and the route modules), with who makes them and the target.
import type { ScaleFixtures } from './scale-fixtures.ts';

export type Role = 'student' | 'orienter' | 'orienterMedian' | 'admin';

/** p50 targets: any call 30 ms, searches and the admin totals 20 ms. */
export const TARGETS = { call: 30, search: 20, totals: 20 } as const;
export type TargetKind = keyof typeof TARGETS;

export interface Call {
  path: string;
  as: Role;
  target: TargetKind;
}

export interface Page {
  key: string;
  title: string;
  calls: Call[];
}

const call = (as: Role, path: string, target: TargetKind = 'call'): Call => ({ as, path, target });
/** The admin lists' default page size (components/admin-list) and the schools list's. */
const ADMIN_PAGE = 25;
const SCHOOLS_PAGE = 20;
/** The home asks for the first 12 suggested campuses (students/components/suggestions-section). */
const SUGGESTED_CAMPUSES = 12;

export function scalePages(f: ScaleFixtures, studentId: number): Page[] {
  const me = `/users/${studentId}`;
  const big = f.biggestSchool.id;
  const median = f.medianSchool.id;
  const orienterPage = (as: Role, id: number) => [
    call(as, '/users/me'),
    call(as, `/highschools/${id}`),
    call(as, `/highschools/${id}/stats`),
    call(as, '/users/me/orienter-key'),
    call(as, `/highschools/${id}/groups`),
  ];
  return [
    {
      key: 'student-home',
      title: 'Estudiante: inicio (/home)',
      calls: [
        call('student', '/users/me'),
        call('student', `${me}/degrees-suggestions?pageSize=${SUGGESTED_CAMPUSES}`),
        call('student', '/areas'),
        call('student', `${me}/favorite-degrees`),
        call('student', `${me}/meetings`),
      ],
    },
    {
      key: 'campus',
      title: 'Estudiante: página de campus (/campus/:id)',
      calls: [
        call('student', `/campuses/${f.campusId}`),
        call('student', `/degrees?campusId=${f.campusId}&pageSize=200`),
      ],
    },
    {
      key: 'degree',
      title: 'Estudiante: página de carrera (/degrees/:id)',
      calls: [call('student', `/degrees/${f.degreeId}`), call('student', `/degrees/${f.degreeId}/preferences`)],
    },
    {
      key: 'favorites',
      title: 'Estudiante: /favoritas',
      calls: [call('student', `${me}/favorite-degrees`)],
    },
    {
      key: 'orienter-big',
      title: `Orientador: su preparatoria, la mayor (${f.biggestSchool.students} estudiantes)`,
      calls: orienterPage('orienter', big),
    },
    {
      key: 'orienter-median',
      title: `Orientador: su preparatoria, una mediana (${f.medianSchool.students} estudiantes)`,
      calls: orienterPage('orienterMedian', median),
    },
    {
      key: 'orienter-insights',
      title: `Orientador: embudo, tendencia e intereses de la preparatoria mayor (${f.biggestSchool.students} estudiantes)`,
      calls: [
        call('orienter', `/highschools/${big}/funnel`),
        call('orienter', `/highschools/${big}/trend`),
        call('orienter', `/highschools/${big}/interests`),
      ],
    },
    {
      key: 'orienter-students',
      title: `Orientador: estudiantes de la preparatoria mayor, una búsqueda, uno de ellos y quién necesita un recordatorio`,
      calls: [
        call('orienter', `/highschools/${big}/students?page=1&pageSize=${ADMIN_PAGE}`),
        call('orienter', `/highschools/${big}/students?page=20&pageSize=${ADMIN_PAGE}`),
        call('orienter', `/highschools/${big}/students?search=maria&page=1&pageSize=${ADMIN_PAGE}`, 'search'),
        call('orienter', `/highschools/${big}/students/${studentId}`),
        call('orienter', `/highschools/${big}/nudges`),
      ],
    },
    {
      key: 'school-meetings',
      title: 'Administrador: resumen de reuniones de la preparatoria mayor por campus',
      calls: [call('admin', `/highschools/${big}/meetings-summary`)],
    },
    {
      key: 'admin-lists',
      title: 'Administrador: listas (primera página y una profunda)',
      calls: [
        call('admin', `/highschools?search=&page=1&pageSize=${SCHOOLS_PAGE}`),
        call('admin', `/highschools?search=&page=50&pageSize=${SCHOOLS_PAGE}`),
        call('admin', `/campuses?page=1&pageSize=${ADMIN_PAGE}`),
        call('admin', `/campuses?page=70&pageSize=${ADMIN_PAGE}`),
        call('admin', `/degrees?page=1&pageSize=${ADMIN_PAGE}`),
        call('admin', `/degrees?page=700&pageSize=${ADMIN_PAGE}`),
        call('admin', `/highschools/${big}/access-links`),
      ],
    },
    {
      key: 'admin-searches',
      title: 'Administrador: búsquedas',
      calls: [
        call('admin', `/campuses?search=ingenieria&page=1&pageSize=${ADMIN_PAGE}`, 'search'),
        call('admin', `/campuses?search=mexico&page=1&pageSize=${ADMIN_PAGE}`, 'search'),
        call('admin', `/degrees?search=ingenieria&page=1&pageSize=${ADMIN_PAGE}`, 'search'),
        call('admin', `/degrees?search=mexico&page=1&pageSize=${ADMIN_PAGE}`, 'search'),
        call('admin', `/highschools?search=mexico&page=1&pageSize=${SCHOOLS_PAGE}`, 'search'),
        call('admin', `/highschools?search=tecnica&page=1&pageSize=${SCHOOLS_PAGE}`, 'search'),
      ],
    },
    {
      key: 'admin-stats',
      title: 'Administrador: totales (/highschools)',
      calls: [call('admin', '/highschools/stats', 'totals')],
    },
    {
      key: 'admin-school',
      title: `Administrador: la preparatoria mayor (${f.biggestSchool.students} estudiantes)`,
      calls: [
        call('admin', '/users/me'),
        call('admin', `/highschools/${big}`),
        call('admin', `/highschools/${big}/stats`),
        call('admin', `/highschools/${big}/access-links`),
        call('admin', `/highschools/${big}/orienters?page=1&pageSize=20`),
        call('admin', `/highschools/${big}/groups`),
      ],
    },
  ];
}
