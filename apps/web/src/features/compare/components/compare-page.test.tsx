import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, Degree } from '@tlp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareList } from '@/lib/compare-list.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { ComparePage } from './compare-page.tsx';

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

function setup(addFavorite = vi.fn(() => Promise.resolve({})), fail = false) {
  const favorites = new Set<number>([2]);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /degrees/1': () => (fail ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, MEDICINA)),
        'GET /degrees/2': () => jsonResponse(200, DERECHO),
        'GET /degrees/1/preferences': () => jsonResponse(200, { is_favorite: favorites.has(1), is_meeting: false }),
        'GET /degrees/2/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: true }),
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
  return addFavorite;
}

describe('ComparePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    compareList.reset();
  });

  it('says there is nothing to compare yet, with a link to Explorar', () => {
    setup();
    expect(screen.getByText('Aún no elegiste carreras para comparar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Explorar' }).getAttribute('href')).toBe('/explorar');
  });

  it('shows the chosen degrees side by side in a table with row and column headers', async () => {
    compareList.add(5, 1);
    compareList.add(5, 2);
    setup();
    expect(screen.getByRole('status').textContent).toContain('Cargando las carreras que comparas');
    const table = await screen.findByRole('table', { name: 'Carreras que comparas, lado a lado' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toContain('Medicina');
    expect(headers[1]).toContain('Derecho');
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td');
    expect([...row('Ciudad')].map((c) => c.textContent)).toEqual(['Puebla', 'Monterrey']);
    expect([...row('Modalidad')].map((c) => c.textContent)).toEqual(['Presencial', 'En línea']);
    expect([...row('Duración')].map((c) => c.textContent)).toEqual(['12 semestres', '9 cuatrimestres']);
    expect([...row('Costo aproximado por periodo')].map((c) => c.textContent)).toEqual([
      '$45,000 por semestre',
      '$12,300 por cuatrimestre',
    ]);
    expect(within(table).getByRole('link', { name: 'Becas de Medicina (PDF)' }).getAttribute('href')).toBe(
      '/api/v1/media/becas/1.pdf',
    );
    expect([...row('Plan de estudios')][1]!.textContent).toBe('Aún no disponible');
    expect([...row('Reunión')].map((c) => c.textContent)).toEqual(['Sin reunión', 'Reunión agendada']);
    expect(screen.getByText('2 de 4 carreras')).toBeTruthy();
  });

  it('removes a degree from the comparison', async () => {
    compareList.add(5, 1);
    compareList.add(5, 2);
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Derecho de comparar' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Derecho/ })).toBeNull());
    expect(compareList.get(5)).toEqual([1]);
    expect(screen.getByText('Quitaste Derecho de comparar')).toBeTruthy();
  });

  it('adds a degree to favourites from the table', async () => {
    compareList.add(5, 1);
    compareList.add(5, 2);
    const addFavorite = setup();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('Entre tus favoritas')).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Agregar Medicina a favoritas' }));
    expect(await screen.findByText('¡Se agregó esta carrera a tu lista de favoritos!')).toBeTruthy();
    expect(addFavorite).toHaveBeenCalledWith(5, 1);
    await waitFor(() => expect(within(table).getAllByText('Entre tus favoritas')).toHaveLength(2));
  });

  it('says when the degrees could not load, with a retry', async () => {
    compareList.add(5, 1);
    setup(undefined, true);
    expect(await screen.findByText('No pudimos cargar las carreras que comparas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
