import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DegreeMatch } from '@tlp/shared/matches';
import type { CurrentUser } from '@tlp/shared/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { MatchesPage } from './matches-page.tsx';

const student = { id: 5, first_name: 'Ana', type: 'student' } as CurrentUser;

const matchOf = (id: number, over: Partial<DegreeMatch> = {}): DegreeMatch => ({
  degree: {
    id,
    name: `Carrera ${id}`,
    image: null,
    campus: 'Universidad Demo, Campus Centro',
    campus_id: 3,
    city: 'Puebla',
    area: 'Ingeniería y Tecnología',
    area_id: 2,
    modalidad: 'presencial',
    costo_periodo: 10900,
    duracion: 9,
    duracion_unidad: 'semestres',
  },
  score: 90,
  reason: 'Coincide con tu perfil Investigador–Social',
  figures: {
    field: { code: '0711', name: 'Ingeniería y procesos químicos' },
    monthly_pay: 18500,
    unemployment: 3.2,
    informality: 21.5,
    return_public: 12,
    return_private: 8.5,
    source: 'ENOE, INEGI',
    year: 2024,
    is_example: false,
  },
  figures_missing_reason: null,
  is_favorite: false,
  ...over,
});

function setup({
  taken = true,
  answer = () => jsonResponse(200, [matchOf(1)]) as Response,
  addFavorite = vi.fn(() => Promise.resolve({}) as Promise<unknown>),
} = {}) {
  session.setUser(student);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /users/me/interest-test': () =>
          jsonResponse(200, {
            latest: taken
              ? { id: 1, taken_at: '2026-03-12T18:00:00.000Z', scores: {}, top: ['I', 'S'], summary: 'x' }
              : null,
            history: [],
          }),
        'GET /users/me/matches': answer,
        'GET /users/me/compare-list': () => jsonResponse(200, { degree_ids: [] }),
        'PUT /users/me/compare-list': (init) => jsonResponse(200, JSON.parse(String(init?.body))),
      }),
    ),
  );
  renderRoutes(
    [{ path: '/coincidencias', element: <MatchesPage user={student} addFavorite={addFavorite} /> }],
    ['/coincidencias'],
  );
  return addFavorite;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('MatchesPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
    localStorage.clear();
  });

  it('shows each match with its campus, city, reason, modality, yearly cost and its field’s figures with their source', async () => {
    setup();
    expect(screen.getByRole('status').textContent).toContain('Cargando las carreras que coinciden contigo');
    const match = await screen.findByRole('article', { name: 'Carrera 1' });
    expect(within(match).getByRole('link', { name: 'Carrera 1' }).getAttribute('href')).toBe('/campus/3/carreras/1');
    expect(within(match).getByText('Universidad Demo, Campus Centro · Puebla')).toBeTruthy();
    expect(within(match).getByText('Coincide con tu perfil Investigador–Social')).toBeTruthy();
    expect(within(match).getByText('Presencial')).toBeTruthy();
    expect(within(match).getByText('$21,800')).toBeTruthy();
    expect(within(match).getByText('2 semestres por año × $10,900')).toBeTruthy();
    const figures = within(match)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      'Salario al mes: $18,500',
      'Desempleo: 3.2 %',
      'Informalidad: 21.5 %',
      'Retorno (pública): 12 %',
      'Retorno (privada): 8.5 %',
    ]);
    expect(within(match).getByText('Ingeniería y procesos químicos')).toBeTruthy();
    expect(within(match).getByText('Fuente: ENOE, INEGI, 2024')).toBeTruthy();
    expect(within(match).queryByText('Datos de ejemplo')).toBeNull();
    expect(screen.getByText('1 carrera coincide contigo')).toBeTruthy();
  });

  it('marks example figures, and says why a degree has none', async () => {
    const example = matchOf(1);
    example.figures = { ...example.figures!, source: 'Datos de ejemplo (no oficiales)', is_example: true };
    setup({
      answer: () =>
        jsonResponse(200, [
          example,
          matchOf(2, { figures: null, figures_missing_reason: 'Aún no tenemos cifras de este campo de estudio' }),
        ]),
    });
    const first = await screen.findByRole('article', { name: 'Carrera 1' });
    expect(within(first).getByText('Datos de ejemplo')).toBeTruthy();
    expect(within(first).getByText('Fuente: Datos de ejemplo (no oficiales), 2024')).toBeTruthy();
    const second = card('Carrera 2');
    expect(within(second).getByText('Aún no tenemos cifras de este campo de estudio')).toBeTruthy();
    expect(within(second).queryByRole('term')).toBeNull();
  });

  it('invites to take the test when there is no profile yet, without asking for matches', async () => {
    setup({ taken: false, answer: () => jsonResponse(500, { message: 'not asked' }) });
    const link = await screen.findByRole('link', { name: 'Hacer el test de intereses' });
    expect(link.getAttribute('href')).toBe('/test-de-intereses');
    expect(
      screen.getByText('Primero responde el test de intereses para ver las carreras que coinciden contigo'),
    ).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContain(
      expect.stringContaining('/users/me/matches'),
    );
  });

  it('reads the API’s InterestTestMissing as the same invitation', async () => {
    setup({
      answer: () =>
        jsonResponse(409, {
          statusCode: 409,
          error: 'Conflict',
          errorCode: 'InterestTestMissing',
          message: 'Primero responde el test',
        }),
    });
    const link = await screen.findByRole('link', { name: 'Hacer el test de intereses' });
    expect(link.getAttribute('href')).toBe('/test-de-intereses');
    expect(
      screen.getByText('Primero responde el test de intereses para ver las carreras que coinciden contigo'),
    ).toBeTruthy();
  });

  it('says when nothing matches, with the way to Explorar', async () => {
    setup({ answer: () => jsonResponse(200, []) });
    expect(await screen.findByText(/ninguna carrera de tus ciudades coincide/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Explorar' }).getAttribute('href')).toBe('/explorar');
  });

  it('says when the matches could not load, with a retry', async () => {
    setup({ answer: () => jsonResponse(500, { message: 'x' }) });
    expect(await screen.findByText('No pudimos cargar las carreras que coinciden contigo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('adds a match to favourites, and says the API’s reason when the list is full', async () => {
    const addFavorite = setup({
      answer: () => jsonResponse(200, [matchOf(1), matchOf(2), matchOf(3, { is_favorite: true })]),
    });
    await screen.findByRole('article', { name: 'Carrera 1' });
    expect(within(card('Carrera 3')).getByText('Entre tus favoritas')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Agregar a favoritas: Carrera 1 (Universidad Demo, Campus Centro)' }),
    );
    expect(await screen.findByText('¡Se agregó esta carrera a tu lista de favoritos!')).toBeTruthy();
    expect(addFavorite).toHaveBeenCalledWith(5, 1);
    await waitFor(() => expect(within(card('Carrera 1')).getByText('Entre tus favoritas')).toBeTruthy());

    addFavorite.mockImplementationOnce(() =>
      Promise.reject(
        new ApiRequestError({
          status: 409,
          statusText: 'Conflict',
          response: {
            statusCode: 409,
            error: 'Conflict',
            errorCode: 'FavoriteLimitReached',
            message: 'Ya tienes 12 carreras favoritas, el máximo permitido',
          },
          config: {},
          url: '/api/v1/users/5/favorite-degrees',
        }),
      ),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Agregar a favoritas: Carrera 2 (Universidad Demo, Campus Centro)' }),
    );
    expect(await screen.findByText('Ya tienes 12 carreras favoritas, el máximo permitido')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Agregar a favoritas: Carrera 2 (Universidad Demo, Campus Centro)' }),
    ).toBeTruthy();
  });

  it('adds a match to the comparison', async () => {
    setup();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Agregar a comparar: Carrera 1 (Universidad Demo, Campus Centro)' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Quitar de comparar: Carrera 1 (Universidad Demo, Campus Centro)' }),
    ).toBeTruthy();
  });
});
