import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { testMyData } from '@/test/my-data.ts';
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
});
