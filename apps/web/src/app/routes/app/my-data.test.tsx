import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { testMyData } from '@/test/my-data.ts';
import { testStudent } from '@/test/users.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { Component as MyDataRoute } from './my-data.tsx';

const DATA = testMyData({
  preferences: { areas: [], cities: [] },
  favorites: [],
  meetings: [],
  sessions: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('/mis-datos', () => {
  it('shows a student with whom their data was shared (the disclosures ledger)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          'GET /users/me/export': () => jsonResponse(200, DATA),
          'GET /users/me/disclosures': () =>
            jsonResponse(200, [
              {
                id: 1,
                created_at: '2027-03-03T18:00:00.000Z',
                recipient_kind: 'campus',
                recipient_name: 'Universidad X',
                fields: ['name', 'email', 'phone'],
                reason: 'meeting',
                degree_name: 'Ingeniería Civil',
              },
            ]),
        }),
      ),
    );
    renderRoutes([{ path: '/mis-datos', Component: MyDataRoute }], ['/mis-datos']);
    const shared = await screen.findByRole('region', { name: 'Con quién compartimos tus datos' });
    expect(
      await within(shared).findByText(
        'El 3 de marzo de 2027 compartimos tu nombre, correo y teléfono con Universidad X porque agendaste una reunión para Ingeniería Civil.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tus derechos' })).toBeTruthy();
  });

  it("puts a student's ledger under 'Con quién se comparten tus datos', each event with its legal basis", async () => {
    session.setUser(testStudent());
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          'GET /users/me/export': () => jsonResponse(200, DATA),
          'GET /users/me/data-sharing': () =>
            jsonResponse(200, {
              shareable: true,
              fields: ['name', 'email', 'highschool', 'city', 'semester', 'degree'],
              school: { authorized: true, since: '2026-08-20T17:00:00.000Z' },
              age: 'minor',
              guardian: {
                status: 'granted',
                email_masked: 'm***@correo.mx',
                sent_at: '2026-11-20T18:00:00.000Z',
                decided_at: '2026-11-21T18:00:00.000Z',
                can_resend_at: null,
              },
              held_meetings: 0,
            }),
          'GET /users/me/disclosures': () =>
            jsonResponse(200, [
              {
                id: 3,
                created_at: '2026-11-22T18:00:00.000Z',
                recipient_kind: 'campus',
                recipient_name: 'Campus Sur',
                fields: ['name', 'email', 'highschool', 'city', 'semester', 'degree'],
                reason: 'meeting',
                degree_name: 'Ingeniería Civil',
                legal_basis: 'guardian_consent',
                guardian_consent_id: 4,
                school_authorization_id: 2,
                school_authorized_at: '2026-08-20T17:00:00.000Z',
              },
              {
                id: 1,
                created_at: '2026-01-03T18:00:00.000Z',
                recipient_kind: 'campus',
                recipient_name: 'Universidad X',
                fields: ['name', 'email', 'phone'],
                reason: 'meeting',
                degree_name: null,
              },
            ]),
        }),
      ),
    );
    renderRoutes([{ path: '/mis-datos', Component: MyDataRoute }], ['/mis-datos']);
    const section = await screen.findByRole('region', { name: 'Con quién se comparten tus datos' });
    expect(await within(section).findByText('Tu madre, padre o tutor autorizó que compartamos tus datos')).toBeTruthy();
    const ledger = within(section).getByRole('region', { name: 'Con quién compartimos tus datos' });
    const events = await within(ledger).findAllByRole('listitem');
    expect(events[0]!.textContent).toBe(
      'El 22 de noviembre de 2026 compartimos tu nombre, correo, preparatoria, ciudad, semestre y carrera de interés con Campus Sur porque agendaste una reunión para Ingeniería Civil.' +
        'Con base en: Consentimiento de tu madre, padre o tutor. Autorización de tu escuela del 20 de agosto de 2026',
    );
    // An event recorded before the legal basis was kept says none.
    expect(events[1]!.textContent).not.toContain('Con base en');
    expect(
      screen.getByText(
        /la universidad de esa carrera recibe tu nombre, correo, preparatoria, ciudad, semestre y carrera de interés/,
      ),
    ).toBeTruthy();
  });

  it('gives a student who has not finished the registration a way back to it', async () => {
    session.setUser(testStudent({ onboarded: false }));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          'GET /users/me/export': () => jsonResponse(200, DATA),
          'GET /users/me/data-sharing': () =>
            jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'x' }),
          'GET /users/me/disclosures': () => jsonResponse(200, []),
        }),
      ),
    );
    renderRoutes([{ path: '/mis-datos', Component: MyDataRoute }], ['/mis-datos']);
    await screen.findByRole('region', { name: 'Lo que guardamos' });
    const back = screen.getByRole('link', { name: 'Volver a completar tu registro' });
    expect(back.getAttribute('href')).toBe('/onboarding');
    session.setUser(testStudent());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Volver a completar tu registro' })).toBeNull());
  });
});
