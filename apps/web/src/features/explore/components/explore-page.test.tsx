import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Area, City } from '@tlp/shared/catalog';
import type { CampusListItem } from '@tlp/shared/campuses';
import type { DegreeListItem } from '@tlp/shared/degrees';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { testStudent } from '@/test/users.ts';
import { EXPLORE_TEXT as TEXT } from '../messages.ts';
import { ExplorePage } from './explore-page.tsx';

const areas: Area[] = [
  { id: 1, name: 'Ciencias de la Salud' },
  { id: 2, name: 'Ingeniería y Tecnología' },
];
const cities: City[] = [
  { id: 5, name: 'Querétaro' },
  { id: 6, name: 'Puebla' },
];
const degree = (id: number, name: string, campusId: number): DegreeListItem => ({
  id,
  name,
  image: null,
  campus: `Campus ${campusId}`,
  campus_id: campusId,
  area: 'Ingeniería y Tecnología',
  area_id: 2,
  modalidad: null,
  duracion: null,
  duracion_unidad: null,
  costo_periodo: null,
});
const campus: CampusListItem = {
  id: 8,
  name: 'Campus Querétaro Centro',
  city: 'Querétaro',
  city_id: 5,
  foto_perfil: null,
  degrees_count: 12,
};

const page = (rows: unknown[], total = rows.length) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });

/** The API calls the page made, as '/degrees?…' without the /api/v1 prefix. */
let requests: URL[];

function renderExplore(path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  session.setToken('token');
  session.setUser(testStudent());
  requests = [];
  const answer = mockApi({
    'GET /areas': () => jsonResponse(200, areas),
    'GET /cities': () => jsonResponse(200, cities),
    'GET /degrees': () => page([degree(11, 'Ingeniería Civil', 3), degree(12, 'Ingeniería Química', 4)]),
    'GET /campuses': () => page([campus]),
    ...handlers,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new URL(String(input), 'http://localhost'));
      return answer(input, init);
    }),
  );
  return renderRoutes(
    [
      { path: '/explorar', element: <ExplorePage /> },
      { path: '*', element: <p>otra página</p> },
    ],
    [path],
  );
}

const lastRequest = (path: string) => {
  const found = requests.filter((url) => url.pathname === `/api/v1${path}`).at(-1);
  return found ? Object.fromEntries(found.searchParams) : undefined;
};
const results = () => screen.getByRole('region', { name: /encontrad/ });

describe('ExplorePage', () => {
  beforeEach(() => session.setUser(null));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.setUser(null);
  });

  it('reads the search and filters of the address, and shows the degrees with their count', async () => {
    renderExplore('/explorar?q=ingenieria&areas=2&ciudades=5,6');
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: TEXT.search }) as HTMLInputElement).value).toBe('ingenieria');
    const grid = await within(results()).findByRole('list');
    expect(
      within(grid)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/campus/3/carreras/11', '/campus/4/carreras/12']);
    expect(within(grid).getByRole('heading', { level: 3, name: 'Ingeniería Civil' })).toBeTruthy();
    expect(within(results()).getByText('2 carreras')).toBeTruthy();
    expect(lastRequest('/degrees')).toEqual({
      page: '1',
      pageSize: '24',
      search: 'ingenieria',
      areas: '2',
      cities: '5,6',
    });
    // The same degree at two campuses: each compare button names its campus.
    expect(
      within(results()).getByRole('button', { name: 'Agregar a comparar: Ingeniería Civil (Campus 3)' }),
    ).toBeTruthy();
    // The chosen area and cities show by name in their fields.
    expect(await screen.findByText('Ingeniería y Tecnología', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByText('Puebla', { selector: '.MuiChip-label' })).toBeTruthy();
  });

  it('puts what is typed in the address once typing pauses, and the back button brings back the previous search', async () => {
    const { router } = renderExplore('/explorar?q=medicina');
    await within(results()).findByText('2 carreras');
    fireEvent.change(screen.getByRole('searchbox', { name: TEXT.search }), { target: { value: 'Ingeniería ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Ingenier%C3%ADa'));
    await waitFor(() => expect(lastRequest('/degrees')?.search).toBe('Ingeniería'));

    // Filters add to the history: back returns to the search before them.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: TEXT.areas }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ciencias de la Salud' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Ingenier%C3%ADa&areas=1'));
    expect(await screen.findByText('Ciencias de la Salud', { selector: '.MuiChip-label' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=Ingenier%C3%ADa'));
    expect((screen.getByRole('searchbox', { name: TEXT.search }) as HTMLInputElement).value).toBe('Ingeniería ');
  });

  it('switches to campuses, whose cards open the campus with the chosen areas', async () => {
    const { router } = renderExplore('/explorar?areas=2&pagina=2');
    fireEvent.click(screen.getByRole('button', { name: 'Campus' }));
    await waitFor(() => expect(router.state.location.search).toBe('?areas=2&ver=campus'));
    const link = await within(results()).findByRole('link', { name: /Campus Querétaro Centro/ });
    expect(link.getAttribute('href')).toBe('/campus/8?areas=2');
    expect(within(link).getByText('12 carreras')).toBeTruthy();
    expect(within(results()).getByText('1 campus')).toBeTruthy();
    expect(lastRequest('/campuses')).toEqual({ page: '1', pageSize: '24', areas: '2' });
    expect(screen.getByRole('button', { name: 'Campus' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('pages through the results, keeping the page in the address', async () => {
    const { router } = renderExplore('/explorar', {
      'GET /degrees': () => page([degree(11, 'Ingeniería Civil', 3)], 50),
    });
    expect(await within(results()).findByText('50 carreras · Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
    await waitFor(() => expect(lastRequest('/degrees')?.page).toBe('2'));
    expect(await within(results()).findByText('50 carreras · Página 2 de 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: TEXT.results.degrees }));
  });

  it('shows how each degree is taught and what a year costs', async () => {
    renderExplore('/explorar', {
      'GET /degrees': () =>
        page([
          {
            ...degree(11, 'Medicina', 3),
            modalidad: 'presencial',
            duracion: 12,
            duracion_unidad: 'semestres',
            costo_periodo: 18500,
          },
          {
            ...degree(12, 'Enfermería', 4),
            modalidad: 'en_linea',
            duracion: 9,
            duracion_unidad: 'cuatrimestres',
            costo_periodo: 9000,
          },
          { ...degree(13, 'Derecho', 5), modalidad: 'mixta' },
        ]),
    });
    const medicine = await within(results()).findByRole('link', { name: /Medicina/ });
    expect(within(medicine).getByText('Presencial · $37,000 al año')).toBeTruthy();
    expect(within(results()).getByRole('link', { name: /Enfermería/ }).textContent).toContain(
      'En línea · $27,000 al año',
    );
    expect(within(results()).getByRole('link', { name: /Derecho/ }).textContent).toContain('Mixta');
    expect(within(results()).getByRole('link', { name: /Derecho/ }).textContent).not.toContain('al año');
  });

  it('asks for 12 cards a page on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
    renderExplore('/explorar', { 'GET /degrees': () => page([degree(11, 'Ingeniería Civil', 3)], 30) });
    expect(await within(results()).findByText('30 carreras · Página 1 de 3')).toBeTruthy();
    expect(lastRequest('/degrees')).toEqual({ page: '1', pageSize: '12' });
  });

  it('says in Spanish when nothing matches, and clears the search and filters', async () => {
    const { router } = renderExplore('/explorar?q=zzz&ciudades=6', { 'GET /degrees': () => page([]) });
    expect(await screen.findByText(TEXT.noResults.degrees)).toBeTruthy();
    const clear = within(results()).getByRole('button', { name: TEXT.clear });
    fireEvent.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByRole('searchbox', { name: TEXT.search }) as HTMLInputElement).value).toBe('');
  });

  it('shows a skeleton while loading, then an error with Reintentar', async () => {
    let fail = true;
    renderExplore('/explorar', {
      'GET /degrees': () =>
        fail
          ? jsonResponse(500, { statusCode: 500, error: 'Internal', message: 'x', errorCode: 'InternalError' })
          : page([degree(11, 'Ingeniería Civil', 3)]),
    });
    expect(screen.getByText(TEXT.loading.degrees)).toBeTruthy();
    expect(await screen.findByText(TEXT.error.degrees)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await within(results()).findByText('1 carrera')).toBeTruthy();
  });
});
