import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render.tsx';
import { Component as HighschoolsRoute } from './list.tsx';

const SCHOOLS = [
  { id: 1, name: 'Preparatoria Demo', city: 'Guadalajara' },
  { id: 2, name: 'Prepa Norte', city: 'Monterrey' },
];

function setup() {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url.pathname + url.search);
    if (url.pathname === '/api/v1/highschools/stats') {
      return jsonResponse(200, { notebooks: 1200, registers: 340, favorite_degrees: 560, meetings: 78 });
    }
    if (url.pathname === '/api/v1/highschools') {
      const search = url.searchParams.get('search') ?? '';
      const rows = SCHOOLS.filter((s) => s.name.toLowerCase().includes(search.toLowerCase()));
      return new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(rows.length) },
      });
    }
    throw new Error(`unexpected ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/highschools', Component: HighschoolsRoute }], ['/highschools']);
  return { urls };
}

describe('/highschools', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four stats tiles', async () => {
    setup();
    const tiles = screen.getByRole('list', { name: 'Estadísticas de todas las preparatorias' });
    expect(await within(tiles).findByText('1,200')).toBeTruthy();
    for (const label of ['Libretas', 'Registros', 'Favoritas', 'Reuniones'])
      expect(within(tiles).getByText(label)).toBeTruthy();
    expect(within(tiles).getByText('1 por estudiante')).toBeTruthy();
    expect(within(tiles).getByText('340')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar reporte' })).toBeTruthy();
  });

  it('lists schools linking to their page and searches only on submit', async () => {
    const { urls } = setup();
    const table = await screen.findByRole('table', { name: 'Listado de preparatorias' });
    expect(within(table).getByRole('columnheader', { name: 'Nombre' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Ciudad' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Prepa Norte' }).getAttribute('href')).toBe('/highschools/2');

    const input = screen.getByPlaceholderText('Buscar por nombre');
    fireEvent.change(input, { target: { value: 'norte' } });
    // Typing alone does not search.
    await new Promise((r) => setTimeout(r, 50));
    expect(urls.some((u) => u.includes('search=norte'))).toBe(false);
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Mostrando 1 resultado para "norte"')).toBeTruthy();
    expect(urls.some((u) => u.includes('search=norte') && u.includes('page=1'))).toBe(true);
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Preparatoria Demo' })).toBeNull());
  });
});
