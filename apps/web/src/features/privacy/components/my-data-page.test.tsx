import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARCO_MESSAGES } from '@tlp/shared/arco-messages';
import { Navigate, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, useFarewell, useSignedOut } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import type { MyData } from '../api/my-data.ts';
import { testMyData } from '@/test/my-data.ts';
import { MyDataPage } from './my-data-page.tsx';

const DATA = testMyData();

/** The login route of the test: says what the page left for it. */
function LoginProbe() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>login: {state?.notice}</p>;
}

/** As the signed-in layout does: once signed out, off to /login with the sign-out's notice. */
function SignedInProbe() {
  const farewell = useFarewell();
  return useSignedOut() ? <Navigate to="/login" replace state={{ notice: farewell }} /> : <Outlet />;
}

function setup(data: MyData = DATA, extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = vi.fn(
    mockApi({
      'GET /users/me/export': () => jsonResponse(200, data),
      ...extra,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [
      {
        Component: SignedInProbe,
        children: [{ path: '/mis-datos', Component: () => <MyDataPage sharedSection={<p>ledger here</p>} /> }],
      },
      { path: '/login', Component: LoginProbe },
      { path: '/profile', Component: () => <p>profile page</p> },
    ],
    ['/mis-datos'],
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

const region = (name: string) => screen.findByRole('region', { name });

describe("'Mis datos'", () => {
  it('shows what we hold, who can see it, the ledger and a link to correct it', async () => {
    setup();
    const held = await region('Lo que guardamos');
    expect(within(held).getByText('Ana López · ana@demo.mx')).toBeTruthy();
    expect(within(held).getByText('Preparatoria Demo, Puebla')).toBeTruthy();
    expect(within(held).getAllByText('Ingeniería Civil (Campus Sur)')).toHaveLength(2);
    expect(within(held).getByText('1 sesión abierta')).toBeTruthy();
    const who = await region('Quién puede verlos');
    expect(within(who).getByText(/Tu orientador\(a\) de Preparatoria Demo ve tus favoritas y reuniones/)).toBeTruthy();
    expect(screen.getByText('ledger here')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Corregir mis datos' }));
    expect(await screen.findByText('profile page')).toBeTruthy();
  });

  it('shows an error with a retry when the data cannot be loaded', async () => {
    setup(DATA, {
      'GET /users/me/export': () => jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'x' }),
    });
    expect(await screen.findByText('No pudimos cargar tus datos. Inténtalo de nuevo.')).toBeTruthy();
  });

  it('deletes the account only with the password and the typed phrase, then lands on /login with a message', async () => {
    session.setToken('token');
    const bodies: unknown[] = [];
    setup(DATA, {
      'DELETE /users/me': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Tu contraseña/, { selector: 'input' }), {
      target: { value: 'Secreto123' },
    });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Confirmación/, { selector: 'input' }), {
      target: { value: 'eliminar mi cuenta' },
    });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText(`login: ${ARCO_MESSAGES.accountDeleted}`)).toBeTruthy();
    expect(bodies).toEqual([{ password: 'Secreto123' }]);
    expect(session.getToken()).toBeNull();
    expect(session.isSignedOut()).toBe(true);
  });

  it('shows the API message when the password is wrong, and keeps the session', async () => {
    session.setToken('token');
    setup(DATA, {
      'DELETE /users/me': () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'La contraseña actual no es correcta',
          errorCode: 'WrongCurrentPassword',
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Tu contraseña/, { selector: 'input' }), {
      target: { value: 'otra' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Confirmación/, { selector: 'input' }), {
      target: { value: 'eliminar mi cuenta' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'La contraseña actual no es correcta',
    );
    expect(session.getToken()).toBe('token');
  });

  it('lets a student stop sharing their contact data, after confirming', async () => {
    const bodies: unknown[] = [];
    setup(DATA, {
      'PUT /users/me/contact-sharing': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { sharing: false, withdrawn_at: '2027-03-01T00:00:00Z', meetings_withdrawn: 1 });
      },
      'GET /users/5/meetings': () => jsonResponse(200, []),
    });
    const toggle = await screen.findByRole('switch', { name: /Comparto mis datos de contacto/ });
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: '¿Dejar de compartir tus datos de contacto?' });
    expect(within(dialog).getByText(/^Retiraremos tu reunión agendada/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dejar de compartir' }));
    expect(await screen.findByText('Ya no compartimos tus datos de contacto.')).toBeTruthy();
    expect(bodies).toEqual([{ sharing: false }]);
  });

  it('shows staff no contact-sharing switch, and who can see their data', async () => {
    setup({ ...DATA, profile: { ...DATA.profile, type: 'orienter' } });
    const who = await region('Quién puede verlos');
    expect(within(who).queryByText(/Tu orientador/)).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeTruthy());
  });
});
