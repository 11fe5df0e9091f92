import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Toc, Toc' }));

describe('LoginForm', () => {
  let bodies: unknown[];
  beforeEach(() => {
    bodies = [];
    session.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  function answer(response: () => Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          'POST /auth/login': (init) => {
            bodies.push(JSON.parse(String(init?.body)));
            return response();
          },
        }),
      ),
    );
  }

  it('asks for both fields before calling the server', async () => {
    answer(() => jsonResponse(200, { accessToken: 't' }));
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    submit();
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(bodies).toHaveLength(0);
  });

  it('shows the 401 message, and typing in a field clears it', async () => {
    answer(() =>
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'x', errorCode: 'InvalidCredentials' }),
    );
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    fill(/correo/i, 'ana@demo.mx');
    fill(/contraseña/i, 'mala');
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', AUTH_MESSAGES.loginWrong);
    expect(bodies).toEqual([{ email: 'ana@demo.mx', password: 'mala', role: 'student' }]);
    fill(/contraseña/i, 'mala2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server message on 429 and the generic one on other failures', async () => {
    const tooMany = 'Demasiados intentos. Espera 2 minutos.';
    let status = 429;
    answer(() =>
      jsonResponse(status, { statusCode: status, error: 'x', message: tooMany, errorCode: 'TooManyRequests' }),
    );
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    fill(/correo/i, 'ana@demo.mx');
    fill(/contraseña/i, 'x');
    submit();
    expect(await screen.findByText(tooMany)).toBeTruthy();
    status = 500;
    submit();
    expect(await screen.findByText(AUTH_MESSAGES.loginOther)).toBeTruthy();
  });

  it('signs in from the Orientador tab with role orienter and keeps the token in memory', async () => {
    answer(() => jsonResponse(200, { accessToken: 'token-1' }));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Orientador' }));
    fill(/correo/i, 'admin@demo.mx');
    fill(/contraseña/i, 'Demo12345');
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(bodies).toEqual([{ email: 'admin@demo.mx', password: 'Demo12345', role: 'orienter' }]);
    expect(session.getToken()).toBe('token-1');
    expect(window.localStorage.length).toBe(0);
  });
});
