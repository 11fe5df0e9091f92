import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared/privacy-notice';
import { AUTH_MESSAGES, CONSENT_MESSAGES, dayInMexico, ERRORS, VALIDATION } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { StudentSignupForm } from './student-signup-form.tsx';

const SCHOOLS = [
  { id: 7, name: 'Preparatoria Demo', city: 'Puebla' },
  { id: 8, name: 'Colegio Norte', city: 'Monterrey' },
];
const SEMESTERS = [
  { id: 1, name: '1º', active: true },
  { id: 3, name: '3º', active: true },
  { id: 9, name: 'Semestre cerrado', active: false },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label; required labels end with an asterisk. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}(\\s*\\*)?$`), { selector: 'input' });
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Today in Mexico City, `years` later (negative: earlier), as the date input gives it. */
const yearsFromToday = (years: number) => {
  const today = dayInMexico(new Date());
  // 29 February, a year that has none: the 28th, a day earlier, ages the same in these tests.
  return `${Number(today.slice(0, 4)) + years}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
};
const ADULT = '2000-05-10';
const GUARDIAN = 'Correo de tu madre, padre o tutor';

async function fillValidForm() {
  fill('Nombre(s)', 'Ana María');
  fill('Apellidos', 'López Pérez');
  const school = screen.getByRole('combobox', { name: /Unidad académica/ });
  fireEvent.change(school, { target: { value: 'Demo' } });
  fireEvent.click(await screen.findByRole('option', { name: /Preparatoria Demo/ }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Semestre/ }));
  const list = await screen.findByRole('listbox');
  expect(within(list).queryByText('Semestre cerrado')).toBeNull();
  fireEvent.click(within(list).getByRole('option', { name: '3º' }));
  fill('Clave de orientador', 'DEMO2026');
  fill('Correo electrónico', 'ana@demo.mx');
  fill('Contraseña', 'Secreta123');
  fill('Confirmar contraseña', 'Secreta123');
  fill('Fecha de nacimiento', ADULT);
  fireEvent.click(screen.getByRole('checkbox'));
}

/** The form, and where it leads: /onboarding once signed in, /login when signing in fails. */
const routes = [
  { path: '/signup', element: <StudentSignupForm /> },
  { path: '/onboarding', element: <p>onboarding</p> },
  { path: '/login', element: <p>login</p> },
];

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

describe('StudentSignupForm', () => {
  let signupAnswer: () => Response;
  let requests: { key: string; body: unknown }[];

  beforeEach(() => {
    session.reset();
    requests = [];
    signupAnswer = () => jsonResponse(201, { id: 5 });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          'GET /highschools': () => jsonResponse(200, SCHOOLS),
          'GET /semesters': () => jsonResponse(200, SEMESTERS),
          'POST /users': (init) => {
            requests.push({ key: 'signup', body: JSON.parse(String(init?.body)) });
            return signupAnswer();
          },
          'POST /auth/login': (init) => {
            requests.push({ key: 'login', body: JSON.parse(String(init?.body)) });
            return jsonResponse(200, { accessToken: 'new-token' });
          },
        }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it("shows the spec's messages for an empty or wrong form", async () => {
    renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    fill('Nombre(s)', 'Al');
    fill('Contraseña', 'sencilla');
    fill('Confirmar contraseña', 'otra');
    submit();
    expect(await screen.findByText(VALIDATION.min3)).toBeTruthy();
    expect(screen.getAllByText(VALIDATION.required).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText(VALIDATION.passwordFormat)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordsDontMatch)).toBeTruthy();
    expect(screen.getByText(VALIDATION.acceptTerms)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('takes the focus to the first field with a problem, in the order of the form', async () => {
    renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Nombre(s)')));
    fill('Nombre(s)', 'Ana María');
    fill('Apellidos', 'López Pérez');
    submit();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Unidad académica/ })),
    );
    await fillValidForm();
    fill('Correo electrónico', 'ana@');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Correo electrónico')));
    expect(requests).toHaveLength(0);
  });

  it('creates the student, signs in as student and goes to /onboarding', async () => {
    const { router } = renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    await fillValidForm();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(requests).toEqual([
      {
        key: 'signup',
        body: {
          firstName: 'Ana María',
          lastName: 'López Pérez',
          highschoolId: 7,
          semesterId: 3,
          orienterKey: 'DEMO2026',
          email: 'ana@demo.mx',
          password: 'Secreta123',
          birthDate: ADULT,
          type: 'student',
          privacyVersion: PRIVACY_NOTICE_VERSION,
        },
      },
      { key: 'login', body: { email: 'ana@demo.mx', password: 'Secreta123', role: 'student' } },
    ]);
    // An adult is not asked for a guardian.
    expect(screen.queryByLabelText(new RegExp(GUARDIAN))).toBeNull();
  });

  it('puts the birth date after the spec fields and before the terms checkbox', async () => {
    renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    const order = [field('Confirmar contraseña'), field('Fecha de nacimiento'), screen.getByRole('checkbox')];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(field('Fecha de nacimiento').getAttribute('type')).toBe('date');
  });

  it('asks a minor for a guardian e-mail: required, not their own, then sent with the birth date', async () => {
    const { router } = renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    await fillValidForm();
    expect(screen.queryByLabelText(new RegExp(GUARDIAN))).toBeNull();
    const minor = yearsFromToday(-15);
    fill('Fecha de nacimiento', minor);
    expect(field(GUARDIAN)).toBeTruthy();

    submit();
    expect(await screen.findByText(CONSENT_MESSAGES.guardianEmailRequired)).toBeTruthy();
    fill(GUARDIAN, 'ANA@demo.mx');
    submit();
    expect(await screen.findByText(CONSENT_MESSAGES.guardianEmailSame)).toBeTruthy();
    expect(requests).toHaveLength(0);

    fill(GUARDIAN, 'mama@correo.mx');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(requests[0]?.body).toMatchObject({ birthDate: minor, guardianEmail: 'mama@correo.mx' });
  });

  it('turns 18 today (Mexico City) is an adult; the guardian field leaves with what was typed in it', async () => {
    renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    await fillValidForm();
    fill('Fecha de nacimiento', yearsFromToday(-18));
    expect(screen.queryByLabelText(new RegExp(GUARDIAN))).toBeNull();
    fill('Fecha de nacimiento', yearsFromToday(-17));
    fill(GUARDIAN, 'no es un correo');
    fill('Fecha de nacimiento', ADULT);
    await waitFor(() => expect(screen.queryByLabelText(new RegExp(GUARDIAN))).toBeNull());
    submit();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]?.body).not.toHaveProperty('guardianEmail');
  });

  it.each([
    ['required', '', VALIDATION.required],
    ['in the future', yearsFromToday(1), CONSENT_MESSAGES.birthDateFuture],
    ['more than 100 years back', yearsFromToday(-101), CONSENT_MESSAGES.birthDateTooOld],
  ])('refuses a birth date %s with the shared message', async (_case, value, message) => {
    renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    await fillValidForm();
    fill('Fecha de nacimiento', value);
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    // A date the form refuses asks for no guardian.
    expect(screen.queryByLabelText(new RegExp(GUARDIAN))).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's birth-date and guardian errors on their fields", async () => {
    renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    await fillValidForm();
    fill('Fecha de nacimiento', yearsFromToday(-16));
    fill(GUARDIAN, 'tutor@correo.mx');
    signupAnswer = () =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Revisa los datos enviados',
        errorCode: 'ValidationError',
        details: [
          { path: 'birthDate', message: 'Fecha rara' },
          { path: 'guardianEmail', message: 'Correo raro' },
        ],
      });
    submit();
    expect(await screen.findByText('Fecha rara')).toBeTruthy();
    expect(screen.getByText('Correo raro')).toBeTruthy();
  });

  it('shows the orienter-key message on 403, the server message on 409 and field details on 400', async () => {
    renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    await fillValidForm();

    signupAnswer = () =>
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'x', errorCode: 'InvalidOrienterKey' });
    submit();
    expect(await screen.findByText(ERRORS.InvalidOrienterKey.message)).toBeTruthy();

    signupAnswer = () =>
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Ya existe una cuenta con este correo',
        errorCode: 'DuplicatedEmail',
      });
    submit();
    expect(await screen.findByText('Ya existe una cuenta con este correo')).toBeTruthy();

    signupAnswer = () =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Revisa los datos enviados',
        errorCode: 'ValidationError',
        details: [{ path: 'lastName', message: 'Máximo 60 caracteres' }],
      });
    submit();
    expect(await screen.findByText('Máximo 60 caracteres')).toBeTruthy();
  });

  it('shows the generic error in a snackbar on other failures', async () => {
    signupAnswer = () => jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'InternalError' });
    renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    await fillValidForm();
    submit();
    expect(await screen.findByText(AUTH_MESSAGES.signupOther)).toBeTruthy();
  });

  it('opens the privacy notice from the terms label, closed by "Volver al registro"', async () => {
    renderRoutes(routes, ['/signup']);
    await screen.findByRole('heading', { name: 'Registro' });
    fireEvent.click(screen.getByRole('button', { name: 'Aviso de privacidad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso de privacidad' });
    expect(within(dialog).getByText(/Estados Unidos/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver al registro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opening the notice from the label does not tick the box.
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});
