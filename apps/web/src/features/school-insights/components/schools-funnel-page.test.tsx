import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminFunnelRow } from '@tlp/shared/school-insights';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { SchoolsFunnelPage } from './schools-funnel-page.tsx';

const demo: AdminFunnelRow = {
  highschool_id: 5,
  name: 'Preparatoria Demo',
  city: 'Ciudad de México',
  notebooks: 50,
  registered: 40,
  onboarded: 30,
  with_favorite: 15,
  with_meeting: 6,
  booked: 3,
  attended: 1,
};
const merida: AdminFunnelRow = {
  highschool_id: 9,
  name: 'Instituto Preparatorio Peninsular',
  city: 'Mérida',
  notebooks: 0,
  registered: 0,
  onboarded: 0,
  with_favorite: 0,
  with_meeting: 0,
  booked: 0,
  attended: 0,
};

/** The page, GET /highschools/funnel answered by `schools` for the URL asked; gives every URL asked. */
function setup(schools: (url: URL) => AdminFunnelRow[] | Response) {
  const urls: URL[] = [];
  const api = mockApi({
    'GET /cities': () =>
      jsonResponse(200, [
        { id: 1, name: 'Ciudad de México' },
        { id: 4, name: 'Mérida' },
        { id: 7, name: 'Tijuana' },
      ]),
    'GET /highschools/funnel.csv': () =>
      new Response('\uFEFFPreparatoria,Ciudad\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    if (url.pathname === '/api/v1/highschools/funnel') {
      const rows = schools(url);
      if (rows instanceof Response) return rows;
      return new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(rows.length) },
      });
    }
    return api(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/highschools/embudo', element: <SchoolsFunnelPage /> }], ['/highschools/embudo']);
  return urls;
}

const listCalls = (urls: URL[]) => urls.filter((u) => u.pathname === '/api/v1/highschools/funnel');

const byCity = (url: URL) =>
  ({ '': [demo, merida], '1': [demo], '4': [merida] })[url.searchParams.get('cityId') ?? ''] ?? [];

async function chooseCity(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ciudad' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

describe('SchoolsFunnelPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each school linking to its page, with its city and each step's count and share of the one before", async () => {
    setup(byCity);
    expect(screen.getByRole('heading', { name: 'Embudo por preparatoria', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Embudo por preparatoria' });
    await within(table).findByText('Preparatoria Demo');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Preparatoria',
      'Libretas',
      'Se registraron',
      'Terminaron su registro',
      'Con favorita',
      'Pidieron reunión',
      'Agendaron horario',
      'Asistieron',
    ]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((td) => td.textContent),
        ),
    ).toEqual([
      [
        'Preparatoria DemoCiudad de México',
        '50',
        '40 (80 %)',
        '30 (75 %)',
        '15 (50 %)',
        '6 (40 %)',
        '3 (50 %)',
        '1 (33 %)',
      ],
      ['Instituto Preparatorio PeninsularMérida', '0', '0 (—)', '0 (—)', '0 (—)', '0 (—)', '0 (—)', '0 (—)'],
    ]);
    expect(within(table).getByRole('link', { name: 'Preparatoria Demo' }).getAttribute('href')).toBe('/highschools/5');
    expect(screen.getByRole('link', { name: '← Volver a preparatorias' }).getAttribute('href')).toBe('/highschools');
  });

  it('asks for the chosen city from its first page, and shows every city again with «Todas las ciudades»', async () => {
    const urls = setup(byCity);
    await screen.findByText('Instituto Preparatorio Peninsular');
    expect(listCalls(urls)[0]!.searchParams.has('cityId')).toBe(false);

    await chooseCity('Mérida');
    await waitFor(() => expect(screen.queryByText('Preparatoria Demo')).toBeNull());
    const filtered = listCalls(urls).at(-1)!;
    expect(Object.fromEntries(filtered.searchParams)).toEqual({ page: '1', pageSize: '25', cityId: '4' });

    // Every city again: the first answer, from the cache.
    await chooseCity('Todas las ciudades');
    expect(await screen.findByText('Preparatoria Demo')).toBeTruthy();
    expect(screen.getByText('Instituto Preparatorio Peninsular')).toBeTruthy();
  });

  it('downloads the CSV of the chosen city', async () => {
    const urls = setup(byCity);
    await chooseCity('Ciudad de México');
    await waitFor(() => expect(screen.queryByText('Instituto Preparatorio Peninsular')).toBeNull());

    const createObjectURL = vi.fn(() => 'blob:funnel');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const csv = urls.filter((u) => u.pathname === '/api/v1/highschools/funnel.csv');
    expect(csv.map((u) => u.search)).toEqual(['?cityId=1']);
    expect(saved[0]).toMatch(/^embudo-preparatorias-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });

  it('says when a city has no schools', async () => {
    setup(byCity);
    await screen.findByText('Preparatoria Demo');
    await chooseCity('Tijuana');
    expect(await screen.findByText(/No hay preparatorias en esta ciudad/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the list fails to load', async () => {
    let calls = 0;
    setup(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'falló' })
        : [demo];
    });
    expect(await screen.findByText('No pudimos cargar el embudo de las preparatorias.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Preparatoria Demo')).toBeTruthy();
  });
});
