import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, FavoriteDegree } from '@tlp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { session } from '@/lib/session.ts';
import { handle, Component as HomeRoute } from './home.tsx';

const student = { id: 5, first_name: 'Ana' } as CurrentUser;
const favorite = (id: number): FavoriteDegree => ({
  id,
  name: `Carrera ${id}`,
  image: null,
  campus: 'Campus Norte',
  campusId: 40 + id,
  has_meeting: false,
});

type ApiData = {
  suggestions?: unknown[];
  favorites?: unknown[];
  meetings?: unknown[];
  failMeetings?: boolean;
  interestProfile?: unknown;
};

function stubApi(data: ApiData) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /areas': () =>
          jsonResponse(200, [
            { id: 2, name: 'Derecho' },
            { id: 5, name: 'Negocios' },
          ]),
        'GET /users/5/degrees-suggestions': () => jsonResponse(200, data.suggestions ?? []),
        'GET /users/me/interest-test': () => jsonResponse(200, { latest: data.interestProfile ?? null, history: [] }),
        'GET /users/5/favorite-degrees': () => jsonResponse(200, data.favorites ?? []),
        'GET /users/5/meetings': () =>
          data.failMeetings
            ? jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'Internal' })
            : jsonResponse(200, data.meetings ?? []),
      }),
    ),
  );
  session.setUser(student);
}

const renderHome = () => renderRoutes([{ path: '/home', Component: HomeRoute }], ['/home']);

function setup(data: ApiData) {
  stubApi(data);
  return renderHome();
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/home', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it('asks for its lists as soon as the student is known, and drawing it asks for nothing again', async () => {
    stubApi({});
    const fetchMock = vi.mocked(fetch);
    // What the signed-in layout does on a page opened afresh (src/lib/screen-data.ts)…
    handle.preload(student);
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input)).sort();
    const lists = [
      '/api/v1/areas',
      '/api/v1/users/5/degrees-suggestions?pageSize=12',
      '/api/v1/users/5/favorite-degrees',
      '/api/v1/users/5/meetings',
      '/api/v1/users/me/interest-test',
    ];
    expect(asked()).toEqual(lists);
    // …then the home draws with those answers.
    renderHome();
    expect(await screen.findByText(/no tienes carreras favoritas/)).toBeTruthy();
    expect(await screen.findByText(/no tienes reuniones agendadas/)).toBeTruthy();
    expect(await screen.findByText(/no se encontraron coincidencias/)).toBeTruthy();
    expect(asked()).toEqual(lists);
  });

  it('says what to do when every section is empty', async () => {
    setup({});
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(
      await screen.findByText('Lo sentimos, por el momento no se encontraron coincidencias con tus preferencias'),
    ).toBeTruthy();
    const link = within(section('Campus que coinciden con tus preferencias')).getByRole('link');
    expect(link.getAttribute('href')).toBe('/habilidades-blandas');
    expect(await screen.findByText(/no tienes carreras favoritas.*“Agregar a favoritas”/)).toBeTruthy();
    expect(await screen.findByText(/no tienes reuniones agendadas.*“Agendar reunión”/)).toBeTruthy();
    expect(section('Reuniones').id).toBe('reuniones');
    expect(screen.queryByRole('link', { name: 'Ver más' })).toBeNull();
  });

  it('groups suggested campuses and links each with its areas', async () => {
    setup({
      suggestions: [
        { id: 4, name: 'Campus Norte', image: null, areaId: 2 },
        { id: 4, name: 'Campus Norte', image: null, areaId: 5 },
        { id: 8, name: 'Campus Sur', image: '/api/v1/media/x.svg', areaId: 5 },
      ],
    });
    const region = section('Campus que coinciden con tus preferencias');
    const norte = await within(region).findByRole('link', { name: /Campus Norte/ });
    expect(norte.getAttribute('href')).toBe('/campus/4?areas=2,5');
    expect(
      within(region)
        .getByRole('link', { name: /Campus Sur/ })
        .getAttribute('href'),
    ).toBe('/campus/8?areas=5');
    expect(await within(norte).findByText('Derecho')).toBeTruthy();
  });

  it('shows the first 3 suggested campuses, and more with Ver más campus', async () => {
    const campuses = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Campus ${id}`, image: null, areaId: 2 }));
    setup({ suggestions: campuses });
    const region = section('Campus que coinciden con tus preferencias');
    await within(region).findByRole('link', { name: /Campus 1/ });
    const cards = () => within(region).getAllByRole('link', { name: /^Campus \d/ });
    expect(cards()).toHaveLength(3);
    // The favourites and meetings follow right after them.
    expect(section('Favoritas')).toBeTruthy();
    const more = within(region).getByRole('button', { name: 'Ver más campus' });
    more.focus();
    fireEvent.click(more);
    expect(cards()).toHaveLength(5);
    expect(within(region).queryByRole('button', { name: 'Ver más campus' })).toBeNull();
    // The keyboard goes on from the first campus added, not from the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(cards()[3]));
  });

  it('shows at most 4 favourites, with Ver más when there are more', async () => {
    setup({ favorites: [1, 2, 3, 4, 5].map(favorite) });
    const region = section('Favoritas');
    await within(region).findByRole('link', { name: /Carrera 1/ });
    const cards = within(region)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/campus/'));
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/campus/41/carreras/1',
      '/campus/42/carreras/2',
      '/campus/43/carreras/3',
      '/campus/44/carreras/4',
    ]);
    expect(within(region).getByRole('link', { name: 'Ver más' }).getAttribute('href')).toBe('/favoritas');
  });

  it('has no Ver más with exactly 4 favourites', async () => {
    setup({ favorites: [1, 2, 3, 4].map(favorite) });
    const region = section('Favoritas');
    await within(region).findByRole('link', { name: /Carrera 4/ });
    expect(within(region).queryByRole('link', { name: 'Ver más' })).toBeNull();
  });

  it('offers a retry when a section fails to load', async () => {
    setup({ failMeetings: true });
    expect(await within(section('Reuniones')).findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByText('No pudimos cargar tus reuniones.')).toBeTruthy();
  });

  it('links each meeting to its degree', async () => {
    setup({
      meetings: [
        {
          degreeId: 9,
          degree: 'Medicina',
          degreeImg: null,
          campus: 'Campus Centro',
          campusId: 3,
          created_at: '2026-03-12T18:00:00.000Z',
          id: 40,
          state: 'held',
          slot: null,
          attended: null,
          rating: null,
          rating_comment: null,
        },
      ],
    });
    const link = await within(section('Reuniones')).findByRole('link', { name: /Medicina/ });
    expect(link.getAttribute('href')).toBe('/campus/3/carreras/9');
    expect(within(link).getByText('Solicitada el 12 de marzo de 2026')).toBeTruthy();
    expect(within(link).getByText('En espera de autorización')).toBeTruthy();
  });

  it('invites to the interest test', async () => {
    setup({});
    const invitation = await screen.findByRole('region', { name: 'Descubre tus intereses' });
    expect(within(invitation).getByRole('link', { name: 'Hacer el test' }).getAttribute('href')).toBe(
      '/test-de-intereses',
    );
  });

  it('once the test is taken, names the profile with links to it and to the matches', async () => {
    setup({
      interestProfile: {
        id: 1,
        taken_at: '2026-03-12T18:00:00.000Z',
        scores: { R: 0, I: 90, A: 10, S: 80, E: 0, C: 0 },
        top: ['I', 'S'],
        summary: 'x',
      },
    });
    const card = await screen.findByRole('region', { name: 'Tu perfil de intereses' });
    expect(within(card).getByText('Tu perfil es Investigador–Social.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ver tu perfil de intereses' }).getAttribute('href')).toBe(
      '/test-de-intereses',
    );
    expect(within(card).getByRole('link', { name: 'Ver carreras que coinciden' }).getAttribute('href')).toBe(
      '/coincidencias',
    );
  });
});
