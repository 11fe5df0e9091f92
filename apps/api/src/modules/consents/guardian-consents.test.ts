import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, ERRORS, PRIVACY_NOTICE_VERSION, SHARED_FIELDS, VALIDATION } from '@tlp/shared';
import { loadConfig } from '../../config.ts';
import { guardianConsents, mailOutbox, users } from '../../db/schema/index.ts';
import { makeGuardianConsent, makeSchool, minorBirthDate, PASSWORD, signedInStudent } from '../../../test/factories.ts';
import { bearer, call, createTestApp, itUnderConcurrency, tokenFor, type TestContext } from '../../../test/helper.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

// Age and a guardian's consent (issue 26, item 2): the signup's fields, the mailed single-use link,
// the guardian's page, the birth date given later and the student's resend.

const PUBLIC_URL = 'https://tocalapuerta.test';
let ctx: TestContext;
let smtp: TestSmtp;
let world: Awaited<ReturnType<typeof makeSchool>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const base = loadConfig({ NODE_ENV: 'test', PUBLIC_URL });
  ctx = await createTestApp({ mail: { ...base.mail, smtpUrl: smtp.url } }, { mailWorker: { pollMs: 20 } });
  world = await makeSchool(ctx.database.db);
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
const email = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}@test.mx`;
const adultBirthDate = `${new Date().getUTCFullYear() - 20}-03-10`;

const signup = (over: object) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      firstName: 'Lucía',
      lastName: 'Menor Prueba',
      highschoolId: world.school.id,
      semesterId: world.activeSemester.id,
      orienterKey: world.key,
      email: email('alumna'),
      password: 'Secreto123',
      privacyVersion: PRIVACY_NOTICE_VERSION,
      ...over,
    },
  });
const state = (token: string) =>
  call(ctx.app, { method: 'GET', url: '/api/v1/users/me/data-sharing', headers: bearer(token) });
const view = (token: string) => call(ctx.app, { method: 'GET', url: `/api/v1/guardian-consents/${token}` });
const decide = (token: string, decision: string) =>
  call(ctx.app, { method: 'POST', url: `/api/v1/guardian-consents/${token}`, payload: { decision } });

const addressOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : undefined);

/** The guardian's link mailed to that address (the nth one), and its token. */
async function linkMailedTo(address: string, nth = 1) {
  const mails = await smtp.waitFor(nth, (m) => addressOf(m) === address);
  const mail = mails[nth - 1]!;
  const link = /https:\/\/tocalapuerta\.test\/autorizacion\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(link, mail.text).not.toBeNull();
  return { token: link![1]!, mail };
}

const userByEmail = async (address: string) => {
  const [row] = await db().select().from(users).where(eq(users.email, address));
  return row;
};
const latestConsentOf = async (userId: number) => {
  const [row] = await db()
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, userId))
    .orderBy(desc(guardianConsents.id))
    .limit(1);
  return row!;
};

describe('signup with a birth date', () => {
  it('an adult signs up with their own consent: no guardian, and their requests may leave', async () => {
    const address = email('adulta');
    const res = await signup({ email: address, birthDate: adultBirthDate });
    expect(res.status).toBe(201);
    expect((await userByEmail(address))!.birthDate).toBe(adultBirthDate);
    const s = await state(await tokenFor(ctx.app, address, 'student', 'Secreto123'));
    expect(s.status).toBe(200);
    expect(s.body).toEqual({
      shareable: true,
      fields: [...SHARED_FIELDS],
      school: { authorized: true, since: expect.any(String) },
      age: 'adult',
      guardian: null,
      held_meetings: 0,
    });
    expect(await db().select().from(guardianConsents).where(eq(guardianConsents.userId, res.body.id))).toEqual([]);
  });

  it("the spec's payload (no birth date) signs up as before; the age is unknown, so requests are held", async () => {
    const address = email('sin-fecha');
    const res = await signup({ email: address });
    expect(res.status).toBe(201);
    const s = await state(await tokenFor(ctx.app, address, 'student', 'Secreto123'));
    expect(s.body).toMatchObject({ shareable: false, age: 'unknown', guardian: null });
  });

  it("a minor's signup mails the guardian a single-use link, stored only as its hash", async () => {
    const address = email('menor');
    const guardian = email('mama');
    const res = await signup({ email: address, birthDate: minorBirthDate(), guardianEmail: guardian });
    expect(res.status).toBe(201);
    const { token, mail } = await linkMailedTo(guardian);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(mail.subject).toContain('Lucía');
    expect(mail.text).toContain(world.school.name);
    expect(mail.text).toContain('14 días');
    const consent = await latestConsentOf(res.body.id);
    expect(consent).toMatchObject({ status: 'pending', guardianEmail: guardian });
    expect(consent.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await db().select().from(guardianConsents))).not.toContain(token);
    const days = (consent.expiresAt.getTime() - consent.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(14);
    // The mail's body (a credential) is emptied once sent.
    const [row] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `guardian-consent:${consent.id}`));
    expect(row).toMatchObject({ secret: true, kind: 'guardian_consent' });

    const s = await state(await tokenFor(ctx.app, address, 'student', 'Secreto123'));
    expect(s.body).toMatchObject({
      shareable: false,
      age: 'minor',
      guardian: {
        status: 'pending',
        email_masked: `${guardian[0]}***@test.mx`,
        sent_at: consent.createdAt.toISOString(),
        decided_at: null,
        can_resend_at: new Date(consent.createdAt.getTime() + 86_400_000).toISOString(),
      },
    });
    expect(JSON.stringify(s.body)).not.toContain(guardian);
  });

  it('refuses a future birth date, one over 100 years back, a minor without a guardian and their own e-mail', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const future = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    const ancient = `${Number(today.slice(0, 4)) - 101}-01-01`;
    const cases: Array<[object, string, string]> = [
      [{ birthDate: future }, 'birthDate', CONSENT_MESSAGES.birthDateFuture],
      [{ birthDate: ancient }, 'birthDate', CONSENT_MESSAGES.birthDateTooOld],
      [{ birthDate: '2010-02-30' }, 'birthDate', VALIDATION.dateInvalid],
      [{ birthDate: minorBirthDate() }, 'guardianEmail', CONSENT_MESSAGES.guardianEmailRequired],
      [{ birthDate: minorBirthDate(), guardianEmail: 'no-es-correo' }, 'guardianEmail', VALIDATION.email],
    ];
    for (const [over, path, message] of cases) {
      const address = email('mal');
      const res = await signup({ email: address, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errorCode).toBe('ValidationError');
      expect(res.body.details).toEqual([{ path, message }]);
      expect(await userByEmail(address)).toBeUndefined();
    }
    const address = email('misma');
    const same = await signup({ email: address, birthDate: minorBirthDate(), guardianEmail: address.toUpperCase() });
    expect(same.status).toBe(400);
    expect(same.body.details).toEqual([{ path: 'guardianEmail', message: CONSENT_MESSAGES.guardianEmailSame }]);
  });
});

describe('the guardian’s link', () => {
  async function minorWithLink() {
    const student = await signedInStudent(ctx.app, db(), world, { birthDate: minorBirthDate() });
    const { token, consent } = await makeGuardianConsent(db(), student.id);
    return { student, token, consent };
  }

  it('shows the student, their school, what is shared, with whom and why, and does not use the link', async () => {
    const { token, consent } = await minorWithLink();
    for (let i = 0; i < 2; i++) {
      const res = await view(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        student: {
          first_name: 'Prueba',
          last_name: 'Usuario',
          highschool_name: world.school.name,
          highschool_city: world.city.name,
        },
        fields: [...SHARED_FIELDS],
        recipients: CONSENT_MESSAGES.recipients,
        purpose: CONSENT_MESSAGES.purpose,
        status: 'pending',
        expires_at: consent.expiresAt.toISOString(),
      });
    }
  });

  it("'Autorizo' grants it once: the link then answers 410", async () => {
    const { student, token } = await minorWithLink();
    const granted = await decide(token, 'granted');
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ status: 'granted' });
    for (const again of [await decide(token, 'granted'), await decide(token, 'refused'), await view(token)]) {
      expect(again.status).toBe(410);
      expect(again.body).toMatchObject({
        errorCode: 'GuardianConsentGone',
        message: ERRORS.GuardianConsentGone.message,
      });
    }
    const s = await state(student.token);
    expect(s.body).toMatchObject({ shareable: true, age: 'minor', guardian: { status: 'granted' } });
    expect(s.body.guardian.decided_at).not.toBeNull();
  });

  it("'No autorizo' refuses it", async () => {
    const { student, token } = await minorWithLink();
    expect((await decide(token, 'refused')).body).toEqual({ status: 'refused' });
    expect((await state(student.token)).body).toMatchObject({ shareable: false, guardian: { status: 'refused' } });
  });

  it('an expired link is 410, an unknown one 404, a bad decision 400', async () => {
    const { student, token, consent } = await minorWithLink();
    await db()
      .update(guardianConsents)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(guardianConsents.id, consent.id));
    expect((await view(token)).status).toBe(410);
    expect((await decide(token, 'granted')).status).toBe(410);
    expect((await state(student.token)).body.guardian.status).toBe('expired');
    for (const res of [await view('x'.repeat(43)), await decide('x'.repeat(43), 'granted')]) {
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('GuardianConsentNotFound');
    }
    const other = await minorWithLink();
    const bad = await decide(other.token, 'quizás');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('decision');
    expect((await view(other.token)).status).toBe(200);
  });

  itUnderConcurrency('is used once when two answers arrive at the same moment', async () => {
    const { token, consent } = await minorWithLink();
    const answers = await Promise.all([decide(token, 'granted'), decide(token, 'refused'), decide(token, 'granted')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
    const [row] = await db().select().from(guardianConsents).where(eq(guardianConsents.id, consent.id));
    expect(row!.status).toBe(answers.find((a) => a.status === 200)!.body.status);
  });
});

describe('PUT /users/me/birth-date', () => {
  const putBirthDate = (token: string, payload: object) =>
    call(ctx.app, { method: 'PUT', url: '/api/v1/users/me/birth-date', payload, headers: bearer(token) });

  it('a student whose age is unknown gives it once; an adult is then shareable', async () => {
    const s = await signedInStudent(ctx.app, db(), world, { birthDate: null });
    const res = await putBirthDate(s.token, { birthDate: adultBirthDate });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shareable: true, age: 'adult', guardian: null });
    const again = await putBirthDate(s.token, { birthDate: adultBirthDate });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('BirthDateAlreadySet');
  });

  it('a minor names a guardian, who gets the e-mail; the same rules as the signup', async () => {
    const s = await signedInStudent(ctx.app, db(), world, { birthDate: null });
    const missing = await putBirthDate(s.token, { birthDate: minorBirthDate() });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: 'guardianEmail', message: CONSENT_MESSAGES.guardianEmailRequired }]);
    const own = await putBirthDate(s.token, { birthDate: minorBirthDate(), guardianEmail: s.email.toUpperCase() });
    expect(own.status).toBe(400);
    expect(own.body.details).toEqual([{ path: 'guardianEmail', message: CONSENT_MESSAGES.guardianEmailSame }]);
    const guardian = email('papa');
    const res = await putBirthDate(s.token, { birthDate: minorBirthDate(), guardianEmail: guardian });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shareable: false, age: 'minor', guardian: { status: 'pending' } });
    await linkMailedTo(guardian);
  });
});

describe('POST /users/me/guardian-consent (resend)', () => {
  const resend = (token: string, payload: object = {}) =>
    call(ctx.app, { method: 'POST', url: '/api/v1/users/me/guardian-consent', payload, headers: bearer(token) });

  it('at most once a day to the same address: 429 with Retry-After', async () => {
    const s = await signedInStudent(ctx.app, db(), world, { birthDate: minorBirthDate() });
    const { consent } = await makeGuardianConsent(db(), s.id, { sentDaysAgo: 0 });
    const res = await resend(s.token);
    expect(res.status).toBe(429);
    expect(res.body.errorCode).toBe('GuardianResendTooSoon');
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(86_400 - 120);
    expect(wait).toBeLessThanOrEqual(86_400);
    expect((await latestConsentOf(s.id)).id).toBe(consent.id);
  });

  it('a day later, or at once to a corrected address: a new link, and the old one stops working', async () => {
    const s = await signedInStudent(ctx.app, db(), world, { birthDate: minorBirthDate() });
    const first = await makeGuardianConsent(db(), s.id, { sentDaysAgo: 2 });
    const res = await resend(s.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ age: 'minor', guardian: { status: 'pending' } });
    const second = await linkMailedTo(first.consent.guardianEmail);
    expect((await view(first.token)).status).toBe(410);
    expect((await view(second.token)).status).toBe(200);

    const corrected = email('tutor-correcto');
    const fixed = await resend(s.token, { guardianEmail: corrected });
    expect(fixed.status).toBe(200);
    expect(fixed.body.guardian.email_masked).toBe(`${corrected[0]}***@test.mx`);
    const third = await linkMailedTo(corrected);
    expect((await view(second.token)).status).toBe(410);
    expect((await decide(third.token, 'granted')).status).toBe(200);
  });

  it('after a refusal a new request may be granted; once granted there is nothing to resend', async () => {
    const s = await signedInStudent(ctx.app, db(), world, { birthDate: minorBirthDate() });
    await makeGuardianConsent(db(), s.id, { status: 'refused', sentDaysAgo: 3 });
    const res = await resend(s.token);
    expect(res.status).toBe(200);
    const { token } = await linkMailedTo((await latestConsentOf(s.id)).guardianEmail);
    await decide(token, 'granted');
    const again = await resend(s.token, { guardianEmail: email('otra') });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('GuardianConsentAlreadyGranted');
  });

  it('not for an adult (409), nor before the birth date is known (409); never to the own e-mail (400)', async () => {
    const adult = await signedInStudent(ctx.app, db(), world);
    expect((await resend(adult.token)).body.errorCode).toBe('GuardianConsentNotNeeded');
    const unknown = await signedInStudent(ctx.app, db(), world, { birthDate: null });
    expect((await resend(unknown.token)).body.errorCode).toBe('BirthDateRequired');
    const minor = await signedInStudent(ctx.app, db(), world, { birthDate: minorBirthDate() });
    await makeGuardianConsent(db(), minor.id, { sentDaysAgo: 2 });
    const own = await resend(minor.token, { guardianEmail: minor.email });
    expect(own.status).toBe(400);
    expect(own.body.details).toEqual([{ path: 'guardianEmail', message: CONSENT_MESSAGES.guardianEmailSame }]);
  });
});

it('no one but students reaches the student routes', async () => {
  const orienter = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
  expect((await state(orienter)).status).toBe(403);
});
