import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, Degree } from '@tlp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareList } from '@/lib/compare-list.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { ComparePage } from './compare-page.tsx';
import { stubWidth } from '@/test/window-width.ts';

const student = { id: 5, first_name: 'Ana', type: 'student' } as CurrentUser;

const degreeOf = (id: number, over: Partial<Degree>): Degree => ({
  id,
  name: `Carrera ${id}`,
  image: null,
  campus: 'Campus Centro',
  campus_id: 3,
  city: 'Puebla',
  area: 'Salud',
  area_id: 1,
  foto_perfil: null,
  foto_portada: null,
  video: null,
  descripcion: null,
  pdf_plan_estudios: null,
  pdf_becas: null,
  galeria: [],
  modalidad: null,
  duracion: null,
  duracion_unidad: null,
  costo_periodo: null,
  field_id: null,
  figures: null,
  ...over,
});

const MEDICINA = degreeOf(1, {
  name: 'Medicina',
  modalidad: 'presencial',
  duracion: 12,
  duracion_unidad: 'semestres',
  costo_periodo: 45000,
  pdf_becas: '/api/v1/media/becas/1.pdf',
  pdf_plan_estudios: '/api/v1/media/plan/1.pdf',
});
const DERECHO = degreeOf(2, {
  name: 'Derecho',
  campus: 'Campus Norte',
  city: 'Monterrey',
  area: 'Ciencias sociales',
  modalidad: 'en_linea',
  duracion: 9,
  duracion_unidad: 'cuatrimestres',
  costo_periodo: 12300,
});

const FIGURES = {
  field: { code: '0912', name: 'Medicina' },
  monthly_pay: 24800,
  unemployment: 1.9,
  informality: 12.5,
  return_public: 14,
  return_private: 9.5,
  source: 'Datos de ejemplo (no oficiales)',
  year: 2024,
  is_example: true,
};

function setup({
  addFavorite = vi.fn(() => Promise.resolve({}) as Promise<unknown>),
  fail = false,
  width = 375,
  serverList = [] as number[],
} = {}) {
  stubWidth(width);
  const favorites = new Set<number>([2]);
  const server = { ids: serverList };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /degrees/1': () =>
          fail
            ? jsonResponse(500, { message: 'x' })
            : jsonResponse(200, { ...MEDICINA, field_id: 4, figures: FIGURES }),
        'GET /degrees/2': () => jsonResponse(200, { ...DERECHO, field_id: null, figures: null }),
        'GET /degrees/1/preferences': () => jsonResponse(200, { is_favorite: favorites.has(1), is_meeting: false }),
        'GET /degrees/2/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: true }),
        'GET /users/me/compare-list': () => jsonResponse(200, { degree_ids: server.ids }),
        'PUT /users/me/compare-list': (init) => {
          server.ids = (JSON.parse(String(init?.body)) as { degree_ids: number[] }).degree_ids;
          return jsonResponse(200, { degree_ids: server.ids });
        },
      }),
    ),
  );
  addFavorite.mockImplementation(() => {
    favorites.add(1);
    return Promise.resolve({});
  });
  renderRoutes(
    [
      { path: '/comparar', element: <ComparePage user={student} addFavorite={addFavorite} /> },
      { path: '/explorar', element: <p>Explorar</p> },
    ],
    ['/comparar'],
  );
  return { addFavorite, server };
}

/** The cells of a table row, by its label. */
const row = (table: HTMLElement, label: string) =>
  [...within(table).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')].map(
    (c) => c.textContent,
  );

/** What a card says for a label. */
const fact = (card: HTMLElement, label: string) =>
  within(card)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label)!.nextElementSibling!.textContent;

describe('ComparePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    compareList.reset();
  });

  it('says there is nothing to compare yet, with a link to Explorar', async () => {
    setup();
    expect(screen.getByText('Aún no elegiste carreras para comparar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Explorar' }).getAttribute('href')).toBe('/explorar');
    await act(() => compareList.settled(5));
  });

  it('on a phone, shows each degree as a card naming its university and campus, in years and pesos per year', async () => {
    compareList.add(5, 1);
    compareList.add(5, 2);
    setup();
    expect(screen.getByRole('status').textContent).toContain('Cargando las carreras que comparas');
    const medicina = await screen.findByRole('article', { name: 'Medicina' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(medicina).getByRole('link', { name: 'Campus Centro' }).getAttribute('href')).toBe('/campus/3');
    expect(fact(medicina, 'Duración en años')).toBe('6 años12 semestres ÷ 2 por año = 6 años');
    expect(fact(medicina, 'Costo por año')).toBe('$90,0002 semestres por año × $45,000');
    expect(fact(medicina, 'Costo total de la carrera')).toBe('$540,00012 semestres × $45,000');
    expect(fact(medicina, 'Salario mensual promedio')).toBe('$24,800 al mes');
    expect(fact(medicina, 'Fuente')).toBe('Datos de ejemplo (no oficiales), 2024Datos de ejemplo');
    const derecho = screen.getByRole('article', { name: 'Derecho' });
    expect(fact(derecho, 'Duración en años')).toBe('3 años9 cuatrimestres ÷ 3 por año = 3 años');
    expect(fact(derecho, 'Costo por año')).toBe('$36,9003 cuatrimestres por año × $12,300');
    expect(fact(derecho, 'Campo de estudio')).toBe('Aún no sabemos a qué campo de estudio pertenece esta carrera');
    expect(screen.getByText('2 de 4 carreras')).toBeTruthy();
  });

  it('on a wide screen, shows the degrees side by side in a table with row and column headers', async () => {
    compareList.add(5, 1);
    compareList.add(5, 2);
    setup({ width: 1280 });
    const table = await screen.findByRole('table', { name: 'Carreras que comparas, lado a lado' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toContain('Medicina');
    expect(headers[0]).toContain('Campus Centro');
    expect(headers[1]).toContain('Derecho');
    expect(headers[1]).toContain('Campus Norte');
    expect(row(table, 'Ciudad')).toEqual(['Puebla', 'Monterrey']);
    expect(row(table, 'Modalidad')).toEqual(['Presencial', 'En línea']);
    expect(row(table, 'Costo por año')).toEqual([
      '$90,0002 semestres por año × $45,000',
      '$36,9003 cuatrimestres por año × $12,300',
    ]);
    expect(row(table, 'Costo total de la carrera')).toEqual([
      '$540,00012 semestres × $45,000',
      '$110,7009 cuatrimestres × $12,300',
    ]);
    expect(row(table, 'Desempleo')).toEqual(['1.9 %', 'Sin dato']);
    expect(within(table).getByRole('rowheader', { name: 'Empleo del campo de estudio' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Ver PDF: Becas de Medicina' }).getAttribute('href')).toBe(
      '/api/v1/media/becas/1.pdf',
    );
    expect(row(table, 'Plan de estudios')[1]).toBe('Aún no disponible');
    expect(row(table, 'Reunión')).toEqual(['Sin reunión', 'Reunión agendada']);
  });

  it('shows the list the server keeps for the student, merged with this device’s', async () => {
    compareList.add(5, 2);
    const { server } = setup({ serverList: [1] });
    expect(await screen.findByRole('article', { name: 'Medicina' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Derecho' })).toBeTruthy();
    await act(() => compareList.settled(5));
    expect(server.ids).toEqual([1, 2]);
  });

  it('removes a degree from the comparison', async () => {
    compareList.add(5, 1);
    compareList.add(5, 2);
    const { server } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Derecho de comparar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Derecho' })).toBeNull());
    expect(compareList.get(5)).toEqual([1]);
    expect(screen.getByText('Quitaste Derecho de comparar')).toBeTruthy();
    await act(() => compareList.settled(5));
    expect(server.ids).toEqual([1]);
  });

  it('adds a degree to favourites from the table', async () => {
    compareList.add(5, 1);
    compareList.add(5, 2);
    const { addFavorite } = setup({ width: 1280 });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('Entre tus favoritas')).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Agregar a favoritas: Medicina' }));
    expect(await screen.findByText('¡Se agregó esta carrera a tu lista de favoritos!')).toBeTruthy();
    expect(addFavorite).toHaveBeenCalledWith(5, 1);
    await waitFor(() => expect(within(table).getAllByText('Entre tus favoritas')).toHaveLength(2));
  });

  it('says when the degrees could not load, with a retry', async () => {
    compareList.add(5, 1);
    setup({ fail: true });
    expect(await screen.findByText('No pudimos cargar las carreras que comparas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
