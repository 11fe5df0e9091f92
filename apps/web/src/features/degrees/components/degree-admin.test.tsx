import { fireEvent, screen, within } from '@testing-library/react';
import type { CampusListItem } from '@tlp/shared/campuses';
import type { Degree, DegreeListItem } from '@tlp/shared/degrees';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotices } from '@/components/ui/flash-notice.tsx';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { DegreeCreate, DegreeEdit } from './degree-editor.tsx';
import { DegreeList } from './degree-list.tsx';

const areas = [
  { id: 3, name: 'Salud' },
  { id: 5, name: 'Ciencias sociales' },
];
const campuses: CampusListItem[] = [
  { id: 7, name: 'Campus Puebla', city: 'Puebla', city_id: 2, foto_perfil: null, degrees_count: 4 },
];
const degree: Degree = {
  id: 11,
  name: 'Medicina',
  image: null,
  campus: 'Campus Puebla',
  campus_id: 7,
  city: 'Puebla',
  area: 'Salud',
  area_id: 3,
  foto_perfil: null,
  foto_portada: null,
  video: null,
  descripcion: null,
  pdf_plan_estudios: null,
  pdf_becas: null,
  galeria: [],
  modalidad: 'presencial',
  duracion: 12,
  duracion_unidad: 'semestres',
  costo_periodo: 45000,
  field_id: null,
  figures: null,
};
const listItem: DegreeListItem = {
  id: 11,
  name: 'Medicina',
  image: null,
  campus: 'Campus Puebla',
  campus_id: 7,
  area: 'Salud',
  area_id: 3,
  modalidad: null,
  duracion: null,
  duracion_unidad: null,
  costo_periodo: null,
};

const routes = [
  { path: '/degrees', element: <DegreeList /> },
  { path: '/degrees/create', element: <DegreeCreate /> },
  { path: '/degrees/:id', element: <h1>Página de la carrera</h1> },
  { path: '/degrees/:id/edit', element: <DegreeEdit /> },
];

function setup(path: string, handlers: Parameters<typeof mockApi>[0]) {
  session.setToken('token');
  const fetchMock = vi.fn(
    mockApi({
      'GET /areas': () => jsonResponse(200, areas),
      'GET /campuses': () => jsonResponse(200, campuses),
      'GET /fields-of-study': () =>
        jsonResponse(200, [
          { id: 5, code: '0912', name: 'Medicina' },
          { id: 6, code: '0913', name: 'Enfermería y cuidados' },
        ]),
      ...handlers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, ...renderRoutes(routes, [path]) };
}

describe('degree administration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearNotices();
  });

  it('lists degrees and says how many match a search', async () => {
    const { fetchMock } = setup('/degrees', {
      'GET /degrees': () =>
        new Response(JSON.stringify([listItem]), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '120' },
        }),
    });
    expect((await screen.findByRole('link', { name: 'Medicina' })).getAttribute('href')).toBe('/degrees/11');
    expect(screen.getByRole('columnheader', { name: 'Campus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrar nueva carrera' }).getAttribute('href')).toBe('/degrees/create');
    fireEvent.change(screen.getByLabelText('Buscar carreras por nombre de carrera o campus'), {
      target: { value: 'medi' },
    });
    expect(await screen.findByText('Mostrando 120 resultados para "medi"')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(url.searchParams.get('search')).toBe('medi');
  });

  it('requires a name, an area and a campus', async () => {
    setup('/degrees/create', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar carrera' }));
    expect(await screen.findByText('Debes seleccionar el campus al que pertenece esta carrera')).toBeTruthy();
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);
  }, 45_000);

  it('creates the degree in the picked campus and opens its page', async () => {
    let sent: Record<string, unknown> = {};
    const { router } = setup('/degrees/create', {
      'POST /degrees': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse(201, { ...degree, id: 99 });
      },
    });
    fireEvent.change(await screen.findByLabelText(/Nombre/), { target: { value: 'Enfermería' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Área de estudio/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Salud' }));
    const campusInput = screen.getByRole('combobox', { name: /Campus/ });
    fireEvent.change(campusInput, { target: { value: 'Pue' } });
    fireEvent.click(await screen.findByRole('option', { name: /Campus Puebla/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar carrera' }));

    expect(await screen.findByText('Carrera creada con éxito')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Página de la carrera' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/degrees/99');
    expect(sent).toMatchObject({ name: 'Enfermería', areaId: 3, campusId: 7, studyPlan: null, gallery: [] });
  }, 45_000);

  it('checks and sends modality, duration and cost per period', async () => {
    let sent: Record<string, unknown> = {};
    setup('/degrees/11/edit', {
      'GET /degrees/11': () =>
        jsonResponse(200, { ...degree, modalidad: null, duracion: null, duracion_unidad: null, costo_periodo: null }),
      'PUT /degrees/11': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse(200, degree);
      },
    });
    expect(((await screen.findByLabelText(/Nombre/)) as HTMLInputElement).value).toBe('Medicina');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Modalidad' }));
    fireEvent.click(await screen.findByRole('option', { name: 'En línea' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Duración' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    // A duration needs its unit.
    expect(await screen.findByText('Indica si la duración es en semestres, cuatrimestres o años')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Unidad de duración' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cuatrimestres' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: /Costo aproximado/ }), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El costo debe ser una cantidad entera de pesos, de 0 a 1,000,000')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: /Costo aproximado/ }), { target: { value: '18500' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Campo de estudio (CMPE)' }));
    fireEvent.click(await screen.findByRole('option', { name: '0913 Enfermería y cuidados' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Carrera actualizada con éxito')).toBeTruthy();
    expect(sent).toMatchObject({
      modality: 'en_linea',
      duration: 9,
      durationUnit: 'cuatrimestres',
      costPerPeriod: 18500,
      fieldId: 6,
    });
  }, 45_000);

  it('edits a loaded degree, and deletes it only after typing "eliminar carrera"', async () => {
    const { router } = setup('/degrees/11/edit', {
      'GET /degrees/11': () => jsonResponse(200, degree),
      'PUT /degrees/11': () => jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'x' }),
      'DELETE /degrees/11': () => new Response(null, { status: 204 }),
      'GET /degrees': () => jsonResponse(200, []),
    });
    expect(((await screen.findByLabelText(/Nombre/)) as HTMLInputElement).value).toBe('Medicina');
    expect((screen.getByRole('spinbutton', { name: 'Duración' }) as HTMLInputElement).value).toBe('12');
    expect((screen.getByRole('spinbutton', { name: /Costo aproximado/ }) as HTMLInputElement).value).toBe('45000');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ocurrió un error al actualizar la carrera')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar carrera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar carrera' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Confirmación'), { target: { value: 'eliminar carrera' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByRole('link', { name: 'Registrar nueva carrera' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/degrees');
  }, 45_000);
});
