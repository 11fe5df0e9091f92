import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxRequest } from '@tlp/shared/slots';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render.tsx';
import { RequestsPage } from './requests-page.tsx';

const item = (overrides: Partial<InboxRequest> = {}): InboxRequest => ({
  id: 40,
  requested_at: '2026-03-12T18:00:00.000Z',
  state: 'booked',
  student: {
    first_name: 'Ana',
    last_name: 'López',
    email: 'ana@demo.mx',
    school: 'Preparatoria Demo',
    city: 'Puebla',
    semester: '5º',
  },
  degree: { id: 9, name: 'Medicina' },
  slot: {
    id: 1,
    starts_at: '2026-03-20T16:30:00.000Z',
    ends_at: '2026-03-20T17:00:00.000Z',
    minutes: 30,
    time_zone: 'America/Mexico_City',
  },
  attended: null,
  rating: null,
  ...overrides,
});

function setup(rows: InboxRequest[], total = rows.length) {
  const urls: string[] = [];
  let outcome: unknown;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'PUT' && url.pathname === '/api/v1/meetings/40/outcome') {
        outcome = JSON.parse(String(init.body));
        return jsonResponse(200, { ...rows[0], state: 'attended', attended: true });
      }
      urls.push(`${url.pathname}${url.search}`);
      return new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
      });
    }),
  );
  renderRoutes([{ path: '/solicitudes', element: <RequestsPage /> }], ['/solicitudes']);
  return { urls, outcome: () => outcome };
}

describe('RequestsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each request with the student, school, degree and the slot on the campus’s clock', async () => {
    setup([item()]);
    const row = (await screen.findByText('Ana López')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'ana@demo.mx' }).getAttribute('href')).toBe('mailto:ana@demo.mx');
    expect(within(row).getByText('Preparatoria Demo')).toBeTruthy();
    expect(within(row).getByText('Puebla')).toBeTruthy();
    expect(within(row).getByText('Semestre: 5º')).toBeTruthy();
    expect(within(row).getByText('Medicina')).toBeTruthy();
    expect(within(row).getByText('12 de marzo de 2026')).toBeTruthy();
    expect(within(row).getByText(/20 mar 2026, 10:30/)).toBeTruthy();
  });

  it('records whether the student came once the slot has started', async () => {
    const { outcome } = setup([item({ slot: { ...item().slot!, starts_at: '2026-01-01T16:00:00.000Z' } })]);
    const group = await screen.findByRole('group', { name: 'Asistencia de Ana López' });
    fireEvent.click(within(group).getByRole('button', { name: 'Ana López asistió' }));
    expect(await screen.findByText('Se guardó la asistencia')).toBeTruthy();
    expect(outcome()).toEqual({ attended: true });
  });

  it('asks no outcome before the slot starts', async () => {
    setup([item({ slot: { ...item().slot!, starts_at: '2099-01-01T16:00:00.000Z' } })]);
    await screen.findByText('Ana López');
    expect(screen.queryByRole('button', { name: 'Ana López asistió' })).toBeNull();
  });

  it('filters by state from the first page, and says when a state has none', async () => {
    const { urls } = setup([], 0);
    expect(await screen.findByText(/Aún no tienes solicitudes/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No asistió' }));
    await waitFor(() =>
      expect(urls.at(-1)).toBe('/api/v1/university/meeting-requests?page=1&pageSize=25&state=missed'),
    );
    expect(await screen.findByText(/No hay solicitudes en este estado/)).toBeTruthy();
  });
});
