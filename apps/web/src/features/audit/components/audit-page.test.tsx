import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditRow } from '@tlp/shared/audit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render.tsx';
import { changesOf } from '../changes.ts';
import { AuditPage } from './audit-page.tsx';

const row = (over: Partial<AuditRow>): AuditRow => ({
  id: 1,
  created_at: '2026-11-20T18:00:00.000Z',
  actor_id: 9,
  actor_email: 'admin@demo.mx',
  action: 'campus.update',
  entity: 'campus',
  entity_id: '4',
  before: { id: 4, name: 'Campus Norte', city_id: 2 },
  after: { id: 4, name: 'Campus Centro', city_id: 2 },
  ...over,
});

const ROWS = [
  row({
    id: 3,
    action: 'meetings_csv.download',
    entity: 'meetings_csv',
    entity_id: 'e1',
    before: null,
    after: { students: 42 },
  }),
  row({
    id: 2,
    action: 'user.delete',
    actor_id: 7,
    actor_email: null,
    entity: 'user',
    entity_id: '15',
    after: null,
    before: { id: 15, type: 'student' },
  }),
  row({ id: 1 }),
];

function setup(rows: AuditRow[] = ROWS) {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/v1/audit') {
      const action = url.searchParams.get('action');
      const found = rows.filter((r) => !action || r.action === action);
      return new Response(JSON.stringify(found), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(found.length) },
      });
    }
    if (url.pathname === '/api/v1/audit/csv') return new Response('\uFEFF"Fecha"\r\n', { status: 200 });
    throw new Error(`unexpected ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/auditoria', Component: AuditPage }], ['/auditoria']);
  return { urls };
}

describe('changesOf', () => {
  it('lists only the fields an update changed, and what a creation or deletion recorded', () => {
    expect(changesOf(row({}))).toEqual([{ field: 'name', before: 'Campus Norte', after: 'Campus Centro' }]);
    expect(changesOf(row({ before: null, after: { a: 1 } }))).toEqual([{ field: 'a', after: 1 }]);
    expect(changesOf(row({ before: { a: 1 }, after: null }))).toEqual([{ field: 'a', before: 1 }]);
    expect(changesOf(row({ before: null, after: null }))).toEqual([]);
  });
});

describe('/auditoria', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the staff actions in Spanish with who, the record and what changed', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Auditoría' });
    expect(within(table).getByText('Editó un campus')).toBeTruthy();
    expect(within(table).getByText('Descargó el CSV de reuniones')).toBeTruthy();
    expect(within(table).getByText('Usuario 7 (cuenta eliminada)')).toBeTruthy();
    expect(within(table).getByText(/Campus Norte → Campus Centro/)).toBeTruthy();
    expect(within(table).getAllByText('admin@demo.mx')).toHaveLength(2);
  });

  it('filters by action and days, and refuses a reversed range with the shared message', async () => {
    const { urls } = setup();
    await screen.findByRole('table', { name: 'Auditoría' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Acción' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Eliminó una cuenta' }));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('La fecha inicial no puede ser posterior a la final')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await vi.waitFor(() =>
      expect(urls).toContain('/api/v1/audit?page=1&pageSize=25&action=user.delete&from=2026-11-02&to=2026-11-30'),
    );
    await vi.waitFor(() => expect(screen.queryByText('Editó un campus')).toBeNull());
  });

  it('downloads the CSV with the filters applied', async () => {
    const { urls } = setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    await screen.findByRole('table', { name: 'Auditoría' });
    fireEvent.change(screen.getByLabelText('Usuario (correo o número)'), { target: { value: 'admin@demo.mx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await vi.waitFor(() => expect(urls).toContain('/api/v1/audit/csv?user=admin%40demo.mx'));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    click.mockRestore();
  });

  it('says so when nothing is recorded, and shows an error with a retry', async () => {
    setup([]);
    expect(await screen.findByText('Aún no hay acciones registradas.')).toBeTruthy();
    vi.unstubAllGlobals();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { statusCode: 500, message: 'Error interno' })),
    );
    renderRoutes([{ path: '/auditoria', Component: AuditPage }], ['/auditoria']);
    expect(
      await screen.findByText('No pudimos cargar la bitácora. Revisa tu conexión e inténtalo de nuevo.', undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();
  });
});
