import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { nudgeResultText } from '../messages.ts';
import type { NudgeCandidate } from '../types.ts';
import { NudgesSection } from './nudges-section.tsx';

const candidates: NudgeCandidate[] = [
  {
    id: 7,
    first_name: 'Ana',
    last_name: 'López',
    email: 'ana@demo.mx',
    reason: 'not_onboarded',
    since: '2026-11-02',
    last_nudged_at: null,
  },
  {
    id: 8,
    first_name: 'Beto',
    last_name: 'Ruiz',
    email: 'beto@demo.mx',
    reason: 'no_favorite',
    since: '2026-11-10',
    last_nudged_at: '2026-11-20T17:00:00.000Z',
  },
  {
    id: 9,
    first_name: 'Carla',
    last_name: 'Díaz',
    email: 'carla@demo.mx',
    reason: 'no_favorite',
    since: '2026-11-11',
    last_nudged_at: null,
  },
];

describe('nudgeResultText', () => {
  it('says how many were sent and why the others were not', () => {
    expect(nudgeResultText(3, 1, 0)).toBe('Enviamos 3 recordatorios; 1 ya había recibido uno esta semana');
    expect(nudgeResultText(1, 0, 0)).toBe('Enviamos 1 recordatorio');
    expect(nudgeResultText(0, 2, 1)).toBe(
      'No enviamos recordatorios; 2 ya habían recibido uno esta semana; 1 ya no lo necesitaba',
    );
  });
});

describe('NudgesSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists who needs a nudge with the reason in words, and sends the chosen ones a reminder after confirming', async () => {
    let sentBody: unknown;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          'GET /highschools/5/nudges': () => jsonResponse(200, candidates),
          'POST /highschools/5/nudges': (init) => {
            sentBody = JSON.parse(String(init?.body));
            return jsonResponse(200, { sent: 1, skipped: [{ userId: 8, reason: 'recent' }] });
          },
        }),
      ),
    );
    renderRoutes([{ path: '/highschools/5', element: <NudgesSection highschoolId="5" /> }], ['/highschools/5']);
    const list = await screen.findByRole('list', { name: 'Estudiantes que necesitan un recordatorio' });
    expect(within(list).getByText(/No terminó su registro/)).toBeTruthy();
    expect(within(list).getAllByText(/Sin favoritas después de 7 días/)).toHaveLength(2);
    expect(within(list).getByText('Último recordatorio: 20 de noviembre de 2026')).toBeTruthy();

    const send = screen.getByRole('button', { name: 'Enviar recordatorio' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ana López' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beto Ruiz' }));
    expect(screen.getByText('2 seleccionados')).toBeTruthy();
    fireEvent.click(send);

    const dialog = await screen.findByRole('dialog', { name: '¿Enviar recordatorio?' });
    expect(within(dialog).getByText(/Enviaremos un correo a 2 estudiantes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Enviamos 1 recordatorio; 1 ya había recibido uno esta semana')).toBeTruthy();
    expect(sentBody).toEqual({ userIds: [7, 8] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('selects everyone at once', async () => {
    vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /highschools/5/nudges': () => jsonResponse(200, candidates) })));
    renderRoutes([{ path: '/highschools/5', element: <NudgesSection highschoolId="5" /> }], ['/highschools/5']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar a todos' }));
    expect(screen.getByText('3 seleccionados')).toBeTruthy();
  });

  it('says nobody needs one, and offers a retry when the list fails', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          'GET /highschools/5/nudges': () => {
            calls += 1;
            return calls === 1
              ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'falló' })
              : jsonResponse(200, []);
          },
        }),
      ),
    );
    renderRoutes([{ path: '/highschools/5', element: <NudgesSection highschoolId="5" /> }], ['/highschools/5']);
    expect(await screen.findByText('No pudimos cargar la lista de recordatorios.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/nadie necesita un recordatorio/)).toBeTruthy();
  });
});
