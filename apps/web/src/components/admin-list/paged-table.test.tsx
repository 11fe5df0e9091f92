import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { PagedTable, type PagedResult, type PagedTableColumn } from './paged-table.tsx';

interface Row {
  id: number;
  name: string;
  city: string;
}

const COLUMNS: PagedTableColumn<'name' | 'city' | 'actions'>[] = [
  { key: 'name', header: 'Nombre' },
  { key: 'city', header: 'Ciudad' },
  { key: 'actions', header: 'Acciones', unlabelled: true },
];

const cells = (row: Row) => ({ name: row.name, city: row.city, actions: <button type="button">Editar</button> });

const TEXT = { loading: 'Cargando los campus', error: 'No pudimos cargar los campus.', empty: 'Aún no hay campus.' };

function renderTable(result: Partial<PagedResult<Row>>, pageIndex = 0) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  renderWithProviders(
    <>
      <h1 id="heading">Campuses</h1>
      <PagedTable
        labelledBy="heading"
        columns={COLUMNS}
        cells={cells}
        result={{ page: undefined, error: undefined, isLoading: false, retry: () => {}, ...result }}
        text={TEXT}
        paging={{ pageIndex, pageSize: 10, setPageIndex: onPageChange, setPageSize: onPageSizeChange }}
      />
    </>,
  );
  return { onPageChange, onPageSizeChange };
}

describe('PagedTable', () => {
  it('says it is loading and shows busy skeleton rows, without pagination, until the page comes', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('status').textContent).toBe(TEXT.loading);
    const table = screen.getByRole('table', { name: 'Campuses' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(6); // the head and five skeletons
    expect(screen.queryByText('Filas por página:')).toBeNull();
  });

  it('renders a row per item, labelling cells after the first unless unlabelled', () => {
    renderTable({ page: { rows: [{ id: 1, name: 'Campus Mérida', city: 'Mérida' }], total: 1 } });
    const table = screen.getByRole('table', { name: 'Campuses' });
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    const [, row] = within(table).getAllByRole('row');
    const [name, city, actions] = within(row!).getAllByRole('cell');
    expect(name!.textContent).toBe('Campus Mérida');
    expect(name!.hasAttribute('data-label')).toBe(false);
    expect(city!.getAttribute('data-label')).toBe('Ciudad');
    expect(actions!.hasAttribute('data-label')).toBe(false);
    expect(within(actions!).getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(screen.getByText('1–1 de 1')).toBeTruthy();
  });

  it('moves between pages, and a new page size goes back to the first page', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 11, name: `Campus ${i + 11}`, city: 'Mérida' }));
    const { onPageChange, onPageSizeChange } = renderTable({ page: { rows, total: 30 } }, 1);
    expect(screen.getByText('11–20 de 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: '25' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    expect(onPageChange).toHaveBeenLastCalledWith(0);
  });

  it('shows the load error with a retry instead of the table', () => {
    const retry = vi.fn();
    renderTable({ error: new Error('offline'), retry });
    expect(screen.getByText(TEXT.error)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the list is empty, without a table', () => {
    renderTable({ page: { rows: [], total: 0 } });
    expect(screen.getByText(TEXT.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
