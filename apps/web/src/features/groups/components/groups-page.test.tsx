import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupMember, GroupMembersPage, HighschoolGroups } from '@tlp/shared/groups';
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
    {
      id: 4,
      name: '3A',
      stats: { members: 1, favorites: 1, meetings: 0 },
      members: [member(10, 'Ana López', 1)],
      next_cursor: null,
    },
  ],
  defaultGroup: {
    id: null,
    name: 'Sin grupo',
    stats: { members: 2, favorites: 2, meetings: 0 },
    members: [member(11, 'Beto Ruiz', null), member(12, 'Carla Díaz', null)],
    next_cursor: null,
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

  // The first render of the page loads its modules; a loaded machine needs more than 5 s.
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

/**
 * Group 3A has 5 members, of which the overview carried 2; "Sin grupo" has 60, of which it carried
 * 2 (the API's page is 50: these small pages keep the test short).
 */
const PAGED: HighschoolGroups = {
  groups: [
    {
      id: 4,
      name: '3A',
      stats: { members: 5, favorites: 5, meetings: 0 },
      members: [member(10, 'Ana López', 1), member(13, 'Bruno Gil', 2)],
      next_cursor: 'g2',
    },
  ],
  defaultGroup: {
    id: null,
    name: 'Sin grupo',
    stats: { members: 60, favorites: 60, meetings: 0 },
    members: [member(11, 'Beto Ruiz', null), member(12, 'Carla Díaz', null)],
    next_cursor: 'u2',
  },
};
const page = (members: GroupMember[], next_cursor: string | null = null): GroupMembersPage => ({
  members,
  total: members.length,
  next_cursor,
});
const MEMBER_PAGES: Record<string, GroupMembersPage> = {
  // Every member id, as the editor reads them before saving.
  'group=4&limit=200': page([10, 13, 14, 15, 16].map((id) => member(id, `Integrante ${id}`, id))),
  'group=sin-grupo&after=u2': page([member(20, 'Dora Luna', null)]),
  'group=4&search=dora': page([]),
  'group=sin-grupo&search=dora': page([member(20, 'Dora Luna', null)]),
};

function setupPaged() {
  const puts: unknown[] = [];
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      if (path === '/highschools/7/groups') return jsonResponse(200, PAGED);
      if (path === '/students-groups/4' && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, PAGED.groups[0]);
      }
      const query = url.search.slice(1);
      asked.push(query);
      const answer = path === '/highschools/7/groups/members' ? MEMBER_PAGES[query] : undefined;
      if (!answer) throw new Error(`unexpected request ${init?.method ?? 'GET'} ${path}?${query}`);
      return jsonResponse(200, answer);
    }),
  );
  renderRoutes(
    [{ path: '/highschools/:id/groups', element: <GroupsPage highschoolId={7} /> }],
    ['/highschools/7/groups'],
  );
  return { puts, asked };
}

describe('GroupsPage with paged lists', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads more candidates with "Ver más" and saves every member, also those never shown', async () => {
    const { puts, asked } = setupPaged();
    await screen.findByRole('heading', { name: '3A' });
    expect(screen.getByRole('heading', { name: 'En el grupo (5)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sin grupo (60)' })).toBeTruthy();
    expect(screen.getByText('5 de 65 seleccionados')).toBeTruthy();
    // Select all acts on the students shown, and says so.
    expect(screen.getByText(/Seleccionar todos marca a los estudiantes que se muestran/)).toBeTruthy();

    fireEvent.click(box('Ana López'));
    fireEvent.click(screen.getByRole('button', { name: 'Ver más estudiantes sin grupo para 3A' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Dora Luna/ }));
    expect(box('Dora Luna').checked).toBe(true);
    expect(screen.getByText('5 de 65 seleccionados')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Grupo actualizado')).toBeTruthy();
    // The saved set read in full, less Ana, plus Dora.
    expect(puts).toEqual([{ members: [13, 14, 15, 16, 20] }]);
    expect(asked).toContain('group=4&limit=200');
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);
  });

  it('shows the students of "Sin grupo" on request, with a search by name', async () => {
    const { asked } = setupPaged();
    const section = await screen.findByRole('region', { name: 'Sin grupo' });
    expect(within(section).queryByText('Beto Ruiz')).toBeNull();
    const toggle = within(section).getByRole('button', { name: 'Ver estudiantes sin grupo' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(section).getByText('Beto Ruiz')).toBeTruthy();
    const search = within(section).getByRole('searchbox', { name: 'Buscar por nombre en Sin grupo' });
    fireEvent.change(search, { target: { value: 'dora' } });
    expect(await within(section).findByText('Dora Luna')).toBeTruthy();
    expect(within(section).queryByText('Beto Ruiz')).toBeNull();
    expect(asked).toContain('group=sin-grupo&search=dora');
    fireEvent.click(within(section).getByRole('button', { name: 'Ocultar estudiantes sin grupo' }));
    expect(within(section).queryByText('Dora Luna')).toBeNull();
  });

  it('lets a long e-mail break anywhere, keeping the counts after it together', async () => {
    setupPaged();
    const email = await screen.findByText('11@demo.mx');
    expect(getComputedStyle(email).overflowWrap).toBe('anywhere');
    const counts = email.parentElement!.lastElementChild as HTMLElement;
    expect(counts.textContent).toBe('1 favorita · 0 reuniones');
    expect(getComputedStyle(counts).whiteSpace).toBe('nowrap');
  });

  it('searches both lists by name, and select all takes the matches', async () => {
    const { asked } = setupPaged();
    const search = await screen.findByRole('searchbox', { name: 'Buscar estudiantes por nombre para 3A' });
    fireEvent.change(search, { target: { value: 'dora' } });
    expect(await screen.findByText('No hay estudiantes que coincidan con "dora"')).toBeTruthy();
    expect(await screen.findByText('Dora Luna')).toBeTruthy();
    expect(screen.queryByText('Ana López')).toBeNull();
    expect(asked).toEqual(expect.arrayContaining(['group=4&search=dora', 'group=sin-grupo&search=dora']));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los estudiantes de 3A' }));
    expect(box('Dora Luna').checked).toBe(true);
    expect(screen.getByText('6 de 65 seleccionados')).toBeTruthy();

    fireEvent.change(search, { target: { value: '' } });
    expect(await screen.findByText('Ana López')).toBeTruthy();
    expect(box('Ana López').checked).toBe(true);
  });
});
