import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Semester } from '@tlp/shared/catalog';
import type { GroupMember, GroupMembersPage, HighschoolGroups, StudentGroup } from '@tlp/shared/groups';
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

const SEMESTERS: Semester[] = [
  { id: 1, name: '1º semestre', active: true },
  { id: 2, name: '3º semestre', active: true },
  { id: 3, name: 'Egresado', active: false },
];

const NEW_GROUP: StudentGroup = {
  id: 5,
  name: '3B Matutino',
  stats: { members: 0, favorites: 0, meetings: 0 },
  members: [],
  next_cursor: null,
};

function setup() {
  const puts: unknown[] = [];
  const posts: unknown[] = [];
  let data = DATA;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /highschools/7/groups': () => jsonResponse(200, data),
        'GET /semesters': () => jsonResponse(200, SEMESTERS),
        'PUT /students-groups/4': (init) => {
          puts.push(JSON.parse(String(init?.body)));
          return jsonResponse(200, DATA.groups[0]);
        },
        'POST /students-groups': (init) => {
          posts.push(JSON.parse(String(init?.body)));
          // The API lists groups by name: the new one comes after 3A.
          data = { ...DATA, groups: [...DATA.groups, NEW_GROUP] };
          return jsonResponse(201, NEW_GROUP);
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
  it('lists members checked and, on request, the ungrouped students with select all, indeterminate and reset', async () => {
    const { puts } = setup();
    await screen.findByRole('heading', { name: '3A' });
    expect(box('Ana López').checked).toBe(true);
    // The students without a group are not listed in every card: the picker opens on request.
    expect(screen.queryByText('Beto Ruiz')).toBeNull();
    const open = screen.getByRole('button', { name: 'Agregar estudiantes sin grupo a 3A' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const picker = screen.getByRole('group', { name: 'Estudiantes sin grupo para 3A' });
    expect(screen.getByRole('button', { name: /Cerrar la lista/ }).getAttribute('aria-expanded')).toBe('true');
    const all = within(picker).getByRole('checkbox', {
      name: 'Seleccionar todos los estudiantes sin grupo que se muestran para 3A',
    }) as HTMLInputElement;
    expect(box('Beto Ruiz').checked).toBe(false);
    expect(all.checked || all.indeterminate).toBe(false);
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);

    // Some checked: the native mixed state, without an aria-checked a checkbox input does not take.
    fireEvent.click(box('Beto Ruiz'));
    expect(all.indeterminate).toBe(true);
    expect(all.hasAttribute('aria-checked')).toBe(false);
    expect(screen.getByText('Al guardar: 2 integrantes')).toBeTruthy();

    fireEvent.click(all);
    expect(box('Beto Ruiz').checked && box('Carla Díaz').checked).toBe(true);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);

    fireEvent.click(all);
    expect(box('Carla Díaz').checked || box('Beto Ruiz').checked).toBe(false);
    fireEvent.click(box('Ana López'));
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
    // 3A's picker is open when the new group comes: only the new group's stays open.
    fireEvent.click(screen.getByRole('button', { name: 'Agregar estudiantes sin grupo a 3A' }));
    fireEvent.change(name, { target: { value: '3B Matutino' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear grupo' }));
    expect(await screen.findByText('Grupo creado correctamente')).toBeTruthy();
    expect(posts[0]).toEqual({ highschool_id: 7, name: '3B Matutino' });
    // The new group comes first, its heading focused and its picker open.
    const heading = await screen.findByRole('heading', { name: '3B Matutino', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('3B Matutino')).toBeLessThan(headings.indexOf('3A'));
    expect(screen.getByRole('group', { name: 'Estudiantes sin grupo para 3B Matutino' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Estudiantes sin grupo para 3A' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Agregar estudiantes sin grupo a 3A' })).toBeTruthy();
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
  'group=sin-grupo&semesterId=2': {
    ...page([member(21, 'Eva Sol', null), member(22, 'Fer Mar', null)], 'e2'),
    total: 3,
  },
  'group=sin-grupo&semesterId=2&after=e2': page([member(23, 'Gil Paz', null)]),
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
      if (path === '/semesters') return jsonResponse(200, SEMESTERS);
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

  it('loads more candidates with "Cargar más" and saves every member, also those never shown', async () => {
    const { puts, asked } = setupPaged();
    await screen.findByRole('heading', { name: '3A' });
    expect(screen.getByRole('heading', { name: 'En el grupo (5)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar estudiantes sin grupo a 3A' }));
    expect(screen.getByRole('heading', { name: 'Sin grupo (60)' })).toBeTruthy();
    // Select all acts on the students shown, and says so.
    expect(screen.getByText(/Seleccionar todos marca a los estudiantes que se muestran/)).toBeTruthy();

    fireEvent.click(box('Ana López'));
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más estudiantes sin grupo para 3A' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Dora Luna/ }));
    expect(box('Dora Luna').checked).toBe(true);
    expect(screen.getByText('Al guardar: 5 integrantes')).toBeTruthy();

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
    const email = await screen.findByText('10@demo.mx');
    expect(getComputedStyle(email).overflowWrap).toBe('anywhere');
    const counts = email.parentElement!.lastElementChild as HTMLElement;
    expect(counts.textContent).toBe('1 favorita · 0 reuniones');
    expect(getComputedStyle(counts).whiteSpace).toBe('nowrap');
  });

  it('finds students without a group by name and by semester, and select all takes the matches', async () => {
    const { asked } = setupPaged();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar estudiantes sin grupo a 3A' }));
    const picker = screen.getByRole('group', { name: 'Estudiantes sin grupo para 3A' });
    const search = within(picker).getByRole('searchbox', { name: 'Buscar por nombre' });
    fireEvent.change(search, { target: { value: 'dora' } });
    expect(await within(picker).findByText('Dora Luna')).toBeTruthy();
    expect(within(picker).queryByText('Beto Ruiz')).toBeNull();
    expect(asked).toContain('group=sin-grupo&search=dora');
    // The group's own members stay as they are.
    expect(box('Ana López').checked).toBe(true);

    fireEvent.click(within(picker).getByRole('checkbox', { name: /Seleccionar todos/ }));
    expect(box('Dora Luna').checked).toBe(true);
    expect(screen.getByText('Al guardar: 6 integrantes')).toBeTruthy();

    fireEvent.change(search, { target: { value: '' } });
    expect(await within(picker).findByText('Beto Ruiz')).toBeTruthy();
    const semester = within(picker).getByRole('combobox', { name: 'Semestre' }) as HTMLSelectElement;
    // Only the active semesters, after "all".
    expect([...semester.options].map((o) => o.text)).toEqual(['Todos los semestres', '1º semestre', '3º semestre']);
    fireEvent.change(semester, { target: { value: '2' } });
    expect(await within(picker).findByText('Eva Sol')).toBeTruthy();
    expect(within(picker).queryByText('Beto Ruiz')).toBeNull();
    expect(within(picker).getByText(/3 estudiantes en este semestre/)).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Cargar más estudiantes sin grupo para 3A' }));
    expect(await within(picker).findByText('Gil Paz')).toBeTruthy();
    expect(asked).toEqual(
      expect.arrayContaining(['group=sin-grupo&semesterId=2', 'group=sin-grupo&semesterId=2&after=e2']),
    );
    // Dora, checked while she was shown, is still to be added.
    expect(screen.getByText('Al guardar: 6 integrantes')).toBeTruthy();
  });
});
