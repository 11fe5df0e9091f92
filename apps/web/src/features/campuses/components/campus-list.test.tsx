import { fireEvent, screen, within } from '@testing-library/react';
import type { CampusListItem } from '@tlp/shared/campuses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { mockApi, renderRoutes } from '@/test/render.tsx';
import { CampusList } from './campus-list.tsx';

const campuses: CampusListItem[] = [
  { id: 3, name: 'Campus Coyoacán', city: 'Ciudad de México', city_id: 1, foto_perfil: null, degrees_count: 12 },
  { id: 4, name: 'Campus Puebla', city: 'Puebla', city_id: 2, foto_perfil: null, degrees_count: 4 },
];

const page = (rows: unknown[], total: number) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });

describe('CampusList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists campuses with links, and says how many match a search (X-Total-Count)', async () => {
    session.setToken('token');
    const fetchMock = vi.fn(
      mockApi({
        'GET /campuses': () => page(campuses, 2),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/campus', element: <CampusList /> }], ['/campus']);

    const link = await screen.findByRole('link', { name: 'Campus Coyoacán' });
    expect(link.getAttribute('href')).toBe('/campus/3');
    const table = screen.getByRole('table');
    for (const header of ['Nombre', 'Ciudad', 'Carreras']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(table).getByText('12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrar nuevo campus' }).getAttribute('href')).toBe('/campus/create');

    fetchMock.mockImplementation(mockApi({ 'GET /campuses': () => page([campuses[1]], 37) }));
    fireEvent.change(screen.getByLabelText('Buscar campus por nombre o ciudad'), { target: { value: 'pue' } });

    expect(await screen.findByText('Mostrando 37 resultados para "pue"')).toBeTruthy();
    const lastUrl = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(lastUrl.searchParams.get('search')).toBe('pue');
    expect(lastUrl.searchParams.get('page')).toBe('1');
  });

  it('shows an error with a retry button when the list cannot load', async () => {
    session.setToken('token');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          'GET /campuses': () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }),
        }),
      ),
    );
    renderRoutes([{ path: '/campus', element: <CampusList /> }], ['/campus']);
    expect(await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 15000 })).toBeTruthy();
  }, 20000);
});
