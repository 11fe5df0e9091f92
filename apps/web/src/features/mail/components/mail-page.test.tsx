import { fireEvent, screen, within } from '@testing-library/react';
import type { MailRow } from '@tlp/shared/mail';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render.tsx';
import { MailPage } from './mail-page.tsx';

const row = (over: Partial<MailRow>): MailRow => ({
  id: 1,
  kind: 'welcome',
  recipient: 'ana@correo.mx',
  subject: 'Te damos la bienvenida a Toca la Puerta',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-20T18:00:00.000Z',
  sent_at: '2026-11-20T18:00:02.000Z',
  ...over,
});

const MAILS = [
  row({
    id: 3,
    subject: 'Prepa Norte alcanzó su meta',
    status: 'failed',
    attempts: 10,
    last_error: 'connect ECONNREFUSED',
  }),
  row({ id: 2, subject: 'Solicitaste una reunión: Medicina', status: 'queued', attempts: 0, sent_at: null }),
  row({ id: 1 }),
];

function setup(mails: MailRow[] = MAILS, { retryStatus = 204 } = {}) {
  const urls: string[] = [];
  let current = mails;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/v1/mail') {
      const status = url.searchParams.get('status');
      const rows = current.filter((m) => !status || m.status === status);
      return new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(rows.length) },
      });
    }
    const retry = url.pathname.match(/^\/api\/v1\/mail\/(\d+)\/retry$/);
    if (retry && init?.method === 'POST') {
      if (retryStatus !== 204)
        return jsonResponse(retryStatus, { statusCode: retryStatus, errorCode: 'MailNotFailed' });
      current = current.map((m) => (m.id === Number(retry[1]) ? { ...m, status: 'queued', attempts: 0 } : m));
      return new Response(null, { status: 204 });
    }
    throw new Error(`unexpected ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/correos', Component: MailPage }], ['/correos']);
  return { urls };
}

describe('/correos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the messages with their status, attempts and last error, and filters by status', async () => {
    const { urls } = setup();
    const table = await screen.findByRole('table', { name: 'Correos' });
    expect(within(table).getByText('Prepa Norte alcanzó su meta')).toBeTruthy();
    expect(within(table).getByText('Falló')).toBeTruthy();
    expect(within(table).getByText('En cola')).toBeTruthy();
    expect(within(table).getByText('Enviado')).toBeTruthy();
    expect(within(table).getByText('connect ECONNREFUSED')).toBeTruthy();
    expect(within(table).getByText('10')).toBeTruthy();
    // Only the failed one can be retried.
    expect(within(table).getAllByRole('button', { name: /^Reintentar el correo/ })).toHaveLength(1);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Falló' }));
    await vi.waitFor(() => expect(urls).toContain('GET /api/v1/mail?page=1&pageSize=25&status=failed'));
    await vi.waitFor(() => expect(within(table).queryByText('Enviado')).toBeNull());
  });

  it('says so when no message was sent yet', async () => {
    setup([]);
    expect(await screen.findByText('Aún no se ha enviado ningún correo')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with a retry when the list does not load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { statusCode: 500, message: 'Error interno' })),
    );
    renderRoutes([{ path: '/correos', Component: MailPage }], ['/correos']);
    expect(
      await screen.findByText('No pudimos cargar los correos. Revisa tu conexión e inténtalo de nuevo.', undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();
  });

  it('retries a failed message after confirming, and says it is queued again', async () => {
    const { urls } = setup();
    const table = await screen.findByRole('table', { name: 'Correos' });
    fireEvent.click(within(table).getByRole('button', { name: 'Reintentar el correo «Prepa Norte alcanzó su meta»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Reintentar este correo?' });
    expect(within(dialog).getByText(/a ana@correo\.mx, con sus intentos en cero/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('El correo volvió a la cola: se enviará en unos segundos')).toBeTruthy();
    expect(urls).toContain('POST /api/v1/mail/3/retry');
    await vi.waitFor(() => expect(within(table).queryAllByText('Falló')).toHaveLength(0));
  });

  it('explains a retry the server refuses (409)', async () => {
    setup(MAILS, { retryStatus: 409 });
    const table = await screen.findByRole('table', { name: 'Correos' });
    fireEvent.click(within(table).getByRole('button', { name: /^Reintentar el correo/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Este correo ya no se puede reintentar. Actualizamos la lista.')).toBeTruthy();
  });
});
