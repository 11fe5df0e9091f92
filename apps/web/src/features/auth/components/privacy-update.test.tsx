import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared/privacy-notice';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render.tsx';
import { testStudent } from '@/test/users.ts';
import PrivacyUpdate from './privacy-update.tsx';

let bodies: unknown[];
let acceptStatus: number;

beforeEach(() => {
  session.reset();
  session.setToken('token');
  session.setUser(testStudent({ privacy_accepted: false }));
  bodies = [];
  acceptStatus = 204;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'PUT /users/me/privacy-acceptance': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return acceptStatus === 204 ? new Response(null, { status: 204 }) : jsonResponse(acceptStatus, {});
        },
        'GET /users/me': () => jsonResponse(200, testStudent({ privacy_accepted: true })),
      }),
    ),
  );
  renderWithProviders(<PrivacyUpdate />);
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('accepting the privacy notice in force', () => {
  it('records the acceptance of this version and lets the user in', async () => {
    expect(screen.getByRole('heading', { name: 'Antes de seguir: nuestro aviso de privacidad' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leí y acepto el aviso de privacidad' }));
    await waitFor(() => expect(session.getUser()?.privacy_accepted).toBe(true));
    expect(bodies).toEqual([{ version: PRIVACY_NOTICE_VERSION }]);
  });

  it('says so when the answer could not be saved, and keeps the user here', async () => {
    acceptStatus = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Leí y acepto el aviso de privacidad' }));
    expect(await screen.findByText('No pudimos guardar tu respuesta. Intenta de nuevo.')).toBeTruthy();
    expect(session.getUser()?.privacy_accepted).toBe(false);
  });
});
