import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Campus, CurrentUser, DegreeListItem } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { CAMPUS_TEXT } from '../messages.ts';
import { CampusProfile } from './campus-profile.tsx';
import { testStudent } from '@/test/users.ts';

const student = testStudent();
const admin: CurrentUser = { ...student, id: 2, type: 'admin', role_title: 'Administrador' };

const campus: Campus = {
  id: 3,
  name: 'Campus Coyoacán',
  city: 'Ciudad de México',
  city_id: 1,
  foto_perfil: null,
  foto_portada: null,
  video: null,
  descripcion: 'Un campus arbolado.',
  ubicacion: 'https://maps.google.com/?q=Coyoacan',
  galeria: ['/api/v1/media/g1.svg'],
  degrees_count: 3,
};
const degree = (id: number, name: string, area_id: number, area: string): DegreeListItem => ({
  id,
  name,
  image: null,
  campus: campus.name,
  campus_id: 3,
  area,
  area_id,
  modalidad: null,
  duracion: null,
  duracion_unidad: null,
  costo_periodo: null,
});
const degrees = [
  degree(11, 'Medicina', 3, 'Salud'),
  degree(12, 'Psicología', 3, 'Salud'),
  degree(13, 'Derecho', 5, 'Ciencias sociales'),
];

function renderCampus(user: CurrentUser, path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  session.setToken('token');
  session.setUser(user);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /campuses/3': () => jsonResponse(200, campus),
        'GET /degrees': () => jsonResponse(200, degrees),
        ...handlers,
      }),
    ),
  );
  return renderRoutes([{ path: '/campus/:campusId', element: <CampusProfile /> }], [path]);
}

describe('CampusProfile', () => {
  beforeEach(() => session.setUser(null));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.setUser(null);
  });

  it('shows the campus with its degrees grouped by area, linking to carreras/{id}', async () => {
    renderCampus(student, '/campus/3');
    expect(screen.getByText('Cargando la página')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: campus.name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sobre nosotros' })).toBeTruthy();
    const location = screen.getByRole('link', { name: /Ver ubicación/ });
    expect(location.getAttribute('href')).toBe(campus.ubicacion);
    expect(location.getAttribute('target')).toBe('_blank');
    expect(location.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'Editar campus' })).toBeNull();

    const section = screen.getByRole('region', { name: 'Carreras por área de estudio' });
    const salud = await within(section).findByRole('region', { name: 'Salud' });
    expect(
      within(salud)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Medicina', '/campus/3/carreras/11'],
      ['Psicología', '/campus/3/carreras/12'],
    ]);
    expect(within(section).getByRole('region', { name: 'Ciencias sociales' })).toBeTruthy();
  });

  it('with ?areas shows only those areas, and a link to all the degrees', async () => {
    renderCampus(student, '/campus/3?areas=5');
    const section = await screen.findByRole('region', { name: 'Carreras por área de estudio' });
    expect(await within(section).findByRole('region', { name: 'Ciencias sociales' })).toBeTruthy();
    expect(within(section).queryByRole('region', { name: 'Salud' })).toBeNull();
    expect(within(section).getByText(CAMPUS_TEXT.filtered)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Ver todas las carreras (3)' }).getAttribute('href')).toBe(
      '/campus/3',
    );
  });

  it('lets the student change the areas with chips, kept in ?areas', async () => {
    const { router } = renderCampus(student, '/campus/3?areas=5');
    const section = await screen.findByRole('region', { name: 'Carreras por área de estudio' });
    const filter = await within(section).findByRole('group', { name: CAMPUS_TEXT.filterLabel });
    const salud = within(filter).getByRole('button', { name: 'Salud (2)' });
    const sociales = within(filter).getByRole('button', { name: 'Ciencias sociales (1)' });
    expect(sociales.getAttribute('aria-pressed')).toBe('true');
    expect(salud.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(salud);
    await waitFor(() => expect(router.state.location.search).toBe('?areas=5%2C3'));
    expect(await within(section).findByRole('region', { name: 'Salud' })).toBeTruthy();
    expect(within(section).getByRole('region', { name: 'Ciencias sociales' })).toBeTruthy();

    fireEvent.click(within(filter).getByRole('button', { name: 'Ciencias sociales (1)' }));
    fireEvent.click(within(filter).getByRole('button', { name: 'Salud (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(section).getByText(CAMPUS_TEXT.filterHint)).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /Ver todas las carreras/ })).toBeNull();
  });

  it('gives admins the edit link', async () => {
    renderCampus(admin, '/campus/3');
    expect((await screen.findByRole('link', { name: 'Editar campus' })).getAttribute('href')).toBe('/campus/3/edit');
  });

  it('says plainly when the campus does not exist', async () => {
    renderCampus(student, '/campus/404', {
      'GET /campuses/404': () =>
        jsonResponse(404, {
          statusCode: 404,
          error: 'Not Found',
          message: 'El campus no existe',
          errorCode: 'NotFound',
        }),
    });
    expect(await screen.findByRole('heading', { name: CAMPUS_TEXT.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('tells an empty campus apart', async () => {
    renderCampus(student, '/campus/3', { 'GET /degrees': () => jsonResponse(200, []) });
    expect(await screen.findByText(CAMPUS_TEXT.noDegrees)).toBeTruthy();
  });
});
