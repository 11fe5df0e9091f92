import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { testStudent } from '@/test/users.ts';
import { Component as SignedIn } from './signed-in.tsx';

const NOTICE = 'Antes de seguir: nuestro aviso de privacidad';

/** The login route of the tests: says what the sign-out left for it. */
function LoginProbe() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>login: {state?.notice}</p>;
}

/** An administrator as `npm run admin:create` makes one: the privacy notice not accepted yet. */
const newAdmin = testStudent({
  id: 1,
  type: 'admin',
  role_title: 'Administrador',
  email: 'ana@escuela.mx',
  avatar: null,
  highschool_id: null,
  highschool_name: null,
  highschool_city: null,
  semester_id: null,
  semester_name: null,
  privacy_accepted: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('the signed-in layout', () => {
  it('shows a new administrator the privacy notice to accept on signing in, instead of the screen asked for', async () => {
    vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /users/me': () => jsonResponse(200, newAdmin) })));
    session.setToken('token'); // as signing in leaves it: a token, the user still to fetch
    renderRoutes(
      [{ Component: SignedIn, children: [{ path: '/highschools', element: <h1>Preparatorias</h1> }] }],
      ['/highschools'],
    );
    expect(await screen.findByRole('heading', { name: NOTICE })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leí y acepto el aviso de privacidad' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Preparatorias' })).toBeNull();
  });

  it("lets a student who has not onboarded open 'Mis datos', and sends them to the onboarding from elsewhere", async () => {
    const newcomer = testStudent({ onboarded: false });
    vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /users/me': () => jsonResponse(200, newcomer) })));
    session.setToken('token');
    const routes = [
      {
        Component: SignedIn,
        children: [
          { path: '/mis-datos', element: <h1>Mis datos</h1> },
          { path: '/profile', element: <h1>Mi Perfil</h1> },
          { path: '/onboarding', element: <h1>Completa tu registro</h1> },
        ],
      },
    ];
    const { router } = renderRoutes(routes, ['/mis-datos']);
    expect(await screen.findByRole('heading', { name: 'Mis datos' })).toBeTruthy();
    await router.navigate('/profile');
    expect(await screen.findByRole('heading', { name: 'Completa tu registro' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('sends the user to /login on signing out, with the notice left for it', async () => {
    vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /users/me': () => jsonResponse(200, testStudent()) })));
    session.setToken('token');
    const routes = [
      { Component: SignedIn, children: [{ path: '/mis-datos', element: <h1>Mis datos</h1> }] },
      { path: '/login', Component: LoginProbe },
    ];
    renderRoutes(routes, ['/mis-datos']);
    await screen.findByRole('heading', { name: 'Mis datos' });
    act(() => session.clear('Tu cuenta y tus datos personales se eliminaron.'));
    expect(await screen.findByText('login: Tu cuenta y tus datos personales se eliminaron.')).toBeTruthy();
  });
});
