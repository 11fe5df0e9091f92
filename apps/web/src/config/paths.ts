/**
 * Every route of the app. `path` is the router pattern, `getHref` builds a link.
 * Route modules and links use these, so a path is written once.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  passwordResetRequest: { path: '/recuperar', getHref: () => '/recuperar' },
  passwordReset: { path: '/restablecer/:token', getHref: (token: string) => `/restablecer/${token}` },
  guardianConsent: {
    path: '/autorizacion/:token',
    getHref: (token: string) => `/autorizacion/${token}`,
  },
  family: { path: '/familia', getHref: () => '/familia' },
  familyLink: { path: '/familia/:token', getHref: (token: string) => `/familia/${token}` },
  familyChild: { path: '/familia/hijos/:childId', getHref: (childId: number) => `/familia/hijos/${childId}` },
  orienterSignup: {
    path: '/signup/:accessUuid',
    getHref: (accessUuid: string) => `/signup/${accessUuid}`,
  },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  home: { path: '/home', getHref: () => '/home' },
  profile: { path: '/profile', getHref: () => '/profile' },
  myData: { path: '/mis-datos', getHref: () => '/mis-datos' },
  favorites: { path: '/favoritas', getHref: () => '/favoritas' },
  compare: { path: '/comparar', getHref: () => '/comparar' },
  interestTest: { path: '/test-de-intereses', getHref: () => '/test-de-intereses' },
  matches: { path: '/coincidencias', getHref: () => '/coincidencias' },
  softSkills: { path: '/habilidades-blandas', getHref: () => '/habilidades-blandas' },
  explore: { path: '/explorar', getHref: () => '/explorar' },
  campuses: { path: '/campus', getHref: () => '/campus' },
  campusCreate: { path: '/campus/create', getHref: () => '/campus/create' },
  campus: {
    path: '/campus/:campusId',
    getHref: (campusId: number | string, areas?: readonly (number | string)[]) =>
      `/campus/${campusId}${areas?.length ? `?areas=${areas.join(',')}` : ''}`,
  },
  campusEdit: {
    path: '/campus/:campusId/edit',
    getHref: (campusId: number | string) => `/campus/${campusId}/edit`,
  },
  campusDegree: {
    path: '/campus/:campusId/carreras/:id',
    getHref: (campusId: number | string, id: number | string) => `/campus/${campusId}/carreras/${id}`,
  },
  campusAccessLinkCreate: {
    path: '/campus/:campusId/representantes/nuevo',
    getHref: (campusId: number | string) => `/campus/${campusId}/representantes/nuevo`,
  },
  meetingRequests: { path: '/solicitudes', getHref: () => '/solicitudes' },
  meetingSlots: { path: '/horarios', getHref: () => '/horarios' },
  degrees: { path: '/degrees', getHref: () => '/degrees' },
  mail: { path: '/correos', getHref: () => '/correos' },
  audit: { path: '/auditoria', getHref: () => '/auditoria' },
  catalogs: { path: '/catalogos', getHref: () => '/catalogos' },
  labourFigures: { path: '/cifras-laborales', getHref: () => '/cifras-laborales' },
  degreeCreate: { path: '/degrees/create', getHref: () => '/degrees/create' },
  degree: { path: '/degrees/:id', getHref: (id: number | string) => `/degrees/${id}` },
  degreeEdit: { path: '/degrees/:id/edit', getHref: (id: number | string) => `/degrees/${id}/edit` },
  highschools: { path: '/highschools', getHref: () => '/highschools' },
  schoolsFunnel: { path: '/highschools/embudo', getHref: () => '/highschools/embudo' },
  highschool: {
    path: '/highschools/:highschoolId',
    getHref: (highschoolId: number | string) => `/highschools/${highschoolId}`,
  },
  highschoolStudent: {
    path: '/highschools/:highschoolId/estudiantes/:userId',
    getHref: (highschoolId: number | string, userId: number | string) =>
      `/highschools/${highschoolId}/estudiantes/${userId}`,
  },
  accessLinkCreate: {
    path: '/highschools/:highschoolId/access-links/new',
    getHref: (highschoolId: number | string) => `/highschools/${highschoolId}/access-links/new`,
  },
  groups: {
    path: '/highschools/:highschoolId/groups',
    getHref: (highschoolId: number | string) => `/highschools/${highschoolId}/groups`,
  },
  accessLinkEdit: {
    path: '/highschools/access-links/:accessLinkUuid/edit',
    getHref: (uuid: string) => `/highschools/access-links/${uuid}/edit`,
  },
} as const;
