import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupMember, HighschoolGroups } from '@tlp/shared/groups';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { GroupsPage } from './groups-page.tsx';

const member = (user_id: number, full_name: string, id: number | null): GroupMember => ({
  id,
  user_id,
  full_name,
  email: `${user_id}@demo.mx`,
  favorite_degrees: 1,
  meetings: 0,
  created_at: '2026-03-12T18:00:00Z',
});

const DATA: HighschoolGroups = {
  groups: [
    { id: 4, name: '3A', stats: { members: 1, favorites: 1, meetings: 0 }, members: [member(10, 'Ana López', 1)] },
  ],
  defaultGroup: {
    id: null,
    name: 'Sin grupo',
    stats: { members: 2, favorites: 2, meetings: 0 },
    members: [member(11, 'Beto Ruiz', null), member(12, 'Carla Díaz', null)],
  },
};

function setup() {
  const puts: unknown[] = [];
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /highschools/7/groups': () => jsonResponse(200, DATA),
        'PUT /students-groups/4': (init) => {
          puts.push(JSON.parse(String(init?.body)));
          return jsonResponse(200, DATA.groups[0]);
        },
        'POST /students-groups': (init) => {
          posts.push(JSON.parse(String(init?.body)));
          return jsonResponse(201, {
            id: 5,
            name: '3B',
            stats: { members: 0, favorites: 0, meetings: 0 },
            members: [],
          });
        },
      }),
    ),
  );
  renderRoutes(
    [{ path: '/highschools/:id/groups', element: <GroupsPage highschoolId={7} /> }],
    ['/highschools/7/groups'],
  );
  return { puts, posts };
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;

describe('GroupsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists members checked and ungrouped students unchecked, with select all, indeterminate and reset', async () => {
    const { puts } = setup();
    await screen.findByRole('heading', { name: '3A' });
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos los estudiantes de 3A' }) as HTMLInputElement;
    expect(box('Ana López').checked).toBe(true);
    expect(box('Beto Ruiz').checked).toBe(false);
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);

    fireEvent.click(all);
    expect(box('Beto Ruiz').checked && box('Carla Díaz').checked).toBe(true);
    expect(all.checked).toBe(true);
    expect(all.getAttribute('data-indeterminate')).toBe('false');

    fireEvent.click(all);
    expect(box('Ana López').checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(box('Ana López').checked).toBe(true);
    expect(box('Beto Ruiz').checked).toBe(false);

    fireEvent.click(box('Carla Díaz'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Grupo actualizado')).toBeTruthy();
    expect(puts[0]).toEqual({ members: [10, 12] });
  });

  it('creates a group with a name of at least 3 characters', async () => {
    const { posts } = setup();
    await screen.findByRole('heading', { name: '3A' });
    const name = screen.getByRole('textbox', { name: /Nombre del grupo/ });
    fireEvent.click(screen.getByRole('button', { name: 'Crear grupo' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    fireEvent.change(name, { target: { value: '3B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear grupo' }));
    expect(await screen.findByText('Mínimo 3 caracteres')).toBeTruthy();
    fireEvent.change(name, { target: { value: '3B Matutino' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear grupo' }));
    expect(await screen.findByText('Grupo creado correctamente')).toBeTruthy();
    expect(posts[0]).toEqual({ highschool_id: 7, name: '3B Matutino' });
  });

  it('asks before deleting a group', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar grupo' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar este grupo?' });
    expect(within(dialog).getByText(/regresarán a "Sin grupo"/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  });
});
