import { describe, expect, it } from 'vitest';
import { AVATARS, isAvatar } from './avatars.ts';
import {
  orienterSignupBody,
  orienterSignupForm,
  PASSWORD_PATTERN,
  studentSignupBody,
  studentSignupForm,
} from './auth.ts';
import { hasRole, homePathFor } from './roles.ts';

describe('avatars', () => {
  it('has 36 choices: girl/boy × A–F × 1–3', () => {
    expect(AVATARS).toHaveLength(36);
    expect(new Set(AVATARS).size).toBe(36);
    expect(isAvatar('girl-A-1')).toBe(true);
    expect(isAvatar('boy-F-3')).toBe(true);
    expect(isAvatar('boy-G-1')).toBe(false);
    expect(isAvatar('girl-A-4')).toBe(false);
  });
});

describe('password format', () => {
  it('needs 8+ characters with a digit, a lowercase and an uppercase letter', () => {
    expect(PASSWORD_PATTERN.test('Demo12345')).toBe(true);
    expect(PASSWORD_PATTERN.test('Ñandú2026')).toBe(true);
    for (const bad of ['Demo123', 'demo12345', 'DEMO12345', 'DemoDemoDemo'])
      expect(PASSWORD_PATTERN.test(bad)).toBe(false);
  });
});

describe('signup form', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Pérez',
    highschoolId: 1,
    semesterId: 1,
    orienterKey: 'DEMO2026',
    email: 'ana@demo.mx',
    password: 'Demo12345',
    passwordConfirmation: 'Demo12345',
    acceptTerms: true,
  };
  const messages = (data: object) => studentSignupForm.safeParse(data).error?.issues.map((i) => i.message) ?? [];

  it('accepts a complete form', () => expect(studentSignupForm.safeParse(valid).success).toBe(true));
  it('requires the same password twice', () =>
    expect(messages({ ...valid, passwordConfirmation: 'Demo12346' })).toEqual(['Las contraseñas no coinciden']));
  it('requires accepting the terms', () =>
    expect(messages({ ...valid, acceptTerms: false })).toEqual(['Debes aceptar los términos y condiciones']));
});

describe('names of people', () => {
  const NOT_A_NAME = 'Escribe solo letras, espacios, apóstrofos, guiones y puntos';
  const schemas = { studentSignupBody, studentSignupForm, orienterSignupBody, orienterSignupForm };
  const nameErrors = (schema: (typeof schemas)[keyof typeof schemas], name: string) =>
    (schema.safeParse({ firstName: name, lastName: name }).error?.issues ?? [])
      .filter((i) => i.path[0] === 'firstName' || i.path[0] === 'lastName')
      .map((i) => `${String(i.path[0])}: ${i.message}`);

  it('accepts letters of any language, with accents, spaces, apostrophes, hyphens and dots', () => {
    for (const name of [
      'María José',
      "O'Brien",
      'O’Brien',
      'Ana-Lucía',
      'Ma. Guadalupe',
      'Núñez Güemes',
      'Zoë Åsa',
      'Björn',
      'Nguyễn',
      '李小龍',
      'Δημήτρης',
      'José   Luis',
    ]) {
      for (const [id, schema] of Object.entries(schemas))
        expect(nameErrors(schema, name), `${id}: ${name}`).toEqual([]);
    }
  });

  it('says that an empty name is required, not that it is not a name', () => {
    for (const [id, schema] of Object.entries(schemas)) {
      const errors = nameErrors(schema, '  ');
      expect(errors, id).toContain('firstName: Este campo es obligatorio');
      expect(errors, id).toContain('lastName: Este campo es obligatorio');
      expect(errors.join(), id).not.toContain(NOT_A_NAME);
    }
  });

  it('refuses links, digits, symbols and line or paragraph separators, naming the field', () => {
    for (const name of [
      'https://premio.example',
      'www.premio.example/x',
      'Ana\u2028Pérez',
      'Ana\u2029Pérez',
      'Ana\u00a0Pérez',
      'Ana2',
      'Ana <b>',
      'Ana@correo',
      'Ana_Pérez',
      '...',
      "'-'",
    ]) {
      for (const [id, schema] of Object.entries(schemas)) {
        expect(nameErrors(schema, name), `${id}: ${JSON.stringify(name)}`).toEqual([
          `firstName: ${NOT_A_NAME}`,
          `lastName: ${NOT_A_NAME}`,
        ]);
      }
    }
  });
});

describe('roles', () => {
  it('sends each role to its home and refuses others', () => {
    expect(homePathFor({ type: 'student' })).toBe('/home');
    expect(homePathFor({ type: 'orienter', highschool_id: 7 })).toBe('/highschools/7');
    expect(homePathFor({ type: 'admin' })).toBe('/highschools');
    expect(() => homePathFor({ type: 'hacker' })).toThrow('Invalid user role');
  });
  it('checks a role against a list', () => {
    expect(hasRole('admin', ['admin'])).toBe(true);
    expect(hasRole('student', ['admin', 'orienter'])).toBe(false);
    expect(hasRole(undefined, ['admin'])).toBe(false);
  });
});
