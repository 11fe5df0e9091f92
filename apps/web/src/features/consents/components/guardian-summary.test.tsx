import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GuardianConsentRow, GuardianConsentSummary } from '@tlp/shared/consents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date-time.ts';
import { jsonResponse, renderWithProviders } from '@/test/render.tsx';
import { GuardianSummary } from './guardian-summary.tsx';

const SENT = '2026-11-20T18:00:00.000Z';
const LATER = '2999-01-02T18:00:00.000Z';

const row = (user_id: number, full_name: string, over: Partial<GuardianConsentRow> = {}): GuardianConsentRow => ({
  user_id,
  full_name,
  state: 'pending',
  email_masked: 'm***@correo.mx',
  sent_at: SENT,
  can_resend_at: null,
  ...over,
});

const pageOf = (rows: GuardianConsentRow[], total: number) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });

const apiError = (status: number, errorCode: string, message: string) =>
  jsonResponse(status, { statusCode: status, error: 'x', message, errorCode });

/**
 * The API of the school page's summary and lists: `list` answers GET /guardian-consents by its
 * query, `resend` the POST of one student. Every call is recorded ('GET /path?query').
 */
function setup({
  summary = { pending: 12, refused: 0, unknown_age: 2 },
  list,
  resend = () => jsonResponse(200, { status: 'pending', email_masked: 'm***@correo.mx' }),
}: {
  summary?: GuardianConsentSummary | (() => GuardianConsentSummary);
  list: (query: URLSearchParams) => Response;
  resend?: (userId: number) => Response;
}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${path}${url.search}`);
      if (method === 'GET' && path === '/highschools/1/guardian-consents/summary')
        return jsonResponse(200, typeof summary === 'function' ? summary() : summary);
      if (method === 'GET' && path === '/highschools/1/guardian-consents') return list(url.searchParams);
      const resent = /^\/highschools\/1\/students\/(\d+)\/guardian-consent\/resend$/.exec(path);
      if (method === 'POST' && resent) return resend(Number(resent[1]));
      throw new Error(`unexpected request ${method} ${path}`);
    }),
  );
  renderWithProviders(<GuardianSummary highschoolId={1} />);
  return calls;
}

async function openList(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('GuardianSummary, the students behind each count', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a count above zero as a paged list, by name, with the masked address and when it was sent', async () => {
    const calls = setup({
      list: (q) =>
        q.get('page') === '2'
          ? pageOf([row(21, 'Zoe Vega', { email_masked: 'z***@mail.mx' }), row(22, 'Zulema Ríos')], 12)
          : pageOf(
              Array.from({ length: 10 }, (_, i) =>
                row(i + 1, `Alumna ${i + 1}`, i === 1 ? { can_resend_at: LATER } : {}),
              ),
              12,
            ),
    });
    // Only counts above zero open a list, each named by its state.
    expect(await screen.findByRole('button', { name: 'Ver estudiantes sin fecha de nacimiento' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver estudiantes no autorizados' })).toBeNull();
    // The counts still read as before.
    expect(screen.getByText('Esperan autorización').nextElementSibling?.textContent).toBe('12');

    const dialog = await openList('Ver estudiantes que esperan a su madre, padre o tutor');
    expect(within(dialog).getByRole('heading', { name: 'Estudiantes que esperan autorización' })).toBeTruthy();
    expect(await within(dialog).findByText('Alumna 1')).toBeTruthy();
    expect(calls).toContain('GET /highschools/1/guardian-consents?page=1&pageSize=10&state=pending');
    const list = within(dialog).getByRole('list', { name: 'Estudiantes que esperan autorización' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByText('12 estudiantes')).toBeTruthy();
    const first = within(list).getByRole('listitem', { name: 'Alumna 1' });
    expect(within(first).getByText('Correo de su madre, padre o tutor: m***@correo.mx')).toBeTruthy();
    expect(within(first).getByText(`Solicitud enviada el ${formatDateTime(SENT)}`)).toBeTruthy();
    expect(
      within(first).getByRole('button', { name: 'Reenviar solicitud a la madre, padre o tutor de Alumna 1' }),
    ).toHaveProperty('disabled', false);
    // Sent less than a day ago: it says when it may go again.
    const waiting = within(list).getByRole('listitem', { name: 'Alumna 2' });
    const wait = within(waiting).getByRole('button', { name: /^Reenviar solicitud/ });
    expect(wait).toHaveProperty('disabled', true);
    expect(within(waiting).getByText(`Podrás reenviarla el ${formatDateTime(LATER)}`)).toBeTruthy();
    expect(wait.getAttribute('aria-describedby')).toBe(
      within(waiting)
        .getByText(/^Podrás reenviarla/)
        .getAttribute('id'),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ir a la página 2' }));
    expect(await within(dialog).findByText('Zoe Vega')).toBeTruthy();
    expect(calls).toContain('GET /highschools/1/guardian-consents?page=2&pageSize=10&state=pending');
    expect(within(dialog).queryByText('Alumna 1')).toBeNull();
    expect(within(dialog).getByText('Correo de su madre, padre o tutor: z***@mail.mx')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Página 2, la actual' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resends a refused request, says so, and asks the list and the counts again', async () => {
    let refused = true;
    const posts: number[] = [];
    const calls = setup({
      summary: () => ({ pending: refused ? 0 : 1, refused: refused ? 1 : 0, unknown_age: 0 }),
      list: (q) =>
        pageOf(refused && q.get('state') === 'refused' ? [row(7, 'Beto Ruiz', { state: 'refused' })] : [], 0),
      resend: (userId) => {
        posts.push(userId);
        refused = false;
        return jsonResponse(200, { status: 'pending', email_masked: 'p***@correo.mx' });
      },
    });
    const dialog = await openList('Ver estudiantes no autorizados');
    const summaries = () => calls.filter((c) => c.endsWith('/summary')).length;
    const lists = () => calls.filter((c) => c.includes('state=refused')).length;
    const before = { summaries: summaries(), lists: lists() };
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Reenviar solicitud a la madre, padre o tutor de Beto Ruiz' }),
    );
    expect(await screen.findByText('Reenviamos la solicitud de Beto Ruiz a p***@correo.mx.')).toBeTruthy();
    expect(posts).toEqual([7]);
    // No longer refused: off this list, and the counts say so.
    expect(await within(dialog).findByText('Ya no hay estudiantes en esta lista.')).toBeTruthy();
    expect(summaries()).toBeGreaterThan(before.summaries);
    expect(lists()).toBeGreaterThan(before.lists);
    await waitFor(() =>
      expect(screen.getByText('No autorizados', { selector: 'dt' }).nextElementSibling?.textContent).toBe('0'),
    );
  });

  it('shows a busy button while it sends, and a 429 in words about the student, then asks the list again', async () => {
    let answer!: (response: Response) => void;
    const calls = setup({
      list: () => pageOf([row(3, 'Ana Díaz')], 1),
      resend: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }) as unknown as Response,
    });
    const dialog = await openList('Ver estudiantes que esperan a su madre, padre o tutor');
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Reenviar solicitud/ }));
    const busy = await within(dialog).findByRole('button', { name: 'Enviando…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy).toHaveProperty('disabled', true);
    const lists = calls.filter((c) => c.includes('state=pending')).length;
    // The server words a staff resend's refusal about the student (STAFF_RESEND_MESSAGES).
    answer(
      apiError(
        429,
        'GuardianResendTooSoon',
        'Ya le enviamos esta solicitud hace menos de 24 horas. Podrás reenviarla cuando pase ese tiempo.',
      ),
    );
    expect(
      await screen.findByText(
        'Ya le enviamos esta solicitud hace menos de 24 horas. Podrás reenviarla cuando pase ese tiempo.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.includes('state=pending')).length).toBeGreaterThan(lists));
  });

  it("keeps the server's sentence for too many requests (429 TooManyRequests)", async () => {
    setup({
      list: () => pageOf([row(3, 'Ana Díaz')], 1),
      resend: () => apiError(429, 'TooManyRequests', 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'),
    });
    const dialog = await openList('Ver estudiantes que esperan a su madre, padre o tutor');
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Reenviar solicitud/ }));
    expect(await screen.findByText('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.')).toBeTruthy();
  });

  it('lists students of unknown age without a resend', async () => {
    setup({
      list: (q) =>
        pageOf(
          q.get('state') === 'unknown_age'
            ? [
                row(5, 'Carla Soto', { state: 'unknown_age', email_masked: null, sent_at: null }),
                row(6, 'Diego Paz', { state: 'unknown_age', email_masked: null, sent_at: null }),
              ]
            : [],
          2,
        ),
    });
    const dialog = await openList('Ver estudiantes sin fecha de nacimiento');
    const carla = await within(dialog).findByRole('listitem', { name: 'Carla Soto' });
    expect(within(carla).getByText('Aún no dice su fecha de nacimiento')).toBeTruthy();
    expect(within(dialog).getAllByText('Aún no dice su fecha de nacimiento')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /Reenviar/ })).toBeNull();
    // One page: no pager.
    expect(within(dialog).queryByRole('navigation')).toBeNull();
  });

  it('says when the list could not load, and retries', async () => {
    let fail = true;
    setup({
      list: () => (fail ? apiError(500, 'InternalServerError', 'x') : pageOf([row(3, 'Ana Díaz')], 1)),
    });
    const dialog = await openList('Ver estudiantes que esperan a su madre, padre o tutor');
    expect(await within(dialog).findByText('No pudimos cargar los estudiantes. Inténtalo de nuevo.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('Ana Díaz')).toBeTruthy();
  });
});
