import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import type { SchoolStudent } from '../types.ts';
import { StudentsSection } from './students-section.tsx';

const ana: SchoolStudent = {
  id: 41,
  first_name: 'Ana',
  last_name: 'López',
  email: 'ana@demo.mx',
  semester: '5º',
  group: { id: 1, name: '6A' },
  onboarded: true,
  favorites: 3,
  meetings: 1,
  created_at: '2026-09-01T16:00:00.000Z',
};
const beto: SchoolStudent = {
  ...ana,
  id: 42,
  first_name: 'Beto',
  last_name: 'Ruiz',
  email: 'beto@demo.mx',
  group: null,
  onboarded: false,
};

const groups = {
  groups: [{ id: 1, name: '6A', stats: { members: 1, favorites: 3, meetings: 1 }, members: [], next_cursor: null }],
  defaultGroup: {
    id: null,
    name: 'Sin grupo',
    stats: { members: 1, favorites: 0, meetings: 0 },
    members: [],
    next_cursor: null,
  },
};

function setup(students: (url: URL) => { rows: SchoolStudent[]; total: number }) {
  const urls: URL[] = [];
  const api = mockApi({
    'GET /highschools/5/students': () => new Response('unused'),
    'GET /highschools/5/groups': () => jsonResponse(200, groups),
    'GET /semesters': () => jsonResponse(200, [{ id: 3, name: '5º', active: true }]),
    'GET /highschools/5/students.csv': () =>
      new Response('Nombre\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    if (url.pathname.endsWith('/students')) {
      const { rows, total } = students(url);
      return new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
      });
    }
    return api(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/highschools/5', element: <StudentsSection highschoolId="5" /> }], ['/highschools/5']);
  return urls;
}

const listCalls = (urls: URL[]) => urls.filter((u) => u.pathname.endsWith('/students'));

describe('StudentsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the students, each linking to their page', async () => {
    setup(() => ({ rows: [ana, beto], total: 2 }));
    const table = await screen.findByRole('table', { name: 'Estudiantes' });
    await within(table).findByText('López, Ana');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['López, Anaana@demo.mx', '5º', '6A', 'Terminado', '3', '1'],
      ['Ruiz, Betobeto@demo.mx', '5º', 'Sin grupo', 'Pendiente', '3', '1'],
    ]);
    expect(within(table).getByRole('link', { name: 'López, Ana' }).getAttribute('href')).toBe(
      '/highschools/5/estudiantes/41',
    );
  });

  it('searches after the typing stops, filters by group, and downloads the CSV with the same filters', async () => {
    const urls = setup((url) =>
      url.searchParams.get('groupId') === 'none' ? { rows: [beto], total: 1 } : { rows: [ana, beto], total: 2 },
    );
    await screen.findByText('López, Ana');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' }), {
      target: { value: 'Ruíz' },
    });
    await waitFor(() => expect(listCalls(urls).at(-1)!.searchParams.get('search')).toBe('Ruíz'));
    // The search waited: no request for each keystroke.
    expect(listCalls(urls)).toHaveLength(2);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Grupo' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Sin grupo' }));
    await waitFor(() => expect(screen.queryByText('López, Ana')).toBeNull());
    const last = listCalls(urls).at(-1)!;
    expect([last.searchParams.get('groupId'), last.searchParams.get('page')]).toEqual(['none', '1']);

    const createObjectURL = vi.fn(() => 'blob:students');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const csv = urls.find((u) => u.pathname.endsWith('/students.csv'))!;
    expect([...csv.searchParams]).toEqual([
      ['search', 'Ruíz'],
      ['groupId', 'none'],
    ]);
    click.mockRestore();
  });

  it('says when the filters leave nobody', async () => {
    setup((url) => (url.searchParams.get('search') ? { rows: [], total: 0 } : { rows: [ana], total: 1 }));
    await screen.findByText('López, Ana');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText(/Ningún estudiante coincide/)).toBeTruthy();
  });
});
