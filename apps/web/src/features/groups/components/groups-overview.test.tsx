import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupMember, GroupMembersPage, HighschoolGroups } from '@tlp/shared/groups';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render.tsx';
import { GroupsOverview } from './groups-overview.tsx';

const student = (n: number, full_name = `Estudiante ${n}`): GroupMember => ({
  id: null,
  user_id: 100 + n,
  full_name,
  email: `e${n}@demo.mx`,
  favorite_degrees: 0,
  meetings: 0,
  created_at: '2026-03-12T18:00:00Z',
});
const students = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => student(from + i));

const DATA: HighschoolGroups = {
  groups: [],
  defaultGroup: {
    id: null,
    name: 'Sin grupo',
    stats: { members: 1, favorites: 0, meetings: 0 },
    members: [{ ...student(0, 'Beto Ruiz'), user_id: 11, email: 'beto@demo.mx' }],
    next_cursor: null,
  },
};

/** "Sin grupo" with 120 students: the overview carries the first 50, then pages of 50 and 20. */
const BIG: HighschoolGroups = {
  groups: [],
  defaultGroup: {
    id: null,
    name: 'Sin grupo',
    stats: { members: 120, favorites: 0, meetings: 0 },
    members: students(1, 50),
    next_cursor: 'c50',
  },
};
const PAGES: Record<string, GroupMembersPage> = {
  c50: { members: students(51, 100), total: 120, next_cursor: 'c100' },
  c100: { members: students(101, 120), total: 120, next_cursor: null },
};
const SEARCHES: Record<string, GroupMembersPage> = {
  José: { members: [student(7, 'José Pérez')], total: 1, next_cursor: null },
  zzz: { members: [], total: 0, next_cursor: null },
};

/** The overview, and the member pages by their query; `fail` answers some pages with a 500 once. */
function setupBig(fail: Set<string> = new Set()) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      if (path === '/highschools/7/groups') return jsonResponse(200, BIG);
      if (path !== '/highschools/7/groups/members') throw new Error(`unexpected request ${path}`);
      asked.push(url.search);
      expect(url.searchParams.get('group')).toBe('sin-grupo');
      const after = url.searchParams.get('after');
      const search = url.searchParams.get('search');
      const key = after ?? search ?? '';
      if (fail.delete(key)) return jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'x' });
      const page = search && !after ? SEARCHES[search] : PAGES[after ?? ''];
      if (!page) throw new Error(`unexpected members page ${url.search}`);
      return jsonResponse(200, page);
    }),
  );
  renderWithProviders(<GroupsOverview highschoolId={7} title="Estudiantes por grupo" />);
  return { asked };
}

const status = () => screen.getAllByRole('status').map((s) => s.textContent);
const more = () => screen.getByRole('button', { name: 'Ver más estudiantes de Sin grupo' });

afterEach(() => vi.unstubAllGlobals());

describe('GroupsOverview', () => {
  it('shows no delete buttons unless the page hands in the deletion', async () => {
    vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /highschools/7/groups': () => jsonResponse(200, DATA) })));
    renderWithProviders(<GroupsOverview highschoolId={7} title="Estudiantes por grupo" />);
    expect(await screen.findByText('Beto Ruiz')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eliminar a Beto Ruiz' })).toBeNull();
    // One page only: no "Ver más", no search.
    expect(screen.queryByRole('button', { name: /Ver más/ })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('offers a search by name once a group has more than 10 students, even on one page', async () => {
    const twelve: HighschoolGroups = {
      groups: [],
      defaultGroup: {
        ...BIG.defaultGroup,
        stats: { members: 12, favorites: 0, meetings: 0 },
        members: students(1, 12),
        next_cursor: null,
      },
    };
    vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /highschools/7/groups': () => jsonResponse(200, twelve) })));
    renderWithProviders(<GroupsOverview highschoolId={7} title="Estudiantes por grupo" />);
    expect(await screen.findByRole('searchbox', { name: 'Buscar por nombre en Sin grupo' })).toBeTruthy();
    expect(screen.getAllByText(/^Estudiante \d+$/)).toHaveLength(12);
  });

  it('shows the first 50 students, and "Ver más" adds the next pages, moving the focus to them', async () => {
    const { asked } = setupBig();
    expect(await screen.findByText('Estudiante 50')).toBeTruthy();
    expect(screen.queryByText('Estudiante 51')).toBeNull();
    expect(status()).toContain('Mostrando 50 de 120 estudiantes');
    expect(asked).toEqual([]); // the first page came with the overview

    fireEvent.click(more());
    const first = await screen.findByText('Estudiante 51');
    expect(screen.getByText('Estudiante 100')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(first.closest('li')));
    expect(status()).toContain('Mostrando 100 de 120 estudiantes');

    fireEvent.click(more());
    expect(await screen.findByText('Estudiante 120')).toBeTruthy();
    expect(screen.getAllByText(/^Estudiante \d+$/)).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /Ver más/ })).toBeNull();
    expect(asked).toEqual(['?group=sin-grupo&after=c50', '?group=sin-grupo&after=c100']);
  }, 15_000); // 120 rows: slow on a loaded machine

  it('searches by name (debounced), says when nothing matches, and goes back to the list', async () => {
    const { asked } = setupBig();
    const box = await screen.findByRole('searchbox', { name: 'Buscar por nombre en Sin grupo' });
    fireEvent.change(box, { target: { value: 'J' } });
    fireEvent.change(box, { target: { value: 'José' } });
    expect(await screen.findByText('José Pérez')).toBeTruthy();
    expect(screen.queryByText('Estudiante 1')).toBeNull();
    expect(status()).toContain('1 estudiante coincide con "José"');
    expect(asked).toEqual([`?group=sin-grupo&search=Jos%C3%A9`]); // only the last term was asked

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No hay estudiantes que coincidan con "zzz"')).toBeTruthy();
    expect(screen.queryByText('José Pérez')).toBeNull();

    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByText('Estudiante 1')).toBeTruthy();
    expect(more()).toBeTruthy();
  });

  it('offers a retry when a page fails to load, keeping the students shown', async () => {
    setupBig(new Set(['c50']));
    await screen.findByText('Estudiante 50');
    fireEvent.click(more());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar más estudiantes.');
    expect(screen.getByText('Estudiante 50')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Estudiante 51')).toBeTruthy();
  });
});
