import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RECIPIENT_NAME, SHARED_FIELDS } from '@tlp/shared';
import { disclosures, guardianConsents, highschoolDataSharing, users } from '../../db/schema/index.ts';
import {
  addFavorites,
  adminToken,
  makeCatalog,
  makeGuardianConsent,
  makeSchool,
  minorBirthDate,
  signedInStudent,
} from '../../../test/factories.ts';
import { meetingsCsv } from '../../../test/csv.ts';
import { bearer, call, createTestApp, itUnderConcurrency, type TestContext } from '../../../test/helper.ts';
import { studentsOfExport } from '../../../test/ledger.ts';

// The one rule (issue 26): a meeting request leaves (meetings CSV, disclosure ledger) only while
// the school authorizes AND the student is an adult or their guardian granted consent AND the
// student has not opposed. Otherwise it is recorded but held.

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let world: Awaited<ReturnType<typeof makeSchool>>;
let admin: string;
let authorizationId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await makeCatalog(ctx.database.db);
  world = await makeSchool(ctx.database.db);
  admin = await adminToken(ctx.app, ctx.database.db);
  const [row] = await ctx.database.db
    .select()
    .from(highschoolDataSharing)
    .where(eq(highschoolDataSharing.highschoolId, world.school.id));
  authorizationId = row!.id;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
let nextDegree = 0;

/** A signed-in student of the school who booked a meeting (recorded: 201, whatever is held). */
async function bookedStudent(birthDate?: string | null) {
  const student = await signedInStudent(ctx.app, db(), world, { birthDate });
  const degree = cat.degrees[nextDegree++ % cat.degrees.length]!;
  await addFavorites(db(), student.id, [degree.id]);
  const res = await book(student, degree.id);
  expect(res.status).toBe(201);
  return { ...student, degreeId: degree.id };
}
const book = (student: { id: number; token: string }, degreeId: number, consentToShare?: boolean) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/v1/meetings',
    payload: { userId: student.id, degreeId, ...(consentToShare ? { consentToShare } : {}) },
    headers: bearer(student.token),
  });
const meetingEventsOf = (userId: number) => db().select().from(disclosures).where(eq(disclosures.userId, userId));
const decide = (token: string, decision: 'granted' | 'refused') =>
  call(ctx.app, { method: 'POST', url: `/api/v1/guardian-consents/${token}`, payload: { decision } });

/** Whether the student is in a new export: in its file, and in its ledger (with their legal basis). */
async function inNextExport(student: { id: number; email: string }) {
  const csv = await meetingsCsv(ctx.app, admin);
  const ledger = (await studentsOfExport(db(), csv.exportId)).filter((r) => r.userId === student.id);
  expect(csv.emails.has(student.email), 'the file and its ledger agree').toBe(ledger.length > 0);
  return ledger[0];
}

describe('adults skip all of it', () => {
  it('an adult’s booking is recorded as it leaves, on their own consent, and the next export holds them', async () => {
    const s = await bookedStudent();
    expect(await meetingEventsOf(s.id)).toEqual([
      expect.objectContaining({
        reason: 'meeting',
        fields: [...SHARED_FIELDS],
        legalBasis: 'student_consent',
        guardianConsentId: null,
        schoolAuthorizationId: authorizationId,
      }),
    ]);
    expect(await inNextExport(s)).toMatchObject({
      legalBasis: 'student_consent',
      guardianConsentId: null,
      schoolAuthorizationId: authorizationId,
    });
  });
});

describe('a minor', () => {
  it('without consent is never in the CSV or the ledger; after the guardian grants it, the next export holds them', async () => {
    const s = await bookedStudent(minorBirthDate());
    const { token, consent } = await makeGuardianConsent(db(), s.id);
    expect(await meetingEventsOf(s.id)).toEqual([]);
    expect(await inNextExport(s)).toBeUndefined();
    const held = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me/data-sharing', headers: bearer(s.token) });
    expect(held.body).toMatchObject({ shareable: false, held_meetings: 1, guardian: { status: 'pending' } });

    expect((await decide(token, 'granted')).status).toBe(200);
    expect(await inNextExport(s)).toMatchObject({
      legalBasis: 'guardian_consent',
      guardianConsentId: consent.id,
      schoolAuthorizationId: authorizationId,
    });
    // Released at the next export only: the booking's own event is not written afterwards.
    expect(await meetingEventsOf(s.id)).toEqual([]);
    const released = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/users/me/data-sharing',
      headers: bearer(s.token),
    });
    expect(released.body).toMatchObject({ shareable: true, held_meetings: 0 });

    // 'Mis datos' and the data export say why it left.
    const mine = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me/disclosures', headers: bearer(s.token) });
    expect(mine.body).toEqual([
      expect.objectContaining({
        reason: 'export',
        recipient_name: ADMIN_RECIPIENT_NAME,
        fields: [...SHARED_FIELDS],
        legal_basis: 'guardian_consent',
        guardian_consent_id: consent.id,
        school_authorization_id: authorizationId,
        school_authorized_at: expect.any(String),
      }),
    ]);
    const exported = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me/export', headers: bearer(s.token) });
    const data = JSON.parse(exported.raw.body);
    expect(data.disclosures).toEqual([
      expect.objectContaining({
        legal_basis: 'guardian_consent',
        guardian_consent_id: consent.id,
        school_authorization_id: authorizationId,
        legal_basis_text: expect.stringMatching(
          /^Consentimiento de tu madre, padre o tutor\. Autorización de tu escuela del \d+ de [a-z]+ de \d{4}$/,
        ),
      }),
    ]);
    expect(data.profile.birth_date).toBe(await birthDateOf(s.id));
    expect(data.guardian_consents).toEqual([
      expect.objectContaining({ status: 'granted', guardian_email: consent.guardianEmail }),
    ]);
  });

  it('refused is held; a new request the guardian grants releases them', async () => {
    const s = await bookedStudent(minorBirthDate());
    const { token } = await makeGuardianConsent(db(), s.id);
    await decide(token, 'refused');
    expect(await inNextExport(s)).toBeUndefined();
    await db()
      .update(guardianConsents)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(guardianConsents.userId, s.id));
    const resent = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/users/me/guardian-consent',
      payload: {},
      headers: bearer(s.token),
    });
    expect(resent.status).toBe(200);
    expect(await inNextExport(s)).toBeUndefined(); // asked again, not yet answered
    const second = await makeGuardianConsent(db(), s.id); // the guardian's new link, as mailed
    await decide(second.token, 'granted');
    expect(await inNextExport(s)).toMatchObject({
      legalBasis: 'guardian_consent',
      guardianConsentId: second.consent.id,
    });
  });

  it('granted, then the student opposes: held again, until they book again giving consent', async () => {
    const s = await bookedStudent(minorBirthDate());
    await makeGuardianConsent(db(), s.id, { status: 'granted' });
    expect(await inNextExport(s)).toBeDefined();
    const opposed = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/users/me/contact-sharing',
      payload: { sharing: false },
      headers: bearer(s.token),
    });
    expect(opposed.status).toBe(200);
    expect(await inNextExport(s)).toBeUndefined();
    expect((await book(s, s.degreeId, true)).status).toBe(201);
    expect(await inNextExport(s)).toBeDefined();
  });
});

describe('unknown age', () => {
  it('is held until the student gives their birth date', async () => {
    const s = await bookedStudent(null);
    expect(await meetingEventsOf(s.id)).toEqual([]);
    expect(await inNextExport(s)).toBeUndefined();
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/users/me/birth-date',
      payload: { birthDate: '2001-04-04' },
      headers: bearer(s.token),
    });
    expect(res.status).toBe(200);
    expect(await inNextExport(s)).toMatchObject({ legalBasis: 'student_consent' });
  });
});

async function birthDateOf(userId: number) {
  const [row] = await db().select({ birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  return row!.birthDate;
}

itUnderConcurrency('an opposition committed before an export begins is never in that export', async () => {
  const students = [];
  for (let i = 0; i < 10; i++) students.push(await bookedStudent());
  const answered = new Map<number, number>();
  const oppositions = students.map(async (s, i) => {
    await sleep(i * 4);
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/users/me/contact-sharing',
      payload: { sharing: false },
      headers: bearer(s.token),
    });
    expect(res.status).toBe(200);
    answered.set(s.id, performance.now()); // committed by now
  });
  // Exports spread over longer than the oppositions take: some begin before, some during, and the
  // last one after all of them (however slow the machine), so at least one export is checked.
  const allAnswered = Promise.all(oppositions);
  const exports = Array.from({ length: 8 }, async (_, i) => {
    await (i === 7 ? allAnswered : sleep(i * 30));
    const sentAt = performance.now(); // the export begins after this
    const csv = await meetingsCsv(ctx.app, admin);
    return { sentAt, csv, ledger: await studentsOfExport(db(), csv.exportId) };
  });
  const [, done] = await Promise.all([allAnswered, Promise.all(exports)]);
  let checked = 0;
  for (const { sentAt, csv, ledger } of done) {
    for (const s of students) {
      if (answered.get(s.id)! >= sentAt) continue; // withdrawn while this export ran: either way
      checked++;
      expect(csv.emails.has(s.email), `file of ${csv.exportId}`).toBe(false);
      expect(
        ledger.some((r) => r.userId === s.id),
        `ledger of ${csv.exportId}`,
      ).toBe(false);
    }
  }
  expect(checked).toBeGreaterThan(0);
});
