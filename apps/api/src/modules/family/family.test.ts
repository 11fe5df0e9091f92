import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, FAMILY_MESSAGES, FAMILY_SESSION_HOURS } from '@tlp/shared';
import { loadConfig } from '../../config.ts';
import { purgeExpired } from '../../db/retention.ts';
import { auditLog, guardianConsents, mailOutbox, users } from '../../db/schema/index.ts';
import {
  addFavorites,
  adminToken,
  makeCatalog,
  makeGuardianConsent,
  makeSchool,
  makeUser,
  minorBirthDate,
  PASSWORD,
} from '../../../test/factories.ts';
import { meetingsCsv } from '../../../test/csv.ts';
import { bearer, call, createTestApp, itUnderConcurrency, tokenFor, type TestContext } from '../../../test/helper.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { familySessions, familySignInLinks } from './family.schema.ts';

// The family view (issue 26, item 3): a guardian signs in with a mailed single-use link, sees their
// children read only, and withdraws their consent as the child's own opposition would.

const PUBLIC_URL = 'https://tocalapuerta.test';
const LINKS_PER_EMAIL = 3;
const LINKS_PER_IP = 40;
let ctx: TestContext;
let smtp: TestSmtp;
let world: Awaited<ReturnType<typeof makeSchool>>;
let catalog: Awaited<ReturnType<typeof makeCatalog>>;
let admin: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const base = loadConfig({ NODE_ENV: 'test', PUBLIC_URL });
  ctx = await createTestApp(
    {
      publicUrl: PUBLIC_URL,
      mail: { ...base.mail, smtpUrl: smtp.url },
      limits: { ...base.limits, familyLinksPerEmail: LINKS_PER_EMAIL, familyLinksPerIp: LINKS_PER_IP },
    },
    { mailWorker: { pollMs: 20 } },
  );
  world = await makeSchool(ctx.database.db);
  catalog = await makeCatalog(ctx.database.db);
  admin = await adminToken(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});
afterEach(() => {
  smtp.received.length = 0;
});

const db = () => ctx.database.db;
let n = 0;
const email = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}@correo.mx`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A different address each call, so the per-address limit stays out of the tests that do not test it. */
const fromAddress = () => ({ remoteAddress: `10.1.${Math.floor(n / 250)}.${++n % 250}` });

const askLink = (address: string, ip = fromAddress()) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/family/sign-in-links', payload: { email: address }, ...ip });
const openSession = (token: string) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/family/sessions', payload: { token } });
const withCookie = (cookie: string | undefined) => (cookie ? { cookie: `tlp_family=${cookie}` } : {});
const children = (cookie?: string) =>
  call(ctx.app, { method: 'GET', url: '/api/v1/family/children', headers: withCookie(cookie) });
const child = (id: number, cookie?: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/family/children/${id}`, headers: withCookie(cookie) });
const withdraw = (id: number, cookie?: string) =>
  call(ctx.app, { method: 'POST', url: `/api/v1/family/children/${id}/withdrawal`, headers: withCookie(cookie) });

/** Every request answered so far has done its work: its link is queued, and sent. */
async function settled() {
  await ctx.app.services.family.settled();
  await ctx.app.mail.settled();
}

const addressOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : undefined);

/** The sign-in link mailed to that address (the nth one), and its token. */
async function linkMailedTo(address: string, nth = 1) {
  const mails = await smtp.waitFor(nth, (m) => addressOf(m)?.toLowerCase() === address.toLowerCase());
  const mail = mails[nth - 1]!;
  const link = /https:\/\/tocalapuerta\.test\/familia\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(link, mail.text).not.toBeNull();
  return { token: link![1]!, mail };
}

/** A minor of the demo school whose guardian (`guardian`) answered `status`. */
async function minorWithGuardian(guardian: string, status: 'pending' | 'granted' | 'refused' = 'granted') {
  const student = await makeUser(db(), {
    type: 'student',
    highschoolId: world.school.id,
    semesterId: world.activeSemester.id,
    birthDate: minorBirthDate(),
  });
  const { consent } = await makeGuardianConsent(db(), student.id, { email: guardian, status });
  return { student, consent };
}

/** A family session of that guardian: a link asked for, mailed and exchanged. Answers the cookie's value. */
async function signIn(guardian: string) {
  const earlier = smtp.received.filter((m) => addressOf(m)?.toLowerCase() === guardian.toLowerCase()).length;
  expect((await askLink(guardian)).status).toBe(202);
  const { token } = await linkMailedTo(guardian, earlier + 1);
  const res = await openSession(token);
  expect(res.status).toBe(200);
  return res.cookies.find((c) => c.name === 'tlp_family')!.value;
}

describe('sign-in links', () => {
  it('answers a known and an unknown e-mail with the same 202, and mails a link only to the known one', async () => {
    const guardian = email('mama');
    await minorWithGuardian(guardian);
    const unknown = email('nadie');
    const known = await askLink(guardian);
    const nobody = await askLink(unknown);
    expect(known.status).toBe(202);
    expect(nobody.status).toBe(202);
    expect(known.body).toEqual({ message: FAMILY_MESSAGES.linkRequested });
    expect(nobody.body).toEqual(known.body);
    expect(known.raw.body).toBe(nobody.raw.body);
    await settled();
    const { token, mail } = await linkMailedTo(guardian);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(mail.subject).toBe('Tu enlace para entrar a Toca la Puerta');
    expect(mail.text).toContain('30 minutos');
    const rows = await db().select().from(familySignInLinks).where(eq(familySignInLinks.guardianEmail, guardian));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const expiresIn = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(expiresIn).toBe(30 * 60_000);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, unknown))).toEqual([]);
    expect(await db().select().from(familySignInLinks).where(eq(familySignInLinks.guardianEmail, unknown))).toEqual([]);
  });

  it('knows a guardian whatever the case of the address, by the latest request of a minor only', async () => {
    const guardian = email('Papa');
    await minorWithGuardian(guardian.toUpperCase());
    expect((await askLink(guardian.toLowerCase())).status).toBe(202);
    await linkMailedTo(guardian);

    // An address the student corrected (a newer request) and a guardian of an adult get nothing.
    const replaced = email('equivocado');
    const { student } = await minorWithGuardian(replaced, 'pending');
    await makeGuardianConsent(db(), student.id, { email: email('corregido') });
    const ofAdult = email('tutor-adulto');
    const adult = await makeUser(db(), {
      type: 'student',
      highschoolId: world.school.id,
      semesterId: world.activeSemester.id,
    });
    await makeGuardianConsent(db(), adult.id, { email: ofAdult, status: 'granted' });
    await askLink(replaced);
    await askLink(ofAdult);
    await settled();
    const sent = await db().select({ to: mailOutbox.recipient }).from(mailOutbox);
    expect(sent.map((r) => r.to)).not.toContain(replaced);
    expect(sent.map((r) => r.to)).not.toContain(ofAdult);
  });

  it('a new link ends the older one of the same address', async () => {
    const guardian = email('abuela');
    await minorWithGuardian(guardian);
    await askLink(guardian);
    const first = await linkMailedTo(guardian);
    await askLink(guardian);
    const second = await linkMailedTo(guardian, 2);
    expect(second.token).not.toBe(first.token);
    expect((await openSession(first.token)).status).toBe(410);
    expect((await openSession(second.token)).status).toBe(200);
  });

  it('limits the links of one e-mail (known or not) and of one address: 429 with Retry-After', async () => {
    const known = email('limite');
    await minorWithGuardian(known);
    for (const address of [known, email('desconocido')]) {
      for (let i = 0; i < LINKS_PER_EMAIL; i++) expect((await askLink(address)).status).toBe(202);
      const refused = await askLink(address.toUpperCase());
      expect(refused.status).toBe(429);
      expect(refused.body.errorCode).toBe('TooManyRequests');
      expect(refused.body.message).toBe(FAMILY_MESSAGES.linkTooMany);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const ip = { remoteAddress: '10.9.9.9' };
    const answers = [];
    for (let i = 0; i <= LINKS_PER_IP; i++) answers.push((await askLink(email('ip'), ip)).status);
    expect(answers.slice(0, LINKS_PER_IP).every((s) => s === 202)).toBe(true);
    expect(answers[LINKS_PER_IP]).toBe(429);
    await settled();
  });

  it('refuses a malformed e-mail with 400 on its field', async () => {
    const res = await askLink('no-es-correo');
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('email');
  });
});

describe('family sessions', () => {
  it('a link opens a session: an opaque cookie, HttpOnly, SameSite=Strict, Path=/api/v1/family, Secure, 8 hours; stored hashed', async () => {
    const guardian = email('sesion');
    await minorWithGuardian(guardian);
    await askLink(guardian);
    const { token } = await linkMailedTo(guardian);
    const res = await openSession(token);
    expect(res.status).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'tlp_family')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/family', secure: true });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.value).not.toBe(token);
    const hours = ((cookie.expires as Date).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(FAMILY_SESSION_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(FAMILY_SESSION_HOURS);
    // The cookie's Expires counts whole seconds.
    expect(Math.abs(new Date(res.body.expires_at).getTime() - (cookie.expires as Date).getTime())).toBeLessThan(1000);
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await db()
      .select()
      .from(familySessions)
      .where(eq(familySessions.tokenHash, sha256(cookie.value)));
    expect(row).toMatchObject({ guardianEmail: guardian });
    expect(JSON.stringify(await db().select().from(familySessions))).not.toContain(cookie.value);
  });

  it('a link works once (410 after), an unknown one is 404, an expired one 410', async () => {
    const guardian = email('una-vez');
    await minorWithGuardian(guardian);
    await askLink(guardian);
    const { token } = await linkMailedTo(guardian);
    expect((await openSession(token)).status).toBe(200);
    const again = await openSession(token);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ errorCode: 'FamilyLinkGone', message: ERRORS.FamilyLinkGone.message });
    const unknown = await openSession('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('FamilyLinkNotFound');

    await askLink(guardian);
    const late = await linkMailedTo(guardian, 2);
    await db()
      .update(familySignInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(familySignInLinks.tokenHash, sha256(late.token)));
    expect((await openSession(late.token)).status).toBe(410);
  });

  itUnderConcurrency('the same link sent twice at once opens one session', async () => {
    const guardian = email('a-la-vez');
    await minorWithGuardian(guardian);
    await askLink(guardian);
    const { token } = await linkMailedTo(guardian);
    const answers = await Promise.all(Array.from({ length: 4 }, () => openSession(token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410, 410, 410]);
    expect(await db().select().from(familySessions).where(eq(familySessions.guardianEmail, guardian))).toHaveLength(1);
  });

  it('without a family session, or with a user’s session, an expired or an ended one: 401', async () => {
    const guardian = email('sin-sesion');
    const { student } = await minorWithGuardian(guardian);
    const studentToken = await tokenFor(ctx.app, student.email, 'student', PASSWORD);
    for (const res of [
      await children(),
      await child(student.id),
      await withdraw(student.id),
      await children('x'.repeat(43)),
      await call(ctx.app, { method: 'GET', url: '/api/v1/family/children', headers: bearer(studentToken) }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe('FamilySessionRequired');
    }
    const cookie = await signIn(guardian);
    expect((await children(cookie)).status).toBe(200);
    await db()
      .update(familySessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(familySessions.tokenHash, sha256(cookie)));
    expect((await children(cookie)).status).toBe(401);

    const live = await signIn(guardian);
    const out = await call(ctx.app, { method: 'POST', url: '/api/v1/family/sign-out', headers: withCookie(live) });
    expect(out.status).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'tlp_family')!;
    expect(cleared).toMatchObject({ value: '', path: '/api/v1/family' });
    expect((await children(live)).status).toBe(401);
    expect(
      await db()
        .select()
        .from(familySessions)
        .where(eq(familySessions.tokenHash, sha256(live))),
    ).toEqual([]);
  });
});

describe('the children of a guardian', () => {
  it('lists each child whose latest request names the address (any case), with the consent as answered', async () => {
    const guardian = email('varios');
    const { student: ana } = await minorWithGuardian(guardian, 'granted');
    const { student: beto } = await minorWithGuardian(guardian.toUpperCase(), 'pending');
    await minorWithGuardian(email('otra-mama'));
    const cookie = await signIn(guardian);
    const res = await children(cookie);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: number }) => c.id).sort()).toEqual([ana.id, beto.id].sort());
    const anaRow = res.body.find((c: { id: number }) => c.id === ana.id);
    expect(anaRow).toEqual({
      id: ana.id,
      first_name: ana.firstName,
      last_name: ana.lastName,
      highschool_name: world.school.name,
      consent: { status: 'granted', decided_at: expect.any(String) },
    });
    expect(res.body.find((c: { id: number }) => c.id === beto.id).consent).toEqual({
      status: 'pending',
      decided_at: null,
    });
  });

  it("a child's view: favourites, meeting requests held or shared, and the disclosures with their legal basis", async () => {
    const guardian = email('detalle');
    const { student, consent } = await minorWithGuardian(guardian, 'granted');
    const [d0, d1, d2] = catalog.degrees;
    await addFavorites(db(), student.id, [d0!.id, d1!.id, d2!.id], [d1!.id]);
    const csv = await meetingsCsv(ctx.app, admin);
    expect(csv.emails.has(student.email)).toBe(true);
    const cookie = await signIn(guardian);
    const res = await child(student.id, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: student.id,
      shareable: true,
      consent: { status: 'granted' },
      disclosures_total: 1,
    });
    expect(res.body.favorites).toHaveLength(3);
    expect(res.body.favorites).toContainEqual({ degree_id: d1!.id, degree: d1!.name, campus: expect.any(String) });
    expect(res.body.meetings).toEqual([
      {
        degree_id: d1!.id,
        degree: d1!.name,
        campus: expect.any(String),
        created_at: expect.any(String),
        state: 'shared',
      },
    ]);
    expect(res.body.disclosures[0]).toMatchObject({
      recipient_kind: 'admin',
      reason: 'export',
      legal_basis: 'guardian_consent',
      guardian_consent_id: consent.id,
      school_authorized_at: expect.any(String),
    });

    // A pending guardian's child: the request is held, and nothing left.
    const pendingGuardian = email('pendiente');
    const { student: held } = await minorWithGuardian(pendingGuardian, 'pending');
    await addFavorites(db(), held.id, [d0!.id], [d0!.id]);
    const heldView = await child(held.id, await signIn(pendingGuardian));
    expect(heldView.body).toMatchObject({ shareable: false, disclosures: [], disclosures_total: 0 });
    expect(heldView.body.meetings[0].state).toBe('held');
  });

  it('never shows another student, nor a child to another guardian: 404 alike', async () => {
    const mine = email('mia');
    const theirs = email('ajena');
    const { student: myChild } = await minorWithGuardian(mine);
    const { student: theirChild } = await minorWithGuardian(theirs);
    const myCookie = await signIn(mine);
    const theirCookie = await signIn(theirs);
    const stranger = await makeUser(db(), {
      type: 'student',
      highschoolId: world.school.id,
      semesterId: world.activeSemester.id,
    });
    for (const id of [theirChild.id, stranger.id, 999_999, world.orienter.id]) {
      const res = await child(id, myCookie);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.message).toBe(FAMILY_MESSAGES.childNotFound);
      expect((await withdraw(id, myCookie)).status).toBe(404);
    }
    expect((await child(myChild.id, theirCookie)).status).toBe(404);
    expect((await children(theirCookie)).body.map((c: { id: number }) => c.id)).toEqual([theirChild.id]);
    const [theirConsent] = await db().select().from(guardianConsents).where(eq(guardianConsents.userId, theirChild.id));
    expect(theirConsent!.status).toBe('granted');
  });
});

describe('withdrawal', () => {
  it("works as the child's opposition: requests withdrawn and out of the CSV, consent withdrawn, audited", async () => {
    const guardian = email('retira');
    const { student, consent } = await minorWithGuardian(guardian, 'granted');
    const [d0, d1] = catalog.degrees;
    await addFavorites(db(), student.id, [d0!.id, d1!.id], [d0!.id, d1!.id]);
    expect((await meetingsCsv(ctx.app, admin)).emails.has(student.email)).toBe(true);
    const cookie = await signIn(guardian);

    const res = await withdraw(student.id, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      consent: { status: 'withdrawn', decided_at: expect.any(String) },
      meetings_withdrawn: 2,
    });
    expect((await meetingsCsv(ctx.app, admin)).emails.has(student.email)).toBe(false);
    const [row] = await db().select().from(users).where(eq(users.id, student.id));
    expect(row!.contactSharingWithdrawnAt).not.toBeNull();
    const [after] = await db().select().from(guardianConsents).where(eq(guardianConsents.id, consent.id));
    expect(after).toMatchObject({ status: 'withdrawn', decidedAt: expect.any(Date) });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guardian_consent.withdraw'), eq(auditLog.entityId, String(consent.id))));
    expect(audit).toMatchObject({
      actorId: null,
      entity: 'guardian_consent',
      before: expect.objectContaining({ status: 'granted', user_id: student.id }),
      after: expect.objectContaining({ status: 'withdrawn', meetings_withdrawn: 2 }),
    });
    expect(JSON.stringify(audit)).not.toContain(guardian);

    const view = await child(student.id, cookie);
    expect(view.body).toMatchObject({ shareable: false, meetings: [], consent: { status: 'withdrawn' } });
    // The student sees it as their own opposition, and their data may not leave.
    const token = await tokenFor(ctx.app, student.email, 'student', PASSWORD);
    const state = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me/data-sharing', headers: bearer(token) });
    expect(state.body).toMatchObject({ shareable: false, guardian: { status: 'withdrawn' } });

    // Withdrawing again changes nothing, and says so.
    const again = await withdraw(student.id, cookie);
    expect(again.body).toEqual({ consent: res.body.consent, meetings_withdrawn: 0 });
  });

  it('withdraws for one child only, of several', async () => {
    const guardian = email('dos-hijos');
    const { student: first } = await minorWithGuardian(guardian, 'granted');
    const { student: second } = await minorWithGuardian(guardian, 'granted');
    const [d0] = catalog.degrees;
    await addFavorites(db(), first.id, [d0!.id], [d0!.id]);
    await addFavorites(db(), second.id, [d0!.id], [d0!.id]);
    const cookie = await signIn(guardian);
    expect((await withdraw(first.id, cookie)).status).toBe(200);
    const csv = await meetingsCsv(ctx.app, admin);
    expect(csv.emails.has(first.email)).toBe(false);
    expect(csv.emails.has(second.email)).toBe(true);
    const list = (await children(cookie)).body as Array<{ id: number; consent: { status: string } }>;
    expect(Object.fromEntries(list.map((c) => [c.id, c.consent.status]))).toEqual({
      [first.id]: 'withdrawn',
      [second.id]: 'granted',
    });
  });
});

describe('retention', () => {
  it('deletes links and sessions a day after they expire, and keeps the rest', async () => {
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    const guardian = email('retencion');
    await db()
      .insert(familySignInLinks)
      .values([
        { guardianEmail: guardian, tokenHash: `old-${guardian}`, expiresAt: ago(2) },
        { guardianEmail: guardian, tokenHash: `recent-${guardian}`, expiresAt: ago(0.5) },
      ]);
    await db()
      .insert(familySessions)
      .values([
        { guardianEmail: guardian, tokenHash: `old-${guardian}`, expiresAt: ago(2) },
        { guardianEmail: guardian, tokenHash: `live-${guardian}`, expiresAt: ago(-0.1) },
      ]);
    const purged = await purgeExpired(db());
    expect(purged.familyLinks).toBeGreaterThanOrEqual(1);
    expect(purged.familySessions).toBeGreaterThanOrEqual(1);
    const left = async (table: typeof familySignInLinks | typeof familySessions) =>
      (await db().select().from(table).where(eq(table.guardianEmail, guardian))).map((r) => r.tokenHash).sort();
    expect(await left(familySignInLinks)).toEqual([`recent-${guardian}`]);
    expect(await left(familySessions)).toEqual([`live-${guardian}`]);
  });
});
