/**
 * Who may do what: the expected HTTP status of every API route for each actor, the server side of
 * the PERMISSIONS table (packages/shared/src/roles.ts). Every permission is enforced by the
 * server: a student reaches only their own data, an orienter only their own school, an admin
 * every school and the catalogue.
 *
 * Actors (see apps/api/test/world.ts):
 *   anonymous      no session
 *   student        a student of school A: the owner of every `/users/:id/...` resource used
 *   otherStudent   a student of school B (another user's id is theirs to touch: 403)
 *   orienter       the orienter of school A: every `/highschools/:id/...` is school A
 *   otherOrienter  the orienter of school B
 *   admin          an administrator
 *   representative       a representative of campus C, the campus of the student's meeting
 *                        request (shareable: school A authorizes, the student is an adult):
 *                        every `/meetings/:id/...` is that request (or another of the student's
 *                        there, whose booked slot has started), every `/meeting-slots/:id` a slot
 *                        of campus C
 *   otherRepresentative  a representative of campus A, where the student asked for nothing
 *
 * Every request is VALID for its route (path params point at the student's / school A's
 * resources, real catalogue rows, school A's access link and group; bodies pass validation), so
 * the status is the authorization answer: 2xx allowed, 401 no session, 403 not allowed.
 * "Me" routes act on the caller's own data, so both students may use them.
 *
 * access-matrix.test.ts fails when a registered route is missing here, or when a row names a
 * route the app no longer has.
 */

export const ACTORS = [
  'anonymous',
  'student',
  'otherStudent',
  'orienter',
  'otherOrienter',
  'admin',
  'representative',
  'otherRepresentative',
] as const;
export type Actor = (typeof ACTORS)[number];

/** Statuses in the order of ACTORS. */
type Row = readonly [
  anonymous: number,
  student: number,
  otherStudent: number,
  orienter: number,
  otherOrienter: number,
  admin: number,
  representative: number,
  otherRepresentative: number,
];

// prettier-ignore
export const ACCESS_MATRIX: Readonly<Record<string, Row>> = {
  //                                                        anon  stud  oStud  ori  oOri  admin  rep  oRep
  // ── Public: no session needed ────────────────────────────────────────────────────────────
  'GET /api/v1/health':                                    [200,  200,  200,  200,  200,  200,  200,  200],
  'GET /api/v1/ready':                                     [200,  200,  200,  200,  200,  200,  200,  200],
  'GET /api/v1/openapi.json':                              [200,  200,  200,  200,  200,  200,  200,  200],
  'POST /api/v1/auth/login':                               [200,  200,  200,  200,  200,  200,  200,  200],
  'POST /api/v1/auth/logout':                              [204,  204,  204,  204,  204,  204,  204,  204],
  'GET /api/v1/auth/refresh':                              [200,  200,  200,  200,  200,  200,  200,  200], // with a refresh cookie
  'GET /api/v1/auth/access-links/:id/validate':            [200,  200,  200,  200,  200,  200,  200,  200],
  'POST /api/v1/auth/password-reset':                      [202,  202,  202,  202,  202,  202,  202,  202], // the same answer for any e-mail
  'POST /api/v1/auth/password-reset/confirm':              [204,  204,  204,  204,  204,  204,  204,  204], // with a live mailed token
  'GET /api/v1/auth/password-reset/:token':                [204,  204,  204,  204,  204,  204,  204,  204], // a live mailed link, checked as its page opens
  'POST /api/v1/users':                                    [201,  201,  201,  201,  201,  201,  201,  201], // signup
  'GET /api/v1/semesters':                                 [200,  200,  200,  200,  200,  200,  200,  200],
  'GET /api/v1/highschools':                               [200,  200,  200,  200,  200,  200,  200,  200], // id, name, city only
  'GET /api/v1/uploads/:name':                             [200,  200,  200,  200,  200,  200,  200,  200], // for <img>
  'GET /api/v1/media/generated/:kind/:file':               [200,  200,  200,  200,  200,  200,  200,  200],
  'GET /api/v1/media/generated-pdf/:kind/:file':           [200,  200,  200,  200,  200,  200,  200,  200],
  'GET /api/v1/guardian-consents/:token':                  [200,  200,  200,  200,  200,  200,  200,  200], // the mailed link is the credential
  'POST /api/v1/guardian-consents/:token':                 [200,  200,  200,  200,  200,  200,  200,  200], // the guardian's answer, once per link
  // The family view: the guardian's mailed link, then their session cookie, is the credential; a
  // user's session is not one (without the cookie every actor gets 401: family.test.ts).
  'POST /api/v1/family/sign-in-links':                     [202,  202,  202,  202,  202,  202,  202,  202], // the same answer for any e-mail
  'POST /api/v1/family/sessions':                          [200,  200,  200,  200,  200,  200,  200,  200], // with a live mailed link
  'POST /api/v1/family/sign-out':                          [204,  204,  204,  204,  204,  204,  204,  204],
  'GET /api/v1/family/children':                           [200,  200,  200,  200,  200,  200,  200,  200], // with a family session cookie
  'GET /api/v1/family/children/:id':                       [200,  200,  200,  200,  200,  200,  200,  200], // that guardian's child only (else 404)
  'POST /api/v1/family/children/:id/withdrawal':           [200,  200,  200,  200,  200,  200,  200,  200], // that guardian's child only
  'GET /api/v1/interest-test':                             [200,  200,  200,  200,  200,  200,  200,  200], // the test's statements

  // ── Any signed-in user: profile, Explorar, campus and degree pages ───────────────────────
  'GET /api/v1/users/me':                                  [401,  200,  200,  200,  200,  200,  200,  200],
  'POST /api/v1/auth/logout-all':                          [401,  204,  204,  204,  204,  204,  204,  204], // ends the caller's own sessions
  'PUT /api/v1/users/me/password':                         [401,  200,  200,  200,  200,  200,  200,  200], // the caller's own, with the current one
  'PATCH /api/v1/users/me/profile':                        [401,  200,  200,  200,  200,  200,  200,  200], // the caller's own name and avatar
  'PUT /api/v1/users/me/privacy-acceptance':              [401,  204,  204,  204,  204,  204,  204,  204], // the caller's own consent to the notice in force
  'GET /api/v1/users/me/disclosures':                      [401,  200,  200,  200,  200,  200,  200,  200], // with whom the caller's own data was shared
  'GET /api/v1/users/me/export':                           [401,  200,  200,  200,  200,  200,  200,  200], // everything held about the caller (ARCO access)
  'DELETE /api/v1/users/me':                               [401,  204,  204,  204,  204,  204,  204,  204], // the caller's own account, with its password (a lookalike's)
  'GET /api/v1/areas':                                     [401,  200,  200,  200,  200,  200,  200,  200],
  'GET /api/v1/cities':                                    [401,  200,  200,  200,  200,  200,  200,  200],
  'GET /api/v1/campuses':                                  [401,  200,  200,  200,  200,  200,  200,  200], // Explorar, the admin list
  'GET /api/v1/campuses/:id':                              [401,  200,  200,  200,  200,  200,  200,  200],
  'GET /api/v1/degrees':                                   [401,  200,  200,  200,  200,  200,  200,  200], // Explorar, a campus page's degrees
  'GET /api/v1/degrees/:id':                               [401,  200,  200,  200,  200,  200,  200,  200],
  'GET /api/v1/fields-of-study':                           [401,  200,  200,  200,  200,  200,  200,  200], // CMPE codes and names

  // ── Students, their own data only (favourites, meetings, onboarding) ─────────────────────
  'PATCH /api/v1/users/me':                                [401,  200,  200,  403,  403,  403,  403,  403], // own school and semester
  'GET /api/v1/users/me/preferences':                      [401,  200,  200,  403,  403,  403,  403,  403],
  'PUT /api/v1/users/me/preferences':                      [401,  200,  200,  403,  403,  403,  403,  403],
  'PUT /api/v1/users/me/contact-sharing':                  [401,  200,  200,  403,  403,  403,  403,  403], // opposition: own contact data
  'GET /api/v1/users/me/data-sharing':                     [401,  200,  200,  403,  403,  403,  403,  403], // whether own requests may leave, and why not
  'PUT /api/v1/users/me/birth-date':                       [401,  200,  200,  403,  403,  403,  403,  403], // own, once while unknown
  'POST /api/v1/users/me/guardian-consent':                [401,  200,  200,  403,  403,  403,  403,  403], // own guardian's e-mail again
  'GET /api/v1/degrees/:id/preferences':                   [401,  200,  200,  403,  403,  403,  403,  403], // the caller's own flags
  'POST /api/v1/users/:id/onboarding-data':                [401,  200,  403,  403,  403,  403,  403,  403],
  'GET /api/v1/users/:id/degrees-suggestions':             [401,  200,  403,  403,  403,  403,  403,  403],
  'GET /api/v1/users/:id/favorite-degrees':                [401,  200,  403,  403,  403,  403,  403,  403],
  'POST /api/v1/users/:id/favorite-degrees':               [401,  201,  403,  403,  403,  403,  403,  403],
  'DELETE /api/v1/users/:id/favorite-degrees/:degreeId':   [401,  204,  403,  403,  403,  403,  403,  403],
  'GET /api/v1/users/:id/meetings':                        [401,  200,  403,  403,  403,  403,  403,  403],
  'PUT /api/v1/meetings/:id/slot':                         [401,  200,  404,  403,  403,  403,  403,  403], // books a slot of the request's campus (another's request: 404)
  'DELETE /api/v1/meetings/:id/slot':                      [401,  200,  404,  403,  403,  403,  403,  403], // frees it (another's request: 404)
  'PUT /api/v1/meetings/:id/rating':                       [401,  200,  404,  403,  403,  403,  403,  403], // once its slot has started
  'POST /api/v1/meetings':                                 [401,  201,  403,  403,  403,  403,  403,  403], // body userId = the student
  'POST /api/v1/users/me/interest-test':                   [401,  201,  201,  403,  403,  403,  403,  403], // a new result of the caller's own
  'GET /api/v1/users/me/interest-test':                    [401,  200,  200,  403,  403,  403,  403,  403],
  'GET /api/v1/users/me/matches':                          [401,  200,  200,  403,  403,  403,  403,  403], // both students took the test (world.ts)
  'GET /api/v1/users/me/compare-list':                     [401,  200,  200,  403,  403,  403,  403,  403],
  'PUT /api/v1/users/me/compare-list':                     [401,  200,  200,  403,  403,  403,  403,  403],

  // ── Orienters, their own school only; admins every school ────────────────────────────────
  'GET /api/v1/highschools/:id':                           [401,  403,  403,  200,  403,  200,  403,  403],
  'GET /api/v1/highschools/:id/stats':                     [401,  403,  403,  200,  403,  200,  403,  403],
  'GET /api/v1/highschools/:id/groups':                    [401,  403,  403,  200,  403,  200,  403,  403],
  'GET /api/v1/highschools/:id/groups/members':            [401,  403,  403,  200,  403,  200,  403,  403], // a page of "Sin grupo" by default
  'GET /api/v1/highschools/:id/guardian-consents/summary':  [401,  403,  403,  200,  403,  200,  403,  403], // counts only
  'GET /api/v1/highschools/:id/guardian-consents':          [401,  403,  403,  200,  403,  200,  403,  403], // masked e-mails
  'POST /api/v1/highschools/:id/students/:userId/guardian-consent/resend': [401,  403,  403,  200,  403,  200,  403,  403], // a student of that school, e-mail masked
  'GET /api/v1/highschools/:id/meetings-summary':          [401,  403,  403,  200,  403,  200,  403,  403], // counts per campus
  'GET /api/v1/highschools/:id/students':                  [401,  403,  403,  200,  403,  200,  403,  403], // a page by last name
  'GET /api/v1/highschools/:id/students.csv':              [401,  403,  403,  200,  403,  200,  403,  403], // audited; HEAD refused
  'GET /api/v1/highschools/:id/students/:userId':          [401,  403,  403,  200,  403,  200,  403,  403], // a student of that school
  'GET /api/v1/highschools/:id/nudges':                    [401,  403,  403,  200,  403,  200,  403,  403],
  'POST /api/v1/highschools/:id/nudges':                   [401,  403,  403,  200,  403,  200,  403,  403], // one e-mail per student per 7 days
  'GET /api/v1/highschools/:id/funnel':                    [401,  403,  403,  200,  403,  200,  403,  403], // distinct students per step, per group
  'GET /api/v1/highschools/:id/trend':                     [401,  403,  403,  200,  403,  200,  403,  403], // weeks of the season, forecast
  'GET /api/v1/highschools/:id/interests':                 [401,  403,  403,  200,  403,  200,  403,  403], // buckets of 5 students or more
  'GET /api/v1/highschools/:id/report.pdf':                [401,  403,  403,  200,  403,  200,  403,  403], // the director's PDF; HEAD refused
  'GET /api/v1/users/me/orienter-key':                     [401,  403,  403,  200,  200,  403,  403,  403], // the caller's own key
  'POST /api/v1/users/me/orienter-key':                    [401,  403,  403,  201,  201,  403,  403,  403],

  // ── Campus representatives, their own campus only ─────────────────────────────────────────
  'GET /api/v1/university/meeting-requests':               [401,  403,  403,  403,  403,  403,  200,  200], // the shareable requests of the own campus
  'PUT /api/v1/meetings/:id/outcome':                      [401,  403,  403,  403,  403,  403,  200,  404], // a request of another campus: 404
  'POST /api/v1/meeting-slots':                            [401,  403,  403,  403,  403,  403,  201,  201], // on the own campus
  'GET /api/v1/meeting-slots':                             [401,  200,  403,  403,  403,  403,  200,  403], // ?campusId= the request's campus: students who asked it too
  'DELETE /api/v1/meeting-slots/:id':                      [401,  403,  403,  403,  403,  403,  204,  404], // a slot of another campus: 404
  'GET /api/v1/campuses/:id/meetings-summary':             [401,  403,  403,  403,  403,  200,  200,  403], // the own campus; admins every one

  // ── Admins only ───────────────────────────────────────────────────────────────────────────
  // "orienter list and deletion": the list of orienters (names, e-mails, phones) is admin only.
  'GET /api/v1/highschools/:id/orienters':                 [401,  403,  403,  403,  403,  200,  403,  403],
  'GET /api/v1/highschools/stats':                         [401,  403,  403,  403,  403,  200,  403,  403],
  'GET /api/v1/highschools/funnel':                        [401,  403,  403,  403,  403,  200,  403,  403], // every school's funnel, paged
  'GET /api/v1/highschools/funnel.csv':                    [401,  403,  403,  403,  403,  200,  403,  403], // audited; HEAD refused
  'PATCH /api/v1/highschools/:id':                         [401,  403,  403,  403,  403,  200,  403,  403], // notebooks, name, city
  'PUT /api/v1/highschools/:id/data-sharing':              [401,  403,  403,  403,  403,  200,  403,  403], // the school's authorization
  'GET /api/v1/highschools/:id/access-links':              [401,  403,  403,  403,  403,  200,  403,  403],
  'POST /api/v1/highschools/:id/access-links':             [401,  403,  403,  403,  403,  201,  403,  403],
  'GET /api/v1/auth/access-links/:id':                     [401,  403,  403,  403,  403,  200,  403,  403],
  'PUT /api/v1/auth/access-links/:id':                     [401,  403,  403,  403,  403,  200,  403,  403],
  'DELETE /api/v1/auth/access-links/:id':                  [401,  403,  403,  403,  403,  204,  403,  403],
  'DELETE /api/v1/users/:id':                              [401,  403,  403,  403,  403,  204,  403,  403], // student deletion
  'POST /api/v1/students-groups':                          [401,  403,  403,  403,  403,  201,  403,  403], // group management
  'PUT /api/v1/students-groups/:groupId':                  [401,  403,  403,  403,  403,  200,  403,  403],
  'DELETE /api/v1/students-groups/:groupId':               [401,  403,  403,  403,  403,  204,  403,  403],
  'GET /api/v1/meetings':                                  [401,  403,  403,  403,  403,  200,  403,  403], // CSV report
  'GET /api/v1/campuses/:id/access-links':                 [401,  403,  403,  403,  403,  200,  403,  403], // the representatives' invitations
  'POST /api/v1/campuses/:id/access-links':                [401,  403,  403,  403,  403,  201,  403,  403],
  'GET /api/v1/campuses/:id/representatives':              [401,  403,  403,  403,  403,  200,  403,  403], // names, e-mails, phones
  'POST /api/v1/campuses':                                 [401,  403,  403,  403,  403,  201,  403,  403],
  'PUT /api/v1/campuses/:id':                              [401,  403,  403,  403,  403,  200,  403,  403],
  'DELETE /api/v1/campuses/:id':                           [401,  403,  403,  403,  403,  204,  403,  403],
  'POST /api/v1/degrees':                                  [401,  403,  403,  403,  403,  201,  403,  403],
  'PUT /api/v1/degrees/:id':                               [401,  403,  403,  403,  403,  200,  403,  403],
  'DELETE /api/v1/degrees/:id':                            [401,  403,  403,  403,  403,  204,  403,  403],
  'POST /api/v1/highschools':                              [401,  403,  403,  403,  403,  201,  403,  403], // a new school
  'GET /api/v1/areas/all':                                 [401,  403,  403,  403,  403,  200,  403,  403], // retired ones too
  'POST /api/v1/areas':                                    [401,  403,  403,  403,  403,  201,  403,  403],
  'PATCH /api/v1/areas/:id':                               [401,  403,  403,  403,  403,  200,  403,  403], // rename, retire
  'GET /api/v1/cities/all':                                [401,  403,  403,  403,  403,  200,  403,  403],
  'POST /api/v1/cities':                                   [401,  403,  403,  403,  403,  201,  403,  403],
  'PATCH /api/v1/cities/:id':                              [401,  403,  403,  403,  403,  200,  403,  403],
  'GET /api/v1/semesters/all':                             [401,  403,  403,  403,  403,  200,  403,  403],
  'POST /api/v1/semesters':                                [401,  403,  403,  403,  403,  201,  403,  403],
  'PATCH /api/v1/semesters/:id':                           [401,  403,  403,  403,  403,  200,  403,  403],
  'POST /api/v1/uploads':                                  [401,  403,  403,  403,  403,  201,  403,  403], // images and PDFs of the catalogue
  'GET /api/v1/mail':                                      [401,  403,  403,  403,  403,  200,  403,  403], // the outbox, without bodies
  'POST /api/v1/mail/:id/retry':                           [401,  403,  403,  403,  403,  204,  403,  403], // a failed message, queued again
  'GET /api/v1/audit':                                     [401,  403,  403,  403,  403,  200,  403,  403], // the audit trail of staff actions
  'GET /api/v1/audit/csv':                                 [401,  403,  403,  403,  403,  200,  403,  403], // its CSV (itself audited)
  'GET /api/v1/labour-figures':                            [401,  403,  403,  403,  403,  200,  403,  403], // every field's figures
  'POST /api/v1/labour-figures/import':                    [401,  403,  403,  403,  403,  200,  403,  403], // CSV, all or nothing; audited
};

/**
 * The signed-in routes that still answer a user who has not accepted the privacy notice in force
 * (after it changes): who they are, accepting it, and their rights over their own data (access,
 * the disclosures, cancellation, opposition, their password, ending their sessions). Every other
 * signed-in route answers them 403 PrivacyNoticeNotAccepted (plugins/auth.ts).
 */
export const BEFORE_PRIVACY_ACCEPTANCE_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/v1/users/me',
  'PUT /api/v1/users/me/privacy-acceptance',
  'GET /api/v1/users/me/disclosures',
  'GET /api/v1/users/me/export',
  'DELETE /api/v1/users/me',
  'PUT /api/v1/users/me/contact-sharing',
  'PUT /api/v1/users/me/password',
  'POST /api/v1/auth/logout-all',
]);

/** The expected status of one route for one actor. */
export function expectedStatus(key: string, actor: Actor): number | undefined {
  const row = ACCESS_MATRIX[key];
  return row?.[ACTORS.indexOf(actor)];
}
