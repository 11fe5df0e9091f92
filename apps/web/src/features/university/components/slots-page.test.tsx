import { fireEvent, screen, within } from '@testing-library/react';
import type { MeetingSlot } from '@tlp/shared/slots';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { testStudent } from '@/test/users.ts';
import { SlotsPage } from './slots-page.tsx';

const SLOT: MeetingSlot = {
  id: 1,
  campus_id: 3,
  campus_name: 'Campus Centro',
  starts_at: '2099-03-20T16:30:00.000Z',
  ends_at: '2099-03-20T17:00:00.000Z',
  minutes: 30,
  seats: 5,
  seats_taken: 2,
  seats_left: 3,
  time_zone: 'America/Mexico_City',
  video_url: 'https://meet.example.com/abc',
  cancelled_at: null,
};

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  let slots = [SLOT];
  const fetchMock = vi.fn(
    mockApi({
      'GET /meeting-slots': () => jsonResponse(200, slots),
      'GET /campuses/3': () => jsonResponse(200, { id: 3, city_id: 1 }),
      'GET /cities': () => jsonResponse(200, [{ id: 1, name: 'Puebla', time_zone: 'America/Mexico_City' }]),
      'DELETE /meeting-slots/1': () => {
        slots = [{ ...SLOT, cancelled_at: '2099-01-01T00:00:00.000Z' }];
        return new Response(null, { status: 204 });
      },
      ...handlers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/horarios', element: <SlotsPage /> }], ['/horarios']);
  return fetchMock;
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('SlotsPage', () => {
  beforeEach(() =>
    session.setUser(
      testStudent({ type: 'university', role_title: 'Representante', campus_id: 3, campus_name: 'Campus Centro' }),
    ),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    session.setUser(null);
  });

  it('lists the campus’s slots with their seats, and cancels one after saying the students will be told', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Horarios publicados' });
    expect(within(list).getByText('2/5 lugares ocupados')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: /^Cancelar el horario del/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar este horario?' });
    expect(dialog.textContent).toContain('Se avisará a los estudiantes que la reservaron');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar horario' }));
    expect(await within(list).findByText('Cancelado')).toBeTruthy();
  });

  it('publishes a weekly slot on the campus’s clock', async () => {
    let sent: unknown;
    setup({
      'POST /meeting-slots': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(201, { ...SLOT, id: 2, slots: [SLOT, SLOT, SLOT] });
      },
    });
    await screen.findByRole('list', { name: 'Horarios publicados' });
    fireEvent.change(field(/^Fecha/), { target: { value: '2099-04-02' } });
    fireEvent.change(field(/^Hora/), { target: { value: '10:00' } });
    fireEvent.change(field(/^Enlace de la videollamada/), { target: { value: 'https://meet.example.com/x' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Repetir cada semana' }));
    fireEvent.change(await screen.findByRole('spinbutton', { name: /Número de semanas/ }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar horario' }));
    expect(await screen.findByText('Se publicaron 3 horarios')).toBeTruthy();
    expect(sent).toEqual({
      startsAt: '2099-04-02T16:00:00.000Z',
      minutes: 30,
      seats: 5,
      videoUrl: 'https://meet.example.com/x',
      weeks: 3,
    });
  });

  it('shows the server’s refusal of an overlapping slot', async () => {
    setup({
      'POST /meeting-slots': () =>
        jsonResponse(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'Ya tienes un horario que se cruza con este',
          errorCode: 'SlotOverlap',
        }),
    });
    await screen.findByRole('list', { name: 'Horarios publicados' });
    fireEvent.change(field(/^Fecha/), { target: { value: '2099-03-20' } });
    fireEvent.change(field(/^Hora/), { target: { value: '10:30' } });
    fireEvent.change(field(/^Enlace de la videollamada/), { target: { value: 'https://meet.example.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar horario' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ya tienes un horario que se cruza con este');
  });
});
