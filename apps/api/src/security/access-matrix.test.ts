/**
 * Checks the authorization table of access-matrix.ts against the running app: every registered
 * API route, for each of the eight actors, with a request that is valid for the route.
 */
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGuardianConsent, makeUser, minorBirthDate, PASSWORD } from '../../test/factories.ts';
import { guardianConsents, users } from '../db/schema/index.ts';
import { passwordResetTokensRepository } from '../modules/auth/password-reset-tokens.repository.ts';
import { familyRepository } from '../modules/family/family.repository.ts';
import { newSecretToken } from '../lib/secret-token.ts';
import { bearer, call, tokenFor } from '../../test/helper.ts';
import {
  buildWorldApp,
  createWorld,
  fresh,
  NEW_PASSWORD,
  VALID_BODIES,
  validParams,
  validUpload,
  withHeaders,
  type World,
} from '../../test/world.ts';
import {
  ACCESS_MATRIX,
  ACTORS,
  BEFORE_PRIVACY_ACCEPTANCE_ROUTES,
  expectedStatus,
  type Actor,
} from './access-matrix.ts';
import { apiRoutes, fillPath, type RegisteredRoute } from './route-table.ts';

interface Request {
  params?: Record<string, string | number>;
  payload?: object;
  multipart?: { payload: Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent instead of the actor's token (a disposable session of the same kind of user). */
  token?: string;
}

/** A new user like the actor (same type and school or campus), signed in: for calls that end sessions. */
async function lookalikeToken(w: World, actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  if (actor === 'representative' || actor === 'otherRepresentative') {
    const campusId = actor === 'representative' ? w.meetingCampus.id : w.campusA.id;
    const user = await makeUser(w.db, { type: 'university', campusId });
    return tokenFor(w.app, user.email, 'orienter', PASSWORD);
  }
  const type = actor === 'admin' ? 'admin' : actor.toLowerCase().includes('student') ? 'student' : 'orienter';
  const school = actor.startsWith('other') ? w.schoolB : w.schoolA;
  const user = await makeUser(w.db, {
    type,
    highschoolId: type === 'admin' ? undefined : school.school.id,
    semesterId: type === 'student' ? school.activeSemester.id : undefined,
  });
  return tokenFor(w.app, user.email, type === 'student' ? 'student' : 'orienter', PASSWORD);
}

/**
 * A new student of the actor's school, signed in, who accepted the privacy notice the actor did
 * (the sweep below ages every account's): for calls a student makes once. Others keep their token.
 */
async function studentLike(w: World, actor: Actor, values: { birthDate: string | null }) {
  if (actor !== 'student' && actor !== 'otherStudent') return { token: w.tokens[actor], id: 0 };
  const school = actor === 'otherStudent' ? w.schoolB : w.schoolA;
  const self = actor === 'otherStudent' ? w.otherStudent : w.student;
  const [row] = await w.db.select({ version: users.privacyVersion }).from(users).where(eq(users.id, self.id));
  const user = await makeUser(w.db, {
    type: 'student',
    highschoolId: school.school.id,
    semesterId: school.activeSemester.id,
    birthDate: values.birthDate,
    privacyVersion: row!.version,
  });
  return { token: await tokenFor(w.app, user.email, 'student', PASSWORD), id: user.id };
}

/** A minor of school A whose guardian was asked two days ago, and the link mailed then. */
async function minorAsked(w: World) {
  const user = await makeUser(w.db, {
    type: 'student',
    highschoolId: w.schoolA.school.id,
    semesterId: w.schoolA.activeSemester.id,
    birthDate: minorBirthDate(),
  });
  return { user, ...(await makeGuardianConsent(w.db, user.id, { sentDaysAgo: 2 })) };
}

/**
 * A minor of school A whose guardian granted consent, and a family session of that guardian (the
 * cookie a mailed link gives).
 */
async function familyOf(w: World) {
  const { user, consent } = await minorAsked(w);
  const guardian = `tutor-${user.id}@correo.mx`;
  await w.db
    .update(guardianConsents)
    .set({ guardianEmail: guardian, status: 'granted' })
    .where(eq(guardianConsents.id, consent.id));
  const session = newSecretToken();
  await familyRepository(w.db).insertSession(guardian, session.tokenHash);
  return { child: user, guardian, headers: { cookie: `tlp_family=${session.token}` } };
}

/** The token of a live password-reset link, mailed moments ago to a new student of school A. */
async function liveResetToken(w: World): Promise<string> {
  const user = await makeUser(w.db, {
    type: 'student',
    highschoolId: w.schoolA.school.id,
    semesterId: w.schoolA.activeSemester.id,
  });
  const { token, tokenHash } = newSecretToken();
  await passwordResetTokensRepository(w.db).insert(user.id, tokenHash);
  return token;
}

/**
 * Requests that differ from the default (the route's valid params and body of world.ts):
 * deletions get a fresh row per call, so that the first allowed actor does not leave a 404 for
 * the next; "me" writes use the caller's own school.
 */
const RECIPES: Record<string, (w: World, actor: Actor) => Promise<Request> | Request> = {
  'GET /api/v1/auth/refresh': async (w) => {
    const login = await call(w.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: w.student.email, password: PASSWORD, role: 'student' },
    });
    const cookie = login.cookies.find((c) => c.name === 'tlp_refresh');
    if (!cookie) throw new Error('login gave no refresh cookie');
    return { headers: { cookie: `tlp_refresh=${cookie.value}` } };
  },
  // Ending every session of the world's actors would sign them out of the rows that follow.
  'POST /api/v1/auth/logout-all': async (w, actor) => ({ token: await lookalikeToken(w, actor) }),
  // Changing the password ends the caller's other sessions: a lookalike's.
  'PUT /api/v1/users/me/password': async (w, actor) => ({
    token: await lookalikeToken(w, actor),
    payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
  }),
  // A live token of a user of its own, mailed moments ago.
  'POST /api/v1/auth/password-reset/confirm': async (w) => ({
    payload: { token: await liveResetToken(w), password: NEW_PASSWORD },
  }),
  // The same: a live link, checked (not used) as its page opens.
  'GET /api/v1/auth/password-reset/:token': async (w) => ({ params: { token: await liveResetToken(w) } }),
  'PATCH /api/v1/users/me': (w, actor) => {
    const own = actor === 'otherStudent' ? w.schoolB : w.schoolA;
    return { payload: { highschoolId: own.school.id, semesterId: own.activeSemester.id } };
  },
  'PUT /api/v1/users/me/privacy-acceptance': () => ({ payload: { version: PRIVACY_NOTICE_VERSION } }),
  // Deleting one's own account: a lookalike's, so that the world's actors stay.
  'DELETE /api/v1/users/me': async (w, actor) => ({
    token: await lookalikeToken(w, actor),
    payload: { password: PASSWORD },
  }),
  // Sharing again changes nothing of the world (withdrawing would take the student's meetings).
  'PUT /api/v1/users/me/contact-sharing': () => ({ payload: { sharing: true } }),
  'DELETE /api/v1/auth/access-links/:id': async (w) => ({ params: { id: (await fresh.accessLink(w)).uuid } }),
  'DELETE /api/v1/users/:id': async (w) => ({ params: { id: (await fresh.student(w)).id } }),
  'DELETE /api/v1/students-groups/:groupId': async (w) => ({ params: { groupId: (await fresh.group(w)).id } }),
  'DELETE /api/v1/campuses/:id': async (w) => ({ params: { id: (await fresh.campus(w)).id } }),
  'DELETE /api/v1/degrees/:id': async (w) => ({ params: { id: (await fresh.degree(w)).id } }),
  'POST /api/v1/uploads': () => ({ multipart: validUpload() }),
  'POST /api/v1/mail/:id/retry': async (w) => ({ params: { id: (await fresh.failedMail(w)).id } }),
  // A slot of the request's campus per call: cancelling one, or booking one (moving the booking).
  'DELETE /api/v1/meeting-slots/:id': async (w) => ({ params: { id: (await fresh.slot(w)).id } }),
  'PUT /api/v1/meetings/:id/slot': async (w) => ({ payload: { slotId: (await fresh.slot(w)).id } }),
  // The slots of the campus the student asked for a meeting.
  'GET /api/v1/meeting-slots': (w) => ({ query: { campusId: String(w.meetingCampus.id) } }),
  // A student gives their birth date once: a student of unknown age of their own per call.
  'PUT /api/v1/users/me/birth-date': async (w, actor) => ({
    token: (await studentLike(w, actor, { birthDate: null })).token,
    payload: { birthDate: '2001-02-03' },
  }),
  // Once a day: a minor of their own per call, asked two days ago.
  'POST /api/v1/users/me/guardian-consent': async (w, actor) => {
    const like = await studentLike(w, actor, { birthDate: minorBirthDate() });
    if (like.id) await makeGuardianConsent(w.db, like.id, { sentDaysAgo: 2 });
    return { token: like.token, payload: {} };
  },
  'POST /api/v1/highschools/:id/students/:userId/guardian-consent/resend': async (w) => ({
    params: { id: w.schoolA.school.id, userId: (await minorAsked(w)).user.id },
  }),
  // A live link per call (reading does not use it; answering does).
  'GET /api/v1/guardian-consents/:token': async (w) => ({ params: { token: (await minorAsked(w)).token } }),
  'POST /api/v1/guardian-consents/:token': async (w) => ({
    params: { token: (await minorAsked(w)).token },
    payload: { decision: 'granted' },
  }),
  // A live link per call, mailed to a guardian.
  'POST /api/v1/family/sessions': async (w) => {
    const { guardian } = await familyOf(w);
    const link = newSecretToken();
    await familyRepository(w.db).insertLink(guardian, link.tokenHash);
    return { payload: { token: link.token } };
  },
  // A guardian's session per call, and their child.
  'POST /api/v1/family/sign-out': async (w) => ({ headers: (await familyOf(w)).headers }),
  'GET /api/v1/family/children': async (w) => ({ headers: (await familyOf(w)).headers }),
  'GET /api/v1/family/children/:id': async (w) => {
    const family = await familyOf(w);
    return { headers: family.headers, params: { id: family.child.id } };
  },
  'POST /api/v1/family/children/:id/withdrawal': async (w) => {
    const family = await familyOf(w);
    return { headers: family.headers, params: { id: family.child.id } };
  },
};

let app: Awaited<ReturnType<typeof buildWorldApp>>;
let world: World;
let routes: RegisteredRoute[];

beforeAll(async () => {
  app = await buildWorldApp();
  world = await createWorld(app.ctx);
  routes = apiRoutes(app.routes);
});
afterAll(() => app?.close());

async function send(route: RegisteredRoute, actor: Actor) {
  const recipe = (await RECIPES[route.key]?.(world, actor)) ?? {};
  const path = fillPath(route.url, recipe.params ?? validParams(route.url, world));
  const url = recipe.query ? `${path}?${new URLSearchParams(recipe.query)}` : path;
  const token = 'token' in recipe ? recipe.token : world.tokens[actor];
  const opts: InjectOptions = { method: route.method as InjectOptions['method'], url };
  if (recipe.multipart) {
    const { payload, headers } = withHeaders(recipe.multipart, token);
    Object.assign(opts, { payload, headers: { ...headers, ...recipe.headers } });
  } else {
    const payload = recipe.payload ?? (await VALID_BODIES[route.key]?.(world));
    opts.headers = { ...(token ? bearer(token) : {}), ...recipe.headers };
    if (payload) opts.payload = payload;
  }
  const res = await call(world.app, opts);
  return { url, status: res.status, body: res.body };
}

describe('access matrix', () => {
  it('has one row for every registered API route, and none for routes that are gone', () => {
    const registered = routes.map((r) => r.key);
    const listed = Object.keys(ACCESS_MATRIX);
    const missing = registered.filter((k) => !(k in ACCESS_MATRIX));
    const gone = listed.filter((k) => !registered.includes(k));
    expect(missing, 'registered routes missing from ACCESS_MATRIX').toEqual([]);
    expect(gone, 'ACCESS_MATRIX rows for routes the app does not register').toEqual([]);
    // The collected table agrees with Fastify's own router.
    for (const r of routes) expect(world.app.hasRoute({ method: r.method as 'GET', url: r.url }), r.key).toBe(true);
  });

  it('answers each actor as the table says', async () => {
    const checked = routes.filter((r) => r.key in ACCESS_MATRIX);
    const failures: string[] = [];
    for (const route of checked) {
      for (const actor of ACTORS) {
        const expected = expectedStatus(route.key, actor)!;
        const res = await send(route, actor);
        if (res.status !== expected) {
          const why = res.body?.errorCode ? ` ${res.body.errorCode}: ${res.body.message}` : '';
          failures.push(`${route.key} as ${actor} (${res.url}): expected ${expected}, got ${res.status}${why}`);
        }
      }
    }
    console.log(
      `access matrix: ${checked.length} routes × ${ACTORS.length} actors = ${checked.length * ACTORS.length} checks`,
    );
    expect(failures, `${failures.length} answers differ from the access matrix:\n${failures.join('\n')}`).toEqual([]);
  });

  it("answers a representative's 200s with their own campus only, and a student's without the call's link", async () => {
    const get = async (actor: Actor, url: string) => {
      const res = await call(world.app, { method: 'GET', url: `/api/v1${url}`, headers: bearer(world.tokens[actor]!) });
      expect(res.status, `${url} as ${actor}`).toBe(200);
      return res.body as Array<Record<string, unknown>>;
    };
    const ids = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.id);
    expect(ids(await get('representative', '/university/meeting-requests'))).toContain(world.meeting.id);
    expect(await get('otherRepresentative', '/university/meeting-requests')).toEqual([]);

    const own = await get('representative', '/meeting-slots');
    expect(ids(own)).toContain(world.slot.id);
    expect(new Set(own.map((s) => s.campus_id))).toEqual(new Set([world.meetingCampus.id]));
    const other = await get('otherRepresentative', '/meeting-slots');
    expect(other.filter((s) => s.campus_id !== world.campusA.id)).toEqual([]);

    const offered = await get('student', `/meeting-slots?campusId=${world.meetingCampus.id}`);
    expect(ids(offered)).toContain(world.slot.id);
    expect(offered.filter((s) => s.video_url !== null)).toEqual([]);
  });

  it('answers a user who has not accepted the privacy notice in force only on the routes that ask for it', async () => {
    // Every account of the world accepted an older notice, before each call (accepting is a route).
    const older = async () => {
      await world.db.execute(
        sql`update users set privacy_version = '2025-01-01' where privacy_version <> '2025-01-01'`,
      );
      world.app.sessions.forget('*');
    };
    const failures: string[] = [];
    try {
      for (const route of routes.filter((r) => r.key in ACCESS_MATRIX)) {
        for (const actor of ACTORS.filter((a) => a !== 'anonymous')) {
          const allowed = expectedStatus(route.key, actor)!;
          if (allowed >= 300) continue; // refused anyway (401, 403 Forbidden)
          await older();
          const res = await send(route, actor);
          const open = ACCESS_MATRIX[route.key]![0] < 300 || BEFORE_PRIVACY_ACCEPTANCE_ROUTES.has(route.key);
          const got = `${res.status}${res.body?.errorCode ? ` ${res.body.errorCode}` : ''}`;
          if (open ? res.status !== allowed : got !== '403 PrivacyNoticeNotAccepted') {
            failures.push(
              `${route.key} as ${actor}: expected ${open ? allowed : '403 PrivacyNoticeNotAccepted'}, got ${got}`,
            );
          }
        }
      }
    } finally {
      await world.db.execute(sql`update users set privacy_version = ${PRIVACY_NOTICE_VERSION}`);
      world.app.sessions.forget('*');
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
