import { describe, expect, it } from 'vitest';
import { studentSignupBody } from './auth.ts';
import {
  adultCutoff,
  ageGroup,
  birthDate,
  birthDateBody,
  CONSENT_MESSAGES,
  legalBasisText,
  maskEmail,
} from './consents.ts';
import { MEETINGS_CSV_HEADER, SHARED_FIELDS, sharedFieldsWords } from './shared-fields.ts';
import { VALIDATION } from './messages.ts';

// Noon in Mexico City on 2026-05-10.
const NOW = () => new Date('2026-05-10T18:00:00Z');
const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('birth dates', () => {
  const schema = birthDate(NOW);
  it('takes a real day, not after today and at most 100 years back', () => {
    for (const day of ['2026-05-10', '2008-05-10', '1926-05-10']) expect(schema.safeParse(day).success, day).toBe(true);
    expect(issues(schema.safeParse('2026-05-11'))).toEqual([`: ${CONSENT_MESSAGES.birthDateFuture}`]);
    expect(issues(schema.safeParse('1926-05-09'))).toEqual([`: ${CONSENT_MESSAGES.birthDateTooOld}`]);
    for (const bad of ['2026-02-30', '10/05/2008', '2008-5-1', '', '2008-05-10T00:00:00Z'])
      expect(issues(schema.safeParse(bad)), bad).toEqual([`: ${VALIDATION.dateInvalid}`]);
  });

  it('tells adults from minors by the day in Mexico City; a 29 February birthday comes of age on 1 March', () => {
    expect(adultCutoff('2026-05-10')).toBe('2008-05-10');
    expect(ageGroup('2008-05-10', '2026-05-10')).toBe('adult');
    expect(ageGroup('2008-05-11', '2026-05-10')).toBe('minor');
    expect(ageGroup(null, '2026-05-10')).toBe('unknown');
    expect(ageGroup('2008-02-29', '2026-02-28')).toBe('minor');
    expect(ageGroup('2008-02-29', '2026-03-01')).toBe('adult');
  });
});

describe('a minor names a guardian', () => {
  const signup = {
    firstName: 'Ana',
    lastName: 'Pérez',
    highschoolId: 1,
    semesterId: 1,
    orienterKey: 'DEMO2026',
    email: 'ana@demo.mx',
    password: 'Demo12345',
  };
  const minor = `${Number(new Date().getUTCFullYear()) - 15}-01-15`;
  const adult = `${Number(new Date().getUTCFullYear()) - 20}-01-15`;

  it('signup: the spec payload (no birth date) and an adult pass; a minor needs a guardian e-mail', () => {
    expect(studentSignupBody.safeParse(signup).success).toBe(true);
    expect(studentSignupBody.safeParse({ ...signup, birthDate: adult }).success).toBe(true);
    expect(issues(studentSignupBody.safeParse({ ...signup, birthDate: minor }))).toEqual([
      `guardianEmail: ${CONSENT_MESSAGES.guardianEmailRequired}`,
    ]);
    expect(issues(studentSignupBody.safeParse({ ...signup, birthDate: minor, guardianEmail: '  ' }))).toEqual([
      `guardianEmail: ${CONSENT_MESSAGES.guardianEmailRequired}`,
    ]);
    expect(
      studentSignupBody.safeParse({ ...signup, birthDate: minor, guardianEmail: 'mama@correo.mx' }).data?.guardianEmail,
    ).toBe('mama@correo.mx');
  });

  it("signup: the guardian's e-mail is not the student's own, in any case", () => {
    expect(issues(studentSignupBody.safeParse({ ...signup, birthDate: minor, guardianEmail: 'ANA@demo.mx' }))).toEqual([
      `guardianEmail: ${CONSENT_MESSAGES.guardianEmailSame}`,
    ]);
    expect(issues(studentSignupBody.safeParse({ ...signup, guardianEmail: 'no es correo' }))).toEqual([
      `guardianEmail: ${VALIDATION.email}`,
    ]);
  });

  it('PUT /users/me/birth-date: the same rules', () => {
    expect(birthDateBody.safeParse({ birthDate: adult }).success).toBe(true);
    expect(issues(birthDateBody.safeParse({ birthDate: minor }))).toEqual([
      `guardianEmail: ${CONSENT_MESSAGES.guardianEmailRequired}`,
    ]);
  });
});

describe('one list of shared fields', () => {
  it('is the CSV header, with the campus and the day after it, and no phone', () => {
    expect(MEETINGS_CSV_HEADER).toEqual([
      'Nombre',
      'Correo',
      'Preparatoria',
      'Ciudad',
      'Semestre',
      'Carrera',
      'Campus',
      'Fecha',
    ]);
    expect(SHARED_FIELDS).not.toContain('phone');
    expect(sharedFieldsWords()).toBe('nombre, correo, preparatoria, ciudad, semestre y carrera de interés');
  });
});

describe('words', () => {
  it('masks an e-mail', () => {
    expect(maskEmail('mariana@gmail.com')).toBe('m***@gmail.com');
    expect(maskEmail('x')).toBe('***');
  });

  it('says the legal basis of an event', () => {
    expect(legalBasisText({ legal_basis: null, school_authorized_at: null })).toBeNull();
    expect(legalBasisText({ legal_basis: 'student_consent', school_authorized_at: '2027-03-03T18:00:00.000Z' })).toBe(
      'Tu consentimiento. Autorización de tu escuela del 3 de marzo de 2027',
    );
    expect(legalBasisText({ legal_basis: 'guardian_consent', school_authorized_at: '2027-03-03T18:00:00.000Z' })).toBe(
      'Consentimiento de tu madre, padre o tutor. Autorización de tu escuela del 3 de marzo de 2027',
    );
  });
});
