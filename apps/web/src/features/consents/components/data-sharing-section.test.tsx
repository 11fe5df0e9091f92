import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSENT_MESSAGES, ERRORS, type DataSharingState } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { testStudent } from '@/test/users.ts';
import { DataSharingSection } from './data-sharing-section.tsx';

const HOUR = 60 * 60 * 1000;
const pendingMinor = (canResendAt: string | null): DataSharingState => ({
  shareable: false,
  fields: ['name', 'email', 'highschool', 'city', 'semester', 'degree'],
  school: { authorized: true, since: '2026-08-20T17:00:00.000Z' },
  age: 'minor',
  guardian: {
    status: 'pending',
    email_masked: 'm***@correo.mx',
    sent_at: '2026-11-20T18:00:00.000Z',
    decided_at: null,
    can_resend_at: canResendAt,
  },
  held_meetings: 2,
});

function open(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = vi.fn(mockApi(handlers));
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/mis-datos', element: <DataSharingSection ledger={<p>registro</p>} /> }], ['/mis-datos']);
  return fetchMock;
}

describe('DataSharingSection', () => {
  beforeEach(() => session.setUser(testStudent({ email: 'ana@demo.mx' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it('shows what is shared, with whom, the school, the guardian (masked) and the held requests', async () => {
    open({ 'GET /users/me/data-sharing': () => jsonResponse(200, pendingMinor(null)) });
    const section = await screen.findByRole('region', { name: 'Con quién se comparten tus datos' });
    await within(section).findByText(CONSENT_MESSAGES.pendingGuardian);
    const fields = within(section).getByRole('list', { name: 'Qué compartimos' });
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nombre', 'Correo', 'Preparatoria', 'Ciudad', 'Semestre', 'Carrera']);
    expect(within(section).getByText('La universidad de cada carrera en la que pidas una reunión.')).toBeTruthy();
    expect(
      within(section).getByText(
        'Tu escuela autoriza compartir tus datos con universidades desde el 20 de agosto de 2026.',
      ),
    ).toBeTruthy();
    expect(within(section).getByText('Le escribimos a m***@correo.mx el 20 de noviembre de 2026.')).toBeTruthy();
    expect(within(section).getByText(/Tienes 2 solicitudes de reunión guardadas/)).toBeTruthy();
    expect(within(section).getByText('registro')).toBeTruthy();
  });

  it('keeps "Reenviar correo" disabled until can_resend_at, saying when', async () => {
    open({
      'GET /users/me/data-sharing': () =>
        jsonResponse(200, pendingMinor(new Date(Date.now() + 5 * HOUR).toISOString())),
    });
    const button = await screen.findByRole('button', { name: 'Reenviar correo' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Podrás reenviarlo a partir del/)).toBeTruthy();
  });

  it('resends, then waits a day', async () => {
    open({
      'GET /users/me/data-sharing': () => jsonResponse(200, pendingMinor(null)),
      'POST /users/me/guardian-consent': () =>
        jsonResponse(200, pendingMinor(new Date(Date.now() + 24 * HOUR).toISOString())),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar correo' }));
    expect((await screen.findByRole('status')).textContent).toContain('Enviamos de nuevo el correo a m***@correo.mx.');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Reenviar correo' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('says the server message of a 429, then asks the state again', async () => {
    const fetchMock = open({
      'GET /users/me/data-sharing': () => jsonResponse(200, pendingMinor(null)),
      'POST /users/me/guardian-consent': () =>
        jsonResponse(429, {
          statusCode: 429,
          error: 'Too Many Requests',
          message: ERRORS.GuardianResendTooSoon.message,
          errorCode: 'GuardianResendTooSoon',
        }),
    });
    const gets = () =>
      fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/data-sharing') && init?.method === 'GET')
        .length;
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar correo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.GuardianResendTooSoon.message);
    await waitFor(() => expect(gets()).toBe(2));
  });

  it('corrects the address: required, not the student own, then sent', async () => {
    const bodies: unknown[] = [];
    open({
      'GET /users/me/data-sharing': () => jsonResponse(200, pendingMinor(new Date(Date.now() + HOUR).toISOString())),
      'POST /users/me/guardian-consent': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, {
          ...pendingMinor(new Date(Date.now() + 24 * HOUR).toISOString()),
          guardian: { ...pendingMinor(null).guardian!, email_masked: 'p***@correo.mx' },
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Corregir correo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corregir el correo de tu madre, padre o tutor' });
    const input = within(dialog).getByLabelText(/^Correo de tu madre, padre o tutor/, { selector: 'input' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Ana@demo.mx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText(CONSENT_MESSAGES.guardianEmailSame)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'papa@correo.mx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('status')).textContent).toContain('Enviamos el correo a p***@correo.mx.');
    expect(bodies).toEqual([{ guardianEmail: 'papa@correo.mx' }]);
    expect(await screen.findByText('Le escribimos a p***@correo.mx el 20 de noviembre de 2026.')).toBeTruthy();
  });

  it('a granted consent needs no resend; an unknown age asks the birth date', async () => {
    const bodies: unknown[] = [];
    open({
      'GET /users/me/data-sharing': () =>
        jsonResponse(200, { ...pendingMinor(null), age: 'unknown', guardian: null, held_meetings: 0 }),
      'PUT /users/me/birth-date': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { ...pendingMinor(null), shareable: true, age: 'adult', guardian: null });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Indicar mi fecha de nacimiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu fecha de nacimiento' });
    fireEvent.change(within(dialog).getByLabelText(/^Fecha de nacimiento/, { selector: 'input' }), {
      target: { value: '2001-02-03' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('status')).textContent).toContain('Guardamos tu fecha de nacimiento.');
    expect(bodies).toEqual([{ birthDate: '2001-02-03' }]);
    expect(await screen.findByText('Eres mayor de edad: basta tu consentimiento.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reenviar correo' })).toBeNull();
  });
});
