import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Meeting } from '@tlp/shared/meetings';
import type { MeetingSlot } from '@tlp/shared/slots';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { HomeMeetingsSection } from './home-meetings-section.tsx';

const HOUR = 60 * 60 * 1000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

const base: Meeting = {
  id: 40,
  degreeId: 9,
  degree: 'Medicina',
  degreeImg: null,
  campus: 'Campus Centro',
  campusId: 3,
  created_at: '2026-03-12T18:00:00.000Z',
  state: 'requested',
  slot: null,
  attended: null,
  rating: null,
  rating_comment: null,
};

const slot = (id: number, startsAt: string, seatsLeft = 3): MeetingSlot => ({
  id,
  campus_id: 3,
  campus_name: 'Campus Centro',
  starts_at: startsAt,
  ends_at: new Date(new Date(startsAt).getTime() + HOUR / 2).toISOString(),
  minutes: 30,
  seats: 5,
  seats_taken: 5 - seatsLeft,
  seats_left: seatsLeft,
  time_zone: 'America/Mexico_City',
  video_url: null,
  cancelled_at: null,
});

const conflict = (errorCode: string, message: string) =>
  jsonResponse(409, { statusCode: 409, error: 'Conflict', message, errorCode });

function setup(meetings: Meeting[], handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = vi.fn(
    mockApi({
      'GET /users/9/meetings': () => jsonResponse(200, meetings),
      ...handlers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/home', element: <HomeMeetingsSection userId={9} /> }], ['/home']);
  return fetchMock;
}

describe('HomeMeetingsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('books one of the campus’s open slots from the dialog', async () => {
    const slots = [slot(1, inHours(48)), slot(2, inHours(72))];
    let sent: unknown;
    setup([base], {
      'GET /meeting-slots': () => jsonResponse(200, slots),
      'PUT /meetings/40/slot': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { ...base, state: 'booked' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Elige un horario para Medicina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige un horario' });
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices).toHaveLength(2);
    fireEvent.click(choices[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('¡Listo! Reservaste tu horario')).toBeTruthy();
    expect(sent).toEqual({ slotId: 2 });
  });

  it('says a slot filled meanwhile and asks for the list again', async () => {
    let listed = 0;
    setup([base], {
      'GET /meeting-slots': () => {
        listed += 1;
        return jsonResponse(200, [slot(1, inHours(48))]);
      },
      'PUT /meetings/40/slot': () => conflict('SlotFull', 'El horario ya no tiene lugares'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Elige un horario para Medicina' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click((await within(dialog).findAllByRole('radio'))[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ese horario se llenó; elige otro');
    await waitFor(() => expect(listed).toBe(2));
  });

  it('shows a booking on its slot’s clock, the video link when sent, and cancels after confirming', async () => {
    const booked: Meeting = {
      ...base,
      state: 'booked',
      slot: {
        id: 1,
        starts_at: inHours(48),
        ends_at: inHours(48.5),
        minutes: 30,
        time_zone: 'America/Mexico_City',
        video_url: null,
      },
    };
    let cancelled = false;
    setup([booked], {
      'DELETE /meetings/40/slot': () => {
        cancelled = true;
        return jsonResponse(200, { ...base });
      },
    });
    const card = (await screen.findByRole('link', { name: /Medicina/ })).closest('li')!;
    expect(within(card).getByText('Reunión agendada')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /videollamada/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar la reunión de Medicina' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar tu horario?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar horario' }));
    expect(await screen.findByText('Cancelaste tu horario; puedes elegir otro')).toBeTruthy();
    expect(cancelled).toBe(true);
  });

  it('closes changes 2 hours before the start and says why; shows the video link once sent', async () => {
    setup([
      {
        ...base,
        state: 'booked',
        slot: {
          id: 1,
          starts_at: inHours(0.2),
          ends_at: inHours(0.7),
          minutes: 30,
          time_zone: 'America/Mexico_City',
          video_url: 'https://meet.example.com/abc',
        },
      },
    ]);
    const change = await screen.findByRole('button', { name: 'Cambiar el horario de Medicina' });
    expect((change as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Cancelar la reunión de Medicina' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText(/Faltan menos de 2 horas/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Entrar a la videollamada de Medicina/ }).getAttribute('href')).toBe(
      'https://meet.example.com/abc',
    );
  });

  it('asks an attended meeting’s rating and sends it', async () => {
    let sent: unknown;
    setup([{ ...base, state: 'attended', attended: true }], {
      'PUT /meetings/40/rating': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { ...base, state: 'attended', rating: 4 });
      },
    });
    expect(await screen.findByText('Califica la reunión')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Elige de 1 a 5 estrellas');
    fireEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Comentario/ }), { target: { value: 'Muy útil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText('¡Gracias por calificar la reunión!')).toBeTruthy();
    expect(sent).toEqual({ rating: 4, comment: 'Muy útil' });
  });
});
