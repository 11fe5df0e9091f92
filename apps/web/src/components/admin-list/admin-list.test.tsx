import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageQuery } from '@/lib/page-key.ts';
import { renderRoutes } from '@/test/render.tsx';
import { AdminList, type AdminColumn } from './admin-list.tsx';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: 'Campus Mérida' },
  { id: 2, name: 'Campus Morelia' },
  { id: 3, name: 'Campus Monterrey' },
];

const TEXT = {
  listTitle: 'Campuses',
  pageTitle: 'Campuses',
  search: 'Buscar campus',
  create: 'Registrar nuevo campus',
  listLabel: 'Campuses',
  listLoading: 'Cargando',
  empty: 'Sin campus',
  noResults: (term: string) => `Nada para "${term}"`,
};

const columns: AdminColumn<Row>[] = [{ header: 'Nombre', cell: (row) => row.name }];

/** A list answered at once from ROWS, filtered by the search. */
function usePage({ search }: PageQuery) {
  const rows = ROWS.filter((row) => row.name.toLowerCase().includes(search.toLowerCase()));
  return { page: { rows, total: rows.length }, error: undefined, isLoading: false, retry: () => {} };
}

describe('AdminList', () => {
  it('says how many results a search found, in the singular when there is one', async () => {
    renderRoutes(
      [
        {
          path: '/campus',
          element: <AdminList text={TEXT} createHref="/campus/create" columns={columns} usePage={usePage} />,
        },
      ],
      ['/campus'],
    );
    const box = screen.getByLabelText('Buscar campus');
    fireEvent.change(box, { target: { value: 'mér' } });
    expect(await screen.findByText('Mostrando 1 resultado para "mér"')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'campus m' } });
    expect(await screen.findByText('Mostrando 3 resultados para "campus m"')).toBeTruthy();
  });
});
