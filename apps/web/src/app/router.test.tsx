import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { routes } from './router.tsx';
import { testStudent } from '@/test/users.ts';
import { stubWidth } from '@/test/window-width.ts';

const student = testStudent({ id: 1 });
const admin: CurrentUser = {
  ...student,
  id: 2,
  first_name: 'Alma',
  type: 'admin',
  role_title: 'Administrador',
  highschool_id: null,
};
const orienter: CurrentUser = { ...student, id: 3, first_name: 'Óscar', type: 'orienter', role_title: 'Orientador' };

const unauthorized = () =>
  jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'x', errorCode: 'Unauthorized' });

function signIn(user: CurrentUser, extra: Parameters<typeof mockApi>[0] = {}) {
  session.setToken('token');
  const fetchMock = vi.fn(mockApi({ 'GET /users/me': () => jsonResponse(200, user), ...extra }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const heading = (name: string) => screen.findByRole('heading', { name });

describe('routes', () => {
  beforeEach(() => {
    session.reset();
    stubWidth(1280);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it('shows the Spanish error screen for an unknown path', async () => {
    renderRoutes(routes, ['/no-existe']);
    expect(await heading('Algo salió mal :(')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it("opens a guardian's link without a session: it asks nothing but the request itself", async () => {
    const fetchMock = vi.fn(
      mockApi({
        'GET /guardian-consents/t0k3n': () =>
          jsonResponse(200, {
            student: { first_name: 'Valeria', last_name: 'Soto', highschool_name: null, highschool_city: null },
            fields: ['name'],
            recipients: 'La universidad.',
            purpose: 'Para contactarle.',
            status: 'pending',
            expires_at: '2026-12-11T18:00:00.000Z',
          }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, ['/autorizacion/t0k3n']);
    expect(await heading('¿Autorizas que compartamos los datos de Valeria?')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/guardian-consents/t0k3n']);
    expect(document.title).toBe('Autorización · Toca la Puerta');
  });

  it('opens the family view without a session: the form that mails a link, and no token renewal', async () => {
    // A session this browser opened once, which the server has ended since.
    localStorage.setItem('tlp:familia:hasta', new Date(Date.now() + 3_600_000).toISOString());
    const fetchMock = vi.fn(
      mockApi({
        'GET /family/children': () =>
          jsonResponse(401, { statusCode: 401, error: 'x', message: 'x', errorCode: 'FamilySessionRequired' }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, ['/familia']);
    expect(await heading('Vista para familias')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviarme un enlace' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/family/children']);
    expect(document.title).toBe('Familias · Toca la Puerta');
  });

  it('sends a student from / to /home, with Favoritas and without the admin items', async () => {
    signIn(student);
    const { router } = renderRoutes(routes, ['/']);
    expect(await heading('Inicio')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByText('¡Hola, Ana!')).toBeTruthy();
    expect(within(nav).getByText('Estudiante')).toBeTruthy();
    for (const name of ['Home', 'Explorar', 'Mi Perfil', 'Favoritas', 'Habilidades blandas']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Explorar' }).getAttribute('href')).toBe('/explorar');
    expect(within(nav).queryByRole('link', { name: 'Campuses' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Carreras' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Correos' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Auditoría' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Catálogos' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Salir' })).toBeTruthy();
  });

  it('sends an admin to /highschools, with Campuses and Carreras but no Favoritas', async () => {
    signIn(admin);
    const { router } = renderRoutes(routes, ['/']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/highschools'));
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Campuses' }).getAttribute('href')).toBe('/campus');
    expect(within(nav).getByRole('link', { name: 'Carreras' }).getAttribute('href')).toBe('/degrees');
    expect(within(nav).getByRole('link', { name: 'Correos' }).getAttribute('href')).toBe('/correos');
    expect(within(nav).getByRole('link', { name: 'Auditoría' }).getAttribute('href')).toBe('/auditoria');
    expect(within(nav).getByRole('link', { name: 'Catálogos' }).getAttribute('href')).toBe('/catalogos');
    expect(within(nav).queryByRole('link', { name: 'Favoritas' })).toBeNull();
  });

  it("opens every school's funnel at /highschools/embudo for an admin, not a school of that id", async () => {
    const fetchMock = signIn(admin, {
      'GET /highschools/funnel': () => jsonResponse(200, []),
      'GET /cities': () => jsonResponse(200, []),
    });
    renderRoutes(routes, ['/highschools/embudo']);
    expect(await heading('Embudo por preparatoria')).toBeTruthy();
    expect(await screen.findByText(/Aún no hay preparatorias registradas/)).toBeTruthy();
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(paths).toContain('/api/v1/highschools/funnel');
    expect(paths.filter((path) => path.startsWith('/api/v1/highschools/embudo'))).toEqual([]);
  });

  it('sends an orienter from /highschools/embudo to their own school', async () => {
    signIn(orienter);
    const { router } = renderRoutes(routes, ['/highschools/embudo']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/highschools/7'));
  });

  it('opens Explore for an orienter too, by its address', async () => {
    signIn(orienter, {
      'GET /areas': () => jsonResponse(200, []),
      'GET /cities': () => jsonResponse(200, []),
      'GET /degrees': () => jsonResponse(200, []),
    });
    const { router } = renderRoutes(routes, ['/explorar?q=derecho']);
    expect(await heading('Explorar')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/explorar');
    expect(
      within(screen.getByRole('navigation', { name: 'Menú principal' })).queryByRole('link', { name: 'Explorar' }),
    ).toBeNull();
  });

  it('sends an orienter to their own school', async () => {
    signIn(orienter);
    const { router } = renderRoutes(routes, ['/']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/highschools/7'));
  });

  it("opens a student's page of the orienter's school, and keeps students out of it", async () => {
    signIn(orienter, {
      'GET /highschools/7/students/41': () =>
        jsonResponse(200, {
          id: 41,
          first_name: 'Ana',
          last_name: 'López',
          email: 'ana@demo.mx',
          semester: null,
          group: null,
          onboarded: true,
          created_at: '2026-09-01T16:00:00.000Z',
          favorites: [],
          meetings: [],
        }),
    });
    renderRoutes(routes, ['/highschools/7/estudiantes/41']);
    expect(await heading('Ana López')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la escuela' }).getAttribute('href')).toBe('/highschools/7');
  });

  it("sends an orienter from another school's student to their own school", async () => {
    signIn(orienter);
    const { router } = renderRoutes(routes, ['/highschools/8/estudiantes/41']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/highschools/7'));
  });

  it("keeps a student out of a school's student page", async () => {
    signIn(student);
    const { router } = renderRoutes(routes, ['/highschools/7/estudiantes/41']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('redirects a role that is not allowed to / (and from there home)', async () => {
    signIn(student);
    const { router } = renderRoutes(routes, ['/campus']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends a student who has not onboarded to /onboarding', async () => {
    signIn({ ...student, onboarded: false });
    const { router } = renderRoutes(routes, ['/profile']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('keeps the session across a reload by refreshing the token from the cookie', async () => {
    const fetchMock = vi.fn(
      mockApi({
        'GET /users/me': (init) =>
          (init?.headers as Record<string, string>).Authorization === 'Bearer fresh'
            ? jsonResponse(200, student)
            : unauthorized(),
        'GET /auth/refresh': () => jsonResponse(200, { accessToken: 'fresh' }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, ['/profile']);
    expect(await heading('Mi Perfil')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('takes the user from the renewal of a page opened afresh, without asking GET /users/me', async () => {
    const fetchMock = vi.fn(
      mockApi({
        'GET /auth/refresh': () => jsonResponse(200, { accessToken: 'fresh', user: student }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, ['/profile']);
    expect(await heading('Mi Perfil')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/v1/auth/refresh?include=user');
    expect(urls.filter((url) => url.split('?')[0] === '/api/v1/users/me')).toEqual([]);
  });

  it('goes to /login when the user cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /users/me': unauthorized, 'GET /auth/refresh': unauthorized })));
    const { router } = renderRoutes(routes, ['/profile']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("puts the menu in a bottom bar at 500 px, whose 'Más' shows the greeting and the rest", async () => {
    stubWidth(500);
    signIn(student);
    renderRoutes(routes, ['/profile']);
    const bar = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(bar).getByRole('link', { name: 'Mi Perfil' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Menú' })).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Más' }));
    const more = await screen.findByRole('dialog', { name: 'Más opciones' });
    expect(within(more).getByText('¡Hola, Ana!')).toBeTruthy();
  });

  it('collapses the left menu with its toggle on a wider window', async () => {
    stubWidth(800);
    signIn(student);
    renderRoutes(routes, ['/profile']);
    const toggle = await screen.findByRole('button', { name: 'Menú' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('¡Hola, Ana!')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('¡Hola, Ana!')).toBeNull();
  });

  it('logs out: POST /auth/logout, token and user cleared, back to /login', async () => {
    const fetchMock = signIn(student, { 'POST /auth/logout': () => new Response(null, { status: 204 }) });
    const { router } = renderRoutes(routes, ['/profile']);
    fireEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/v1/auth/logout' && init?.method === 'POST')).toBe(
      true,
    );
    await waitFor(() => expect(session.getToken()).toBeNull());
    expect(session.getUser()).toBeNull();
  });

  it('shows the error screen, not the router default, when a route fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn({ ...student, type: 'ghost' as CurrentUser['type'] });
    renderRoutes(routes, ['/']);
    expect(await heading('Algo salió mal :(')).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});
