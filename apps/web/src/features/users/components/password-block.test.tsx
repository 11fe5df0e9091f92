import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_MESSAGES, VALIDATION } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render.tsx';
import { PasswordBlock } from './password-block.tsx';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

let answer: () => Response;
let bodies: unknown[];
let onSaved: ReturnType<typeof vi.fn>;

beforeEach(() => {
  session.reset();
  session.setToken('old-token');
  bodies = [];
  onSaved = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'PUT /users/me/password': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return answer();
        },
      }),
    ),
  );
  renderWithProviders(<PasswordBlock onSaved={onSaved} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

const fillForm = (current: string, next: string, again = next) => {
  fill('Contraseña actual', current);
  fill('Contraseña nueva', next);
  fill('Confirmar contraseña nueva', again);
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('the password block of the profile', () => {
  it('asks for the current password and a new one with the signup rules, typed twice', async () => {
    await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    fillForm('', 'sencilla', 'otra');
    save();
    expect(await screen.findByText(VALIDATION.required)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordFormat)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordsDontMatch)).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('changes it, keeps the session with the new token and says so', async () => {
    answer = () => jsonResponse(200, { accessToken: 'new-token' });
    fillForm('Demo12345', 'Ventana7Azul');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.stringMatching(/^Tu contraseña cambió/)));
    expect(bodies).toEqual([{ currentPassword: 'Demo12345', newPassword: 'Ventana7Azul' }]);
    expect(session.getToken()).toBe('new-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a wrong current password on its field', async () => {
    answer = () =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        errorCode: 'WrongCurrentPassword',
        message: PASSWORD_MESSAGES.wrongCurrentPassword,
        details: [{ path: 'currentPassword', message: PASSWORD_MESSAGES.wrongCurrentPassword }],
      });
    fillForm('NoEsLaMia1', 'Ventana7Azul');
    save();
    expect(await screen.findByText(PASSWORD_MESSAGES.wrongCurrentPassword)).toBeTruthy();
    expect(field('Contraseña actual').getAttribute('aria-invalid')).toBe('true');
    expect(session.getToken()).toBe('old-token');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('tells a 429 with the server’s sentence', async () => {
    answer = () =>
      jsonResponse(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        errorCode: 'TooManyRequests',
        message: PASSWORD_MESSAGES.changeTooMany,
      });
    fillForm('NoEsLaMia1', 'Ventana7Azul');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_MESSAGES.changeTooMany);
  });
});
