import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ERRORS, PASSWORD_MESSAGES, VALIDATION } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { PasswordResetForm } from './password-reset-form.tsx';
import { PasswordResetRequestForm } from './password-reset-request-form.tsx';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}(\\s*\\*)?$`), { selector: 'input' });
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const TOKEN = 'a'.repeat(43);
const routes = [
  { path: '/recuperar', element: <PasswordResetRequestForm /> },
  { path: '/restablecer/:token', element: <PasswordResetForm token={TOKEN} /> },
  { path: '/login', element: <p>login</p> },
];

let answer: () => Response;
/** What the check of the link answers as the page opens (204: it works). */
let checked: () => Response;
let bodies: unknown[];

const gone = () =>
  jsonResponse(410, {
    statusCode: 410,
    error: 'Gone',
    errorCode: 'PasswordResetTokenInvalid',
    message: ERRORS.PasswordResetTokenInvalid.message,
  });

beforeEach(() => {
  bodies = [];
  checked = () => new Response(null, { status: 204 });
  const record = (init: RequestInit | undefined) => {
    bodies.push(JSON.parse(String(init?.body)));
    return answer();
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'POST /auth/password-reset': record,
        'POST /auth/password-reset/confirm': record,
        [`GET /auth/password-reset/${TOKEN}`]: () => checked(),
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/recuperar', () => {
  it('asks for a valid e-mail before sending anything', async () => {
    renderRoutes(routes, ['/recuperar']);
    await screen.findByRole('heading', { name: 'Recupera tu contraseña' });
    click('Enviar enlace');
    expect(await screen.findByText(VALIDATION.required)).toBeTruthy();
    fill('Correo electrónico', 'ana@');
    click('Enviar enlace');
    expect(await screen.findByText(VALIDATION.email)).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('says what the server said once the request is taken, with the way back to sign in', async () => {
    answer = () => jsonResponse(202, { message: PASSWORD_MESSAGES.resetRequested });
    renderRoutes(routes, ['/recuperar']);
    fill('Correo electrónico', '  ana@demo.mx ');
    click('Enviar enlace');
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(PASSWORD_MESSAGES.resetRequested);
    expect(bodies).toEqual([{ email: 'ana@demo.mx' }]);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('tells a 429 with the server’s sentence, and a failure with a sentence of its own', async () => {
    answer = () =>
      jsonResponse(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        errorCode: 'TooManyRequests',
        message: PASSWORD_MESSAGES.resetTooMany,
      });
    renderRoutes(routes, ['/recuperar']);
    fill('Correo electrónico', 'ana@demo.mx');
    click('Enviar enlace');
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_MESSAGES.resetTooMany);
    answer = () => new Response('', { status: 502 });
    click('Enviar enlace');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.',
      ),
    );
  });
});

describe('/restablecer/:token', () => {
  it('asks for a password with the signup rules, typed twice, keeping the rules under the error', async () => {
    renderRoutes(routes, [`/restablecer/${TOKEN}`]);
    await screen.findByLabelText(/^Contraseña nueva/, { selector: 'input' });
    expect(screen.getByText(VALIDATION.passwordHint)).toBeTruthy();
    fill('Contraseña nueva', 'sencilla');
    fill('Confirmar contraseña nueva', 'otra');
    click('Guardar contraseña');
    expect(await screen.findByText(VALIDATION.passwordFormat)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordHint)).toBeTruthy();
    // Both are what a screen reader hears of the field.
    const described = field('Contraseña nueva').getAttribute('aria-describedby')!;
    expect(document.getElementById(described)!.textContent).toBe(
      `${VALIDATION.passwordFormat}${VALIDATION.passwordHint}`,
    );
    expect(screen.getByText(VALIDATION.passwordsDontMatch)).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('says a used or made-up link is dead as the page opens, before any form', async () => {
    checked = gone;
    renderRoutes(routes, [`/restablecer/${TOKEN}`]);
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no sirve' })).toBeTruthy();
    expect(screen.getByText(ERRORS.PasswordResetTokenInvalid.message)).toBeTruthy();
    expect(screen.queryByLabelText(/^Contraseña nueva/, { selector: 'input' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/recuperar');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('shows the form when the link could not be checked (the submit then judges it)', async () => {
    checked = () => new Response('', { status: 502 });
    renderRoutes(routes, [`/restablecer/${TOKEN}`]);
    expect(await screen.findByLabelText(/^Contraseña nueva/, { selector: 'input' })).toBeTruthy();
  });

  it('sends the token and the password, then offers to sign in', async () => {
    answer = () => new Response(null, { status: 204 });
    const { router } = renderRoutes(routes, [`/restablecer/${TOKEN}`]);
    await screen.findByLabelText(/^Contraseña nueva/, { selector: 'input' });
    fill('Contraseña nueva', 'Ventana7Azul');
    fill('Confirmar contraseña nueva', 'Ventana7Azul');
    click('Guardar contraseña');
    expect(await screen.findByRole('heading', { name: 'Tu contraseña cambió' })).toBeTruthy();
    expect(bodies).toEqual([{ token: TOKEN, password: 'Ventana7Azul' }]);
    fireEvent.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says a link that died while the page was open is dead, and links to ask for a new one', async () => {
    answer = gone;
    renderRoutes(routes, [`/restablecer/${TOKEN}`]);
    await screen.findByLabelText(/^Contraseña nueva/, { selector: 'input' });
    fill('Contraseña nueva', 'Ventana7Azul');
    fill('Confirmar contraseña nueva', 'Ventana7Azul');
    click('Guardar contraseña');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ERRORS.PasswordResetTokenInvalid.message);
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/recuperar');
  });

  it('puts a common password refused by the server on its field', async () => {
    answer = () =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        errorCode: 'ValidationError',
        message: 'Revisa los datos enviados',
        details: [{ path: 'password', message: VALIDATION.commonPassword }],
      });
    renderRoutes(routes, [`/restablecer/${TOKEN}`]);
    await screen.findByLabelText(/^Contraseña nueva/, { selector: 'input' });
    fill('Contraseña nueva', 'Password1');
    fill('Confirmar contraseña nueva', 'Password1');
    click('Guardar contraseña');
    expect(await screen.findByText(VALIDATION.commonPassword)).toBeTruthy();
  });
});
