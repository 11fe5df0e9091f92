import { fireEvent, screen, within } from '@testing-library/react';
import type { HighschoolGroups } from '@tlp/shared/groups';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render.tsx';
import { GroupsOverview } from './groups-overview.tsx';

const DATA: HighschoolGroups = {
  groups: [],
  defaultGroup: {
    id: null,
    name: 'Sin grupo',
    stats: { members: 1, favorites: 0, meetings: 0 },
    members: [
      {
        id: null,
        user_id: 11,
        full_name: 'Beto Ruiz',
        email: 'beto@demo.mx',
        favorite_degrees: 0,
        meetings: 0,
        created_at: '2026-03-12T18:00:00Z',
      },
    ],
  },
};

afterEach(() => vi.unstubAllGlobals());

function setup(deleteStatus: number) {
  const deletes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /highschools/7/groups': () => jsonResponse(200, DATA),
        'DELETE /users/11': () => {
          deletes.push('11');
          return deleteStatus === 204
            ? new Response(null, { status: 204 })
            : jsonResponse(deleteStatus, { statusCode: deleteStatus, error: 'x', message: 'x', errorCode: 'x' });
        },
      }),
    ),
  );
  return deletes;
}

describe('GroupsOverview', () => {
  it('shows no delete buttons unless the viewer may delete students', async () => {
    setup(204);
    renderWithProviders(<GroupsOverview highschoolId={7} title="Estudiantes por grupo" />);
    expect(await screen.findByText('Beto Ruiz')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eliminar a Beto Ruiz' })).toBeNull();
  });

  it('deletes a student after a confirmation and says so', async () => {
    const deletes = setup(204);
    renderWithProviders(<GroupsOverview highschoolId={7} title="Estudiantes por grupo" canDeleteStudents />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar a Beto Ruiz' }));
    expect(deletes).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Usuario eliminado')).toBeTruthy();
    expect(deletes).toEqual(['11']);
  });

  it('says the spec message when the server refuses (403)', async () => {
    setup(403);
    renderWithProviders(<GroupsOverview highschoolId={7} title="Estudiantes por grupo" canDeleteStudents />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar a Beto Ruiz' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No tienes permisos para eliminar usuarios')).toBeTruthy();
  });
});
