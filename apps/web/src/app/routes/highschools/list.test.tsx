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
  const posted: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url.pathname + url.search);
    if (url.pathname === '/api/v1/cities') return jsonResponse(200, [{ id: 4, name: 'Mérida' }]);
    if (url.pathname === '/api/v1/highschools' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string; cityId: number };
      posted.push(body);
      if (body.name === 'Prepa Norte')
        return jsonResponse(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'Ya existe una preparatoria con ese nombre en esta ciudad',
          errorCode: 'DuplicatedHighschool',
        });
      return jsonResponse(201, { id: 9, name: body.name, city: 'Mérida', city_id: body.cityId, notebooks: 0 });
    }
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
  const { router } = renderRoutes(
    [
      { path: '/highschools', Component: HighschoolsRoute },
      { path: '/highschools/:highschoolId', Component: () => <p>Página de la preparatoria</p> },
    ],
    ['/highschools'],
  );
  return { urls, posted, router };
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
    expect(screen.getByRole('link', { name: 'Embudo por preparatoria' }).getAttribute('href')).toBe(
      '/highschools/embudo',
    );
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

  it('creates a school from «Nueva preparatoria» and opens its page', async () => {
    const { posted, router } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva preparatoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva preparatoria' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('Selecciona la ciudad de la preparatoria')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Prepa Norte' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Ciudad/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mérida' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Ya existe una preparatoria con ese nombre en esta ciudad')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: '  Prepa Sur ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/highschools/9'));
    expect(posted.at(-1)).toEqual({ name: 'Prepa Sur', cityId: 4 });
    expect(await screen.findByText('Preparatoria creada')).toBeTruthy();
  });
});
