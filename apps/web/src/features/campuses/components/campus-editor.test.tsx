import { fireEvent, screen, within } from '@testing-library/react';
import type { Campus } from '@tlp/shared/campuses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { clearNotices } from '@/components/ui/flash-notice.tsx';
import { CampusCreate, CampusEdit } from './campus-editor.tsx';

const cities = [
  { id: 1, name: 'Ciudad de México' },
  { id: 2, name: 'Puebla' },
];
const campus: Campus = {
  id: 3,
  name: 'Campus Coyoacán',
  city: 'Ciudad de México',
  city_id: 1,
  foto_perfil: null,
  foto_portada: null,
  video: null,
  descripcion: 'Un campus arbolado.',
  ubicacion: null,
  galeria: ['/api/v1/media/g1.svg'],
  degrees_count: 3,
};

const routes = [
  { path: '/campus', element: <h1>Lista de campus</h1> },
  { path: '/campus/create', element: <CampusCreate /> },
  { path: '/campus/:campusId', element: <h1>Página del campus</h1> },
  { path: '/campus/:campusId/edit', element: <CampusEdit /> },
];

function setup(path: string, handlers: Parameters<typeof mockApi>[0]) {
  session.setToken('token');
  const fetchMock = vi.fn(mockApi({ 'GET /cities': () => jsonResponse(200, cities), ...handlers }));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, ...renderRoutes(routes, [path]) };
}

describe('campus form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearNotices();
  });

  it('requires a name and a city', async () => {
    const { fetchMock } = setup('/campus/create', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar campus' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('Selecciona la ciudad de este campus')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  it('creates the campus, says so and opens its page', async () => {
    let sent: unknown;
    const { router } = setup('/campus/create', {
      'POST /campuses': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(201, { ...campus, id: 41, name: 'Campus Nuevo' });
      },
    });
    fireEvent.change(await screen.findByLabelText(/Nombre/), { target: { value: '  Campus Nuevo ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Ciudad/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Puebla' }));
    fireEvent.change(screen.getByLabelText('Imagen 2 de la galería'), {
      target: { value: 'https://example.com/a.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar campus' }));

    expect(await screen.findByText('Campus creado con éxito')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Página del campus' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/campus/41');
    expect(sent).toEqual({
      name: 'Campus Nuevo',
      cityId: 2,
      profilePicture: null,
      coverPicture: null,
      video: null,
      description: null,
      location: null,
      gallery: ['https://example.com/a.png'],
    });
  });

  it('shows the failure message and puts server details on the fields', async () => {
    setup('/campus/3/edit', {
      'GET /campuses/3': () => jsonResponse(200, campus),
      'PUT /campuses/3': () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Datos inválidos',
          errorCode: 'ValidationError',
          details: [{ path: 'body.cityId', message: 'La ciudad seleccionada no existe' }],
        }),
    });
    expect(((await screen.findByLabelText(/Nombre/)) as HTMLInputElement).value).toBe('Campus Coyoacán');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ocurrió un error al actualizar el campus')).toBeTruthy();
    expect(screen.getByText('La ciudad seleccionada no existe')).toBeTruthy();
  });

  it('deletes only after typing "eliminar campus", then goes to /campus', async () => {
    const { router } = setup('/campus/3/edit', {
      'GET /campuses/3': () => jsonResponse(200, campus),
      'DELETE /campuses/3': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar campus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar campus' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const input = within(dialog).getByLabelText('Confirmación');
    fireEvent.change(input, { target: { value: 'eliminar' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'eliminar campus' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Lista de campus' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/campus');
  });

  it('says so when deleting fails', async () => {
    setup('/campus/3/edit', {
      'GET /campuses/3': () => jsonResponse(200, campus),
      'DELETE /campuses/3': () => jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'x' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar campus' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Confirmación'), { target: { value: 'eliminar campus' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Ocurrió un error al eliminar el campus')).toBeTruthy();
  });
});
