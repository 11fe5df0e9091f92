import { screen } from '@testing-library/react';
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

describe('GroupsOverview', () => {
  it('shows no delete buttons unless the page hands in the deletion', async () => {
    vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /highschools/7/groups': () => jsonResponse(200, DATA) })));
    renderWithProviders(<GroupsOverview highschoolId={7} title="Estudiantes por grupo" />);
    expect(await screen.findByText('Beto Ruiz')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eliminar a Beto Ruiz' })).toBeNull();
  });
});
